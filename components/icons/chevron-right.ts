// Written by `npm run icons` (scripts/generate-icons.ts): lucide's "chevron-right" (ISC licence, lucide.dev).
import type { SVGProps } from "react";
import { renderIcon, type IconNode } from "./make-icon";

const node: IconNode = [["path",{"d":"m9 18 6-6-6-6","key":"mthhwq"}]];

export function ChevronRight(props: SVGProps<SVGSVGElement>) {
  return renderIcon(node, props);
}
