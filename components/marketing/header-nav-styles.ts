/**
 * Classes shared by the scripted header menu (main-nav.tsx, Radix) and the landing page's no-JS
 * one (static-main-nav.tsx). A plain module: a server component cannot read a string exported
 * by a "use client" module.
 */
export const navItemClass =
  "inline-flex h-9 items-center gap-1 rounded-md px-3 text-sm font-medium text-slate-700 outline-none transition-colors hover:bg-slate-100 hover:text-slate-950 focus-visible:ring-2 focus-visible:ring-ring data-[active]:text-primary data-[state=open]:bg-slate-100";

export const industryMenuPanelClass = "w-[36rem] rounded-xl border bg-white p-3 shadow-lg";

export const industryMenuLinkClass =
  "flex gap-3 rounded-lg p-3 outline-none transition-colors hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-ring";
