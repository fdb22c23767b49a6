// Written by `npm run icons` (scripts/generate-icons.ts): lucide's "triangle-exclamation-point" (ISC licence, lucide.dev).
import type { SVGProps } from "react";
import { renderIcon, type IconNode } from "./make-icon";

const node: IconNode = [["path",{"d":"m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3","key":"wmoenq"}],["path",{"d":"M12 9v4","key":"juzpu7"}],["path",{"d":"M12 17h.01","key":"p32p05"}]];

export function AlertTriangle(props: SVGProps<SVGSVGElement>) {
  return renderIcon(node, props);
}
