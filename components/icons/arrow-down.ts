// Written by `npm run icons` (scripts/generate-icons.ts): lucide's "arrow-down" (ISC licence, lucide.dev).
import type { SVGProps } from "react";
import { renderIcon, type IconNode } from "./make-icon";

const node: IconNode = [["path",{"d":"M12 5v14","key":"s699le"}],["path",{"d":"m19 12-7 7-7-7","key":"1idqje"}]];

export function ArrowDown(props: SVGProps<SVGSVGElement>) {
  return renderIcon(node, props);
}
