// Written by `npm run icons` (scripts/generate-icons.ts): lucide's "minus" (ISC licence, lucide.dev).
import type { SVGProps } from "react";
import { renderIcon, type IconNode } from "./make-icon";

const node: IconNode = [["path",{"d":"M5 12h14","key":"1ays0h"}]];

export function Minus(props: SVGProps<SVGSVGElement>) {
  return renderIcon(node, props);
}
