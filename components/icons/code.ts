// Written by `npm run icons` (scripts/generate-icons.ts): lucide's "code" (ISC licence, lucide.dev).
import type { SVGProps } from "react";
import { renderIcon, type IconNode } from "./make-icon";

const node: IconNode = [["path",{"d":"m16 18 6-6-6-6","key":"eg8j8"}],["path",{"d":"m8 6-6 6 6 6","key":"ppft3o"}]];

export function Code(props: SVGProps<SVGSVGElement>) {
  return renderIcon(node, props);
}
