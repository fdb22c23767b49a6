// Written by `npm run icons` (scripts/generate-icons.ts): lucide's "palette" (ISC licence, lucide.dev).
import type { SVGProps } from "react";
import { renderIcon, type IconNode } from "./make-icon";

const node: IconNode = [["path",{"d":"M12 22a1 1 0 0 1 0-20 10 9 0 0 1 10 9 5 5 0 0 1-5 5h-2.25a1.75 1.75 0 0 0-1.4 2.8l.3.4a1.75 1.75 0 0 1-1.4 2.8z","key":"e79jfc"}],["circle",{"cx":"13.5","cy":"6.5","r":".5","fill":"currentColor","key":"1okk4w"}],["circle",{"cx":"17.5","cy":"10.5","r":".5","fill":"currentColor","key":"f64h9f"}],["circle",{"cx":"6.5","cy":"12.5","r":".5","fill":"currentColor","key":"qy21gx"}],["circle",{"cx":"8.5","cy":"7.5","r":".5","fill":"currentColor","key":"fotxhn"}]];

export function Palette(props: SVGProps<SVGSVGElement>) {
  return renderIcon(node, props);
}
