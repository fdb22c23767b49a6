// Written by `npm run icons` (scripts/generate-icons.ts): lucide's "menu" (ISC licence, lucide.dev).
import type { SVGProps } from "react";
import { renderIcon, type IconNode } from "./make-icon";

const node: IconNode = [["path",{"d":"M4 5h16","key":"1tepv9"}],["path",{"d":"M4 12h16","key":"1lakjw"}],["path",{"d":"M4 19h16","key":"1djgab"}]];

export function Menu(props: SVGProps<SVGSVGElement>) {
  return renderIcon(node, props);
}
