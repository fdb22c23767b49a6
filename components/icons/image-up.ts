// Written by `npm run icons` (scripts/generate-icons.ts): lucide's "image-up" (ISC licence, lucide.dev).
import type { SVGProps } from "react";
import { renderIcon, type IconNode } from "./make-icon";

const node: IconNode = [["path",{"d":"M10.3 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10l-3.1-3.1a2 2 0 0 0-2.814.014L6 21","key":"9csbqa"}],["path",{"d":"m14 19.5 3-3 3 3","key":"9vmjn0"}],["path",{"d":"M17 22v-5.5","key":"1aa6fl"}],["circle",{"cx":"9","cy":"9","r":"2","key":"af1f0g"}]];

export function ImageUp(props: SVGProps<SVGSVGElement>) {
  return renderIcon(node, props);
}
