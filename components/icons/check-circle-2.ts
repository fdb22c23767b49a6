// Written by `npm run icons` (scripts/generate-icons.ts): lucide's "circle-check" (ISC licence, lucide.dev).
import type { SVGProps } from "react";
import { renderIcon, type IconNode } from "./make-icon";

const node: IconNode = [["circle",{"cx":"12","cy":"12","r":"10","key":"1mglay"}],["path",{"d":"m16 9-5.5 5.5L8 12","key":"xofnsj"}]];

export function CheckCircle2(props: SVGProps<SVGSVGElement>) {
  return renderIcon(node, props);
}
