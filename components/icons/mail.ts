// Written by `npm run icons` (scripts/generate-icons.ts): lucide's "mail" (ISC licence, lucide.dev).
import type { SVGProps } from "react";
import { renderIcon, type IconNode } from "./make-icon";

const node: IconNode = [["path",{"d":"m22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7","key":"132q7q"}],["rect",{"x":"2","y":"4","width":"20","height":"16","rx":"2","key":"izxlao"}]];

export function Mail(props: SVGProps<SVGSVGElement>) {
  return renderIcon(node, props);
}
