// Written by `npm run icons` (scripts/generate-icons.ts): lucide's "log-in" (ISC licence, lucide.dev).
import type { SVGProps } from "react";
import { renderIcon, type IconNode } from "./make-icon";

const node: IconNode = [["path",{"d":"m10 17 5-5-5-5","key":"1bsop3"}],["path",{"d":"M15 12H3","key":"6jk70r"}],["path",{"d":"M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4","key":"u53s6r"}]];

export function LogIn(props: SVGProps<SVGSVGElement>) {
  return renderIcon(node, props);
}
