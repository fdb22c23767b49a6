// Written by `npm run icons` (scripts/generate-icons.ts): lucide's "x" (ISC licence, lucide.dev).
import type { SVGProps } from "react";
import { renderIcon, type IconNode } from "./make-icon";

const node: IconNode = [["path",{"d":"M18 6 6 18","key":"1bl5f8"}],["path",{"d":"m6 6 12 12","key":"d8bk6v"}]];

export function X(props: SVGProps<SVGSVGElement>) {
  return renderIcon(node, props);
}
