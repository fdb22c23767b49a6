// Written by `npm run icons` (scripts/generate-icons.ts): lucide's "clipboard-list" (ISC licence, lucide.dev).
import type { SVGProps } from "react";
import { renderIcon, type IconNode } from "./make-icon";

const node: IconNode = [["rect",{"width":"8","height":"4","x":"8","y":"2","rx":"1","ry":"1","key":"tgr4d6"}],["path",{"d":"M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2","key":"116196"}],["path",{"d":"M12 11h4","key":"1jrz19"}],["path",{"d":"M12 16h4","key":"n85exb"}],["path",{"d":"M8 11h.01","key":"1dfujw"}],["path",{"d":"M8 16h.01","key":"18s6g9"}]];

export function ClipboardList(props: SVGProps<SVGSVGElement>) {
  return renderIcon(node, props);
}
