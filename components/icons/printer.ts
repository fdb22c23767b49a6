// Written by `npm run icons` (scripts/generate-icons.ts): lucide's "printer" (ISC licence, lucide.dev).
import type { SVGProps } from "react";
import { renderIcon, type IconNode } from "./make-icon";

const node: IconNode = [["path",{"d":"M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2","key":"143wyd"}],["path",{"d":"M6 9V3a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v6","key":"1itne7"}],["rect",{"x":"6","y":"14","width":"12","height":"8","rx":"1","key":"1ue0tg"}]];

export function Printer(props: SVGProps<SVGSVGElement>) {
  return renderIcon(node, props);
}
