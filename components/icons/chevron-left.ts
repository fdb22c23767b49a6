// Written by `npm run icons` (scripts/generate-icons.ts): lucide's "chevron-left" (ISC licence, lucide.dev).
import type { SVGProps } from "react";
import { renderIcon, type IconNode } from "./make-icon";

const node: IconNode = [["path",{"d":"m15 18-6-6 6-6","key":"1wnfg3"}]];

export function ChevronLeft(props: SVGProps<SVGSVGElement>) {
  return renderIcon(node, props);
}
