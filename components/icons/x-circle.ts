// Written by `npm run icons` (scripts/generate-icons.ts): lucide's "circle-x" (ISC licence, lucide.dev).
import type { SVGProps } from "react";
import { renderIcon, type IconNode } from "./make-icon";

const node: IconNode = [["circle",{"cx":"12","cy":"12","r":"10","key":"1mglay"}],["path",{"d":"m15 9-6 6","key":"1uzhvr"}],["path",{"d":"m9 9 6 6","key":"z0biqf"}]];

export function XCircle(props: SVGProps<SVGSVGElement>) {
  return renderIcon(node, props);
}
