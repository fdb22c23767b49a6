// Written by `npm run icons` (scripts/generate-icons.ts): lucide's "calendar-days" (ISC licence, lucide.dev).
import type { SVGProps } from "react";
import { renderIcon, type IconNode } from "./make-icon";

const node: IconNode = [["path",{"d":"M8 2v3","key":"1ioesn"}],["path",{"d":"M16 2v3","key":"otl347"}],["rect",{"x":"3","y":"3","width":"18","height":"18","rx":"2","key":"h1oib"}],["path",{"d":"M3 9h18","key":"1pudct"}],["path",{"d":"M8 13h.01","key":"1sbv64"}],["path",{"d":"M12 13h.01","key":"y0uutt"}],["path",{"d":"M16 13h.01","key":"wip0gl"}],["path",{"d":"M8 17h.01","key":"p3bg7i"}],["path",{"d":"M12 17h.01","key":"p32p05"}],["path",{"d":"M16 17h.01","key":"ql8jdd"}]];

export function CalendarDays(props: SVGProps<SVGSVGElement>) {
  return renderIcon(node, props);
}
