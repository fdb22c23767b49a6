// Written by `npm run icons` (scripts/generate-icons.ts): lucide's "credit-card" (ISC licence, lucide.dev).
import type { SVGProps } from "react";
import { renderIcon, type IconNode } from "./make-icon";

const node: IconNode = [["rect",{"width":"20","height":"14","x":"2","y":"5","rx":"2","key":"ynyp8z"}],["line",{"x1":"2","x2":"22","y1":"10","y2":"10","key":"1b3vmo"}],["path",{"d":"M6 14h2","key":"mk7k0u"}]];

export function CreditCard(props: SVGProps<SVGSVGElement>) {
  return renderIcon(node, props);
}
