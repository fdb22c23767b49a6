// Written by `npm run icons` (scripts/generate-icons.ts): lucide's "file-check-corner" (ISC licence, lucide.dev).
import type { SVGProps } from "react";
import { renderIcon, type IconNode } from "./make-icon";

const node: IconNode = [["path",{"d":"M10.5 22H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.706.706l3.588 3.588A2.4 2.4 0 0 1 20 8v6","key":"g5mvt7"}],["path",{"d":"M14 2v5a1 1 0 0 0 1 1h5","key":"wfsgrz"}],["path",{"d":"m14 20 2 2 4-4","key":"15kota"}]];

export function FileCheck2(props: SVGProps<SVGSVGElement>) {
  return renderIcon(node, props);
}
