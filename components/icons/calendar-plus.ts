// Written by `npm run icons` (scripts/generate-icons.ts): lucide's "calendar-plus" (ISC licence, lucide.dev).
import type { SVGProps } from "react";
import { renderIcon, type IconNode } from "./make-icon";

const node: IconNode = [["path",{"d":"M16 18h6","key":"987eiv"}],["path",{"d":"M16 2v3","key":"otl347"}],["path",{"d":"M19 15v6","key":"10aioa"}],["path",{"d":"M21 11.5V5a2 2 0 00-2-2H5a2 2 0 00-2 2v14a2 2 0 002 2h8.3","key":"jgwkxf"}],["path",{"d":"M3 9h18","key":"1pudct"}],["path",{"d":"M8 2v3","key":"1ioesn"}]];

export function CalendarPlus(props: SVGProps<SVGSVGElement>) {
  return renderIcon(node, props);
}
