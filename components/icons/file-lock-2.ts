// Written by `npm run icons` (scripts/generate-icons.ts): lucide's "file-lock" (ISC licence, lucide.dev).
import type { SVGProps } from "react";
import { renderIcon, type IconNode } from "./make-icon";

const node: IconNode = [["path",{"d":"M4 9.8V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.706.706l3.588 3.588A2.4 2.4 0 0 1 20 8v12a2 2 0 0 1-2 2h-3","key":"1432pc"}],["path",{"d":"M14 2v5a1 1 0 0 0 1 1h5","key":"wfsgrz"}],["path",{"d":"M9 17v-2a2 2 0 0 0-4 0v2","key":"168m41"}],["rect",{"width":"8","height":"5","x":"3","y":"17","rx":"1","key":"o8vfew"}]];

export function FileLock2(props: SVGProps<SVGSVGElement>) {
  return renderIcon(node, props);
}
