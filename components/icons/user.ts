// Written by `npm run icons` (scripts/generate-icons.ts): lucide's "user" (ISC licence, lucide.dev).
import type { SVGProps } from "react";
import { renderIcon, type IconNode } from "./make-icon";

const node: IconNode = [["path",{"d":"M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2","key":"975kel"}],["circle",{"cx":"12","cy":"7","r":"4","key":"17ys0d"}]];

export function User(props: SVGProps<SVGSVGElement>) {
  return renderIcon(node, props);
}
