// Written by `npm run icons` (scripts/generate-icons.ts): lucide's "circle-play" (ISC licence, lucide.dev).
import type { SVGProps } from "react";
import { renderIcon, type IconNode } from "./make-icon";

const node: IconNode = [["path",{"d":"M9 9.003a1 1 0 0 1 1.517-.859l4.997 2.997a1 1 0 0 1 0 1.718l-4.997 2.997A1 1 0 0 1 9 14.996z","key":"kmsa83"}],["circle",{"cx":"12","cy":"12","r":"10","key":"1mglay"}]];

export function PlayCircle(props: SVGProps<SVGSVGElement>) {
  return renderIcon(node, props);
}
