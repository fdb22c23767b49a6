// Written by `npm run icons` (scripts/generate-icons.ts): lucide's "arrow-up" (ISC licence, lucide.dev).
import type { SVGProps } from "react";
import { renderIcon, type IconNode } from "./make-icon";

const node: IconNode = [["path",{"d":"m5 12 7-7 7 7","key":"hav0vg"}],["path",{"d":"M12 19V5","key":"x0mq9r"}]];

export function ArrowUp(props: SVGProps<SVGSVGElement>) {
  return renderIcon(node, props);
}
