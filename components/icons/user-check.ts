// Written by `npm run icons` (scripts/generate-icons.ts): lucide's "user-check" (ISC licence, lucide.dev).
import type { SVGProps } from "react";
import { renderIcon, type IconNode } from "./make-icon";

const node: IconNode = [["path",{"d":"m16 11 2 2 4-4","key":"9rsbq5"}],["path",{"d":"M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2","key":"1yyitq"}],["circle",{"cx":"9","cy":"7","r":"4","key":"nufk8"}]];

export function UserCheck(props: SVGProps<SVGSVGElement>) {
  return renderIcon(node, props);
}
