// Written by `npm run icons` (scripts/generate-icons.ts): lucide's "smartphone" (ISC licence, lucide.dev).
import type { SVGProps } from "react";
import { renderIcon, type IconNode } from "./make-icon";

const node: IconNode = [["rect",{"width":"14","height":"20","x":"5","y":"2","rx":"2","ry":"2","key":"1yt0o3"}],["path",{"d":"M12 18h.01","key":"mhygvu"}]];

export function Smartphone(props: SVGProps<SVGSVGElement>) {
  return renderIcon(node, props);
}
