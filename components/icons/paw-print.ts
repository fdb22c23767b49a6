// Written by `npm run icons` (scripts/generate-icons.ts): lucide's "paw-print" (ISC licence, lucide.dev).
import type { SVGProps } from "react";
import { renderIcon, type IconNode } from "./make-icon";

const node: IconNode = [["circle",{"cx":"11","cy":"4","r":"2","key":"vol9p0"}],["circle",{"cx":"18","cy":"8","r":"2","key":"17gozi"}],["circle",{"cx":"20","cy":"16","r":"2","key":"1v9bxh"}],["path",{"d":"M9 10a5 5 0 0 1 5 5v3.5a3.5 3.5 0 0 1-6.84 1.045Q6.52 17.48 4.46 16.84A3.5 3.5 0 0 1 5.5 10Z","key":"1ydw1z"}]];

export function PawPrint(props: SVGProps<SVGSVGElement>) {
  return renderIcon(node, props);
}
