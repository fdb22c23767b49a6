// Written by `npm run icons` (scripts/generate-icons.ts): lucide's "message-square-reply" (ISC licence, lucide.dev).
import type { SVGProps } from "react";
import { renderIcon, type IconNode } from "./make-icon";

const node: IconNode = [["path",{"d":"M22 17a2 2 0 0 1-2 2H6.828a2 2 0 0 0-1.414.586l-2.202 2.202A.71.71 0 0 1 2 21.286V5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2z","key":"18887p"}],["path",{"d":"m10 8-3 3 3 3","key":"fp6dz7"}],["path",{"d":"M17 14v-1a2 2 0 0 0-2-2H7","key":"1tkjnz"}]];

export function MessageSquareReply(props: SVGProps<SVGSVGElement>) {
  return renderIcon(node, props);
}
