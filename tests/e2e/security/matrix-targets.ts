/**
 * The authorisation matrix's rows, built from the code itself: every app/**\/page.tsx (route
 * groups dropped, app/portal/[tenant]/** served on a tenant host) and every Pages Router page
 * (pages/index.tsx is the landing page `/`), every app/**\/route.ts(x)
 * with each HTTP method it exports, and every server action of the production build's
 * server-reference manifest (cross-checked against the "use server" modules of the source).
 * A new page, route or action becomes a new row, which fails until the table has it.
 */
import path from "node:path";
import { exportedNames, relative, ROOT, routeMethods, serverActionModules, walk } from "../../support/code-scan";
import type { ManifestAction } from "./server-actions";

export type TargetKind = "page" | "route" | "action";
export type Target = {
  /** Stable key used by the table: "page /portal/[tenant]/quotes/[quoteId]", "route POST /api/customer-login", "action lib/…#name". */
  key: string;
  kind: TargetKind;
  /** Source file (relative to the project root). */
  file: string;
  /** The route pattern without route groups, e.g. /portal/[tenant]/quotes/[quoteId]. */
  pattern: string;
  method: string;
  /** Served on business A's tenant host (portal pages, portal actions) rather than the main host. */
  onTenant: boolean;
  action?: ManifestAction;
};

const rel = relative;

/** app/(marketing)/blog/[slug]/page.tsx → /blog/[slug]; app/portal/[tenant]/(app)/quotes/page.tsx → /portal/[tenant]/quotes */
export function routePattern(file: string): string {
  const segments = path.dirname(rel(file)).split("/").slice(1);
  const kept = segments.filter((s) => !/^\(.*\)$/.test(s));
  return `/${kept.join("/")}`;
}

const isTenantPattern = (pattern: string) => pattern === "/portal/[tenant]" || pattern.startsWith("/portal/[tenant]/");

/** pages/index.tsx → /; pages/foo/bar.tsx → /foo/bar (the Pages Router's `_app`, `_document` are not pages). */
export function pagesRouterPattern(file: string): string {
  const route = rel(file).replace(/^pages\//, "").replace(/\.tsx?$/, "").replace(/(^|\/)index$/, "");
  return `/${route}`;
}

/** App Router pages and the Pages Router's pages (the landing page is one: it ships no JavaScript). */
export function pageTargets(): Target[] {
  const appPages = walk(path.join(ROOT, "app"))
    .filter((f) => /\/page\.tsx?$/.test(f))
    .map((f) => ({ file: rel(f), pattern: routePattern(f) }));
  const pagesRouterPages = walk(path.join(ROOT, "pages"))
    .map(rel)
    .filter((f) => !/\/_[^/]+$/.test(f) && !f.startsWith("pages/api/"))
    .map((file) => ({ file, pattern: pagesRouterPattern(file) }));
  return [...appPages, ...pagesRouterPages]
    .map(({ file, pattern }) => ({ key: `page ${pattern}`, kind: "page" as const, file, pattern, method: "GET", onTenant: isTenantPattern(pattern) }))
    .sort((a, b) => a.key.localeCompare(b.key));
}

export function routeTargets(): Target[] {
  return walk(path.join(ROOT, "app"))
    .filter((f) => /\/route\.tsx?$/.test(f))
    .flatMap((f) => {
      const pattern = routePattern(f);
      const file = rel(f);
      return routeMethods(file)
        .map((method) => ({ key: `route ${method} ${pattern}`, kind: "route" as const, file, pattern, method, onTenant: isTenantPattern(pattern) }));
    })
    .sort((a, b) => a.key.localeCompare(b.key));
}

/** "module#export" of every exported action in the source's "use server" modules. */
export const sourceActions = (): string[] => serverActionModules().flatMap((file) => exportedNames(file).map((name) => `${file}#${name}`)).sort();

/** The page an action is posted to: a real portal page for portal actions (not the demo), else its first worker. */
export function actionTargets(actions: ManifestAction[]): Target[] {
  return actions
    .map((action) => {
      const workers = action.workers.map((w) => routePattern(`${w}.tsx`));
      const pattern = workers.find((w) => isTenantPattern(w)) ?? workers.find((w) => !w.startsWith("/demo-portal")) ?? workers[0];
      return {
        key: `action ${action.filename}#${action.exportedName}`,
        kind: "action" as const,
        file: action.filename,
        pattern,
        method: "POST",
        onTenant: isTenantPattern(pattern),
        action,
      };
    })
    .sort((a, b) => a.key.localeCompare(b.key));
}

/** The path a pattern is requested at: /portal/[tenant] dropped on the tenant host, params filled. */
export function concretePath(pattern: string, params: Record<string, string>): string {
  const local = isTenantPattern(pattern) ? pattern.slice("/portal/[tenant]".length) || "/" : pattern;
  return local.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no fixture value for the route parameter [${name}] of ${pattern}: add it to PARAMS in authorization-table.ts`);
    return value;
  });
}
