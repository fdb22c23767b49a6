// Written by `npm run icons` (scripts/generate-icons.ts): lucide's "loader-circle" (ISC licence, lucide.dev).
import type { SVGProps } from "react";
import { renderIcon, type IconNode } from "./make-icon";

const node: IconNode = [["path",{"d":"M21 12a9 9 0 1 1-6.219-8.56","key":"13zald"}]];

export function Loader2(props: SVGProps<SVGSVGElement>) {
  return renderIcon(node, props);
}
