// Written by `npm run icons` (scripts/generate-icons.ts): lucide's "leaf" (ISC licence, lucide.dev).
import type { SVGProps } from "react";
import { renderIcon, type IconNode } from "./make-icon";

const node: IconNode = [["path",{"d":"M11 20a10 10 0 0010-10 25.9 25.9 0 00-1.04-7.281 1 1 0 00-1.755-.325C15.833 5.5 13 5.5 9.8 6.1A7 7 0 0011 20","key":"1wjnjv"}],["path",{"d":"M2 21a5 5 0 012.911-4.544C7.613 15.212 8.351 15.24 11 13","key":"c1ejpn"}]];

export function Leaf(props: SVGProps<SVGSVGElement>) {
  return renderIcon(node, props);
}
