// Written by `npm run icons` (scripts/generate-icons.ts): lucide's "arrow-up-down" (ISC licence, lucide.dev).
import type { SVGProps } from "react";
import { renderIcon, type IconNode } from "./make-icon";

const node: IconNode = [["path",{"d":"m21 16-4 4-4-4","key":"f6ql7i"}],["path",{"d":"M17 20V4","key":"1ejh1v"}],["path",{"d":"m3 8 4-4 4 4","key":"11wl7u"}],["path",{"d":"M7 4v16","key":"1glfcx"}]];

export function ArrowUpDown(props: SVGProps<SVGSVGElement>) {
  return renderIcon(node, props);
}
