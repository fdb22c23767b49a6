// Written by `npm run icons` (scripts/generate-icons.ts): lucide's "chevron-down" (ISC licence, lucide.dev).
import type { SVGProps } from "react";
import { renderIcon, type IconNode } from "./make-icon";

const node: IconNode = [["path",{"d":"m6 9 6 6 6-6","key":"qrunsl"}]];

export function ChevronDownIcon(props: SVGProps<SVGSVGElement>) {
  return renderIcon(node, props);
}
