// Written by `npm run icons` (scripts/generate-icons.ts): lucide's "search" (ISC licence, lucide.dev).
import type { SVGProps } from "react";
import { renderIcon, type IconNode } from "./make-icon";

const node: IconNode = [["path",{"d":"m21 21-4.34-4.34","key":"14j7rj"}],["circle",{"cx":"11","cy":"11","r":"8","key":"4ej97u"}]];

export function Search(props: SVGProps<SVGSVGElement>) {
  return renderIcon(node, props);
}
