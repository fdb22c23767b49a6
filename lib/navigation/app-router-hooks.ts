import { usePathname, useSearchParams, type ReadonlyURLSearchParams } from "next/navigation";

/*
 * next/navigation's hooks for App Router components. Since the landing page is a Pages Router
 * page (pages/index.tsx), Next types these hooks as nullable project-wide, because in the
 * Pages Router they return null until its router is ready. In the App Router they never do;
 * a null here means the hook was used outside it.
 */

export function useAppPathname(): string {
  const pathname = usePathname();
  if (pathname === null) throw new Error("useAppPathname() is for App Router components");
  return pathname;
}

export function useAppSearchParams(): ReadonlyURLSearchParams {
  const params = useSearchParams();
  if (params === null) throw new Error("useAppSearchParams() is for App Router components");
  return params;
}
