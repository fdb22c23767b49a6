// Written by `npm run icons` (scripts/generate-icons.ts): lucide's "chevron-up" (ISC licence, lucide.dev).
import type { SVGProps } from "react";
import { renderIcon, type IconNode } from "./make-icon";

const node: IconNode = [["path",{"d":"m18 15-6-6-6 6","key":"153udz"}]];

export function ChevronUpIcon(props: SVGProps<SVGSVGElement>) {
  return renderIcon(node, props);
}
