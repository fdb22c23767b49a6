// Written by `npm run icons` (scripts/generate-icons.ts): lucide's "calendar-range" (ISC licence, lucide.dev).
import type { SVGProps } from "react";
import { renderIcon, type IconNode } from "./make-icon";

const node: IconNode = [["rect",{"x":"3","y":"3","width":"18","height":"18","rx":"2","key":"h1oib"}],["path",{"d":"M16 2v3","key":"otl347"}],["path",{"d":"M3 9h18","key":"1pudct"}],["path",{"d":"M8 2v3","key":"1ioesn"}],["path",{"d":"M17 13h-6","key":"1qbiup"}],["path",{"d":"M13 17H7","key":"1x38vv"}],["path",{"d":"M7 13h.01","key":"1vezk1"}],["path",{"d":"M17 17h.01","key":"1sd3ek"}]];

export function CalendarRange(props: SVGProps<SVGSVGElement>) {
  return renderIcon(node, props);
}
