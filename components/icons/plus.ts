// Written by `npm run icons` (scripts/generate-icons.ts): lucide's "plus" (ISC licence, lucide.dev).
import type { SVGProps } from "react";
import { renderIcon, type IconNode } from "./make-icon";

const node: IconNode = [["path",{"d":"M5 12h14","key":"1ays0h"}],["path",{"d":"M12 5v14","key":"s699le"}]];

export function Plus(props: SVGProps<SVGSVGElement>) {
  return renderIcon(node, props);
}
