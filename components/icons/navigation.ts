// Written by `npm run icons` (scripts/generate-icons.ts): lucide's "navigation" (ISC licence, lucide.dev).
import type { SVGProps } from "react";
import { renderIcon, type IconNode } from "./make-icon";

const node: IconNode = [["polygon",{"points":"3 11 22 2 13 21 11 13 3 11","key":"1ltx0t"}]];

export function Navigation(props: SVGProps<SVGSVGElement>) {
  return renderIcon(node, props);
}
