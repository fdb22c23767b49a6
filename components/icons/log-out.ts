// Written by `npm run icons` (scripts/generate-icons.ts): lucide's "log-out" (ISC licence, lucide.dev).
import type { SVGProps } from "react";
import { renderIcon, type IconNode } from "./make-icon";

const node: IconNode = [["path",{"d":"m16 17 5-5-5-5","key":"1bji2h"}],["path",{"d":"M21 12H9","key":"dn1m92"}],["path",{"d":"M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4","key":"1uf3rs"}]];

export function LogOut(props: SVGProps<SVGSVGElement>) {
  return renderIcon(node, props);
}
