// Written by `npm run icons` (scripts/generate-icons.ts): lucide's "check" (ISC licence, lucide.dev).
import type { SVGProps } from "react";
import { renderIcon, type IconNode } from "./make-icon";

const node: IconNode = [["path",{"d":"M20 6 9 17l-5-5","key":"1gmf2c"}]];

export function Check(props: SVGProps<SVGSVGElement>) {
  return renderIcon(node, props);
}
