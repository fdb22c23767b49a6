// Written by `npm run icons` (scripts/generate-icons.ts): lucide's "arrow-left" (ISC licence, lucide.dev).
import type { SVGProps } from "react";
import { renderIcon, type IconNode } from "./make-icon";

const node: IconNode = [["path",{"d":"m12 19-7-7 7-7","key":"1l729n"}],["path",{"d":"M19 12H5","key":"x3x0zl"}]];

export function ArrowLeft(props: SVGProps<SVGSVGElement>) {
  return renderIcon(node, props);
}
