// Written by `npm run icons` (scripts/generate-icons.ts): lucide's "calendar-check" (ISC licence, lucide.dev).
import type { SVGProps } from "react";
import { renderIcon, type IconNode } from "./make-icon";

const node: IconNode = [["path",{"d":"M8 2v3","key":"1ioesn"}],["path",{"d":"M16 2v3","key":"otl347"}],["rect",{"x":"3","y":"3","width":"18","height":"18","rx":"2","key":"h1oib"}],["path",{"d":"M3 9h18","key":"1pudct"}],["path",{"d":"m9 15 2 2 4-4","key":"1grp1n"}]];

export function CalendarCheck(props: SVGProps<SVGSVGElement>) {
  return renderIcon(node, props);
}
