// Written by `npm run icons` (scripts/generate-icons.ts): lucide's "arrow-right" (ISC licence, lucide.dev).
import type { SVGProps } from "react";
import { renderIcon, type IconNode } from "./make-icon";

const node: IconNode = [["path",{"d":"M5 12h14","key":"1ays0h"}],["path",{"d":"m12 5 7 7-7 7","key":"xquz4c"}]];

export function ArrowRight(props: SVGProps<SVGSVGElement>) {
  return renderIcon(node, props);
}
