// Written by `npm run icons` (scripts/generate-icons.ts): lucide's "chart-column" (ISC licence, lucide.dev).
import type { SVGProps } from "react";
import { renderIcon, type IconNode } from "./make-icon";

const node: IconNode = [["path",{"d":"M3 3v16a2 2 0 0 0 2 2h16","key":"c24i48"}],["path",{"d":"M18 17V9","key":"2bz60n"}],["path",{"d":"M13 17V5","key":"1frdt8"}],["path",{"d":"M8 17v-3","key":"17ska0"}]];

export function BarChart3(props: SVGProps<SVGSVGElement>) {
  return renderIcon(node, props);
}
