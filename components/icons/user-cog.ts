// Written by `npm run icons` (scripts/generate-icons.ts): lucide's "user-cog" (ISC licence, lucide.dev).
import type { SVGProps } from "react";
import { renderIcon, type IconNode } from "./make-icon";

const node: IconNode = [["path",{"d":"M10 15H6a4 4 0 0 0-4 4v2","key":"1nfge6"}],["path",{"d":"m14.305 16.53.923-.382","key":"1itpsq"}],["path",{"d":"m15.228 13.852-.923-.383","key":"eplpkm"}],["path",{"d":"m16.852 12.228-.383-.923","key":"13v3q0"}],["path",{"d":"m16.852 17.772-.383.924","key":"1i8mnm"}],["path",{"d":"m19.148 12.228.383-.923","key":"1q8j1v"}],["path",{"d":"m19.53 18.696-.382-.924","key":"vk1qj3"}],["path",{"d":"m20.772 13.852.924-.383","key":"n880s0"}],["path",{"d":"m20.772 16.148.924.383","key":"1g6xey"}],["circle",{"cx":"18","cy":"15","r":"3","key":"gjjjvw"}],["circle",{"cx":"9","cy":"7","r":"4","key":"nufk8"}]];

export function UserCog(props: SVGProps<SVGSVGElement>) {
  return renderIcon(node, props);
}
