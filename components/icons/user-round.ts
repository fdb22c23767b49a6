// Written by `npm run icons` (scripts/generate-icons.ts): lucide's "user-round" (ISC licence, lucide.dev).
import type { SVGProps } from "react";
import { renderIcon, type IconNode } from "./make-icon";

const node: IconNode = [["circle",{"cx":"12","cy":"8","r":"5","key":"1hypcn"}],["path",{"d":"M20 21a8 8 0 0 0-16 0","key":"rfgkzh"}]];

export function UserRound(props: SVGProps<SVGSVGElement>) {
  return renderIcon(node, props);
}
