// Written by `npm run icons` (scripts/generate-icons.ts): lucide's "timer" (ISC licence, lucide.dev).
import type { SVGProps } from "react";
import { renderIcon, type IconNode } from "./make-icon";

const node: IconNode = [["line",{"x1":"10","x2":"14","y1":"2","y2":"2","key":"14vaq8"}],["line",{"x1":"12","x2":"15","y1":"14","y2":"11","key":"17fdiu"}],["circle",{"cx":"12","cy":"14","r":"8","key":"1e1u0o"}]];

export function Timer(props: SVGProps<SVGSVGElement>) {
  return renderIcon(node, props);
}
