// Written by `npm run icons` (scripts/generate-icons.ts): lucide's "panel-left-open" (ISC licence, lucide.dev).
import type { SVGProps } from "react";
import { renderIcon, type IconNode } from "./make-icon";

const node: IconNode = [["rect",{"width":"18","height":"18","x":"3","y":"3","rx":"2","key":"afitv7"}],["path",{"d":"M9 3v18","key":"fh3hqa"}],["path",{"d":"m14 9 3 3-3 3","key":"8010ee"}]];

export function PanelLeftOpen(props: SVGProps<SVGSVGElement>) {
  return renderIcon(node, props);
}
