// Written by `npm run icons` (scripts/generate-icons.ts): lucide's "lock" (ISC licence, lucide.dev).
import type { SVGProps } from "react";
import { renderIcon, type IconNode } from "./make-icon";

const node: IconNode = [["rect",{"width":"18","height":"11","x":"3","y":"11","rx":"2","ry":"2","key":"1w4ew1"}],["path",{"d":"M7 11V7a5 5 0 0 1 10 0v4","key":"fwvmzm"}]];

export function Lock(props: SVGProps<SVGSVGElement>) {
  return renderIcon(node, props);
}
