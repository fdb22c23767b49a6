// Written by `npm run icons` (scripts/generate-icons.ts): lucide's "file-pen-line" (ISC licence, lucide.dev).
import type { SVGProps } from "react";
import { renderIcon, type IconNode } from "./make-icon";

const node: IconNode = [["path",{"d":"M14.364 13.634a2 2 0 0 0-.506.854l-.837 2.87a.5.5 0 0 0 .62.62l2.87-.837a2 2 0 0 0 .854-.506l4.013-4.009a1 1 0 0 0-3.004-3.004z","key":"ukzhwg"}],["path",{"d":"M14.487 7.858A1 1 0 0 1 14 7V2","key":"1klhew"}],["path",{"d":"M20 19.645V20a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l2.516 2.516","key":"rxaxab"}],["path",{"d":"M8 18h1","key":"13wk12"}]];

export function FileSignature(props: SVGProps<SVGSVGElement>) {
  return renderIcon(node, props);
}
