// Written by `npm run icons` (scripts/generate-icons.ts): lucide's "panel-left-close" (ISC licence, lucide.dev).
import type { SVGProps } from "react";
import { renderIcon, type IconNode } from "./make-icon";

const node: IconNode = [["rect",{"width":"18","height":"18","x":"3","y":"3","rx":"2","key":"afitv7"}],["path",{"d":"M9 3v18","key":"fh3hqa"}],["path",{"d":"m16 15-3-3 3-3","key":"14y99z"}]];

export function PanelLeftClose(props: SVGProps<SVGSVGElement>) {
  return renderIcon(node, props);
}
