// Written by `npm run icons` (scripts/generate-icons.ts): lucide's "circle" (ISC licence, lucide.dev).
import type { SVGProps } from "react";
import { renderIcon, type IconNode } from "./make-icon";

const node: IconNode = [["circle",{"cx":"12","cy":"12","r":"10","key":"1mglay"}]];

export function Circle(props: SVGProps<SVGSVGElement>) {
  return renderIcon(node, props);
}
