import fs from "node:fs";
import path from "node:path";

/**
 * Every page of the admin area as a route pattern ("/admin/customers/[customerId]"), found on
 * disk under app/admin/(shell): the JS budget test and `npm run bench` measure each one, so a
 * new page is measured without being listed anywhere.
 */
export function adminPageRoutes(dir = path.join(process.cwd(), "app/admin/(shell)"), prefix = "/admin"): string[] {
  const routes: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && entry.name === "page.tsx") routes.push(prefix);
    // A (group) folder adds nothing to the URL.
    if (entry.isDirectory()) routes.push(...adminPageRoutes(path.join(dir, entry.name), entry.name.startsWith("(") ? prefix : `${prefix}/${entry.name}`));
  }
  return routes.sort();
}

/**
 * The route with each [id] segment filled from the first link to such a page (or a page below
 * it) on its parent page (the list links to its rows): `/admin/quotes/[quoteId]` becomes the
 * first quote the quotes list shows. A parent that is no page (`…/jobs/{id}/visits`) gives way to the page
 * above it, which lists them (the job's page lists its visits).
 */
export async function resolveRoute(route: string, html: (path: string) => Promise<string>): Promise<string> {
  let resolved = "";
  for (const segment of route.split("/").slice(1)) {
    if (segment.startsWith("[")) {
      // The link may point below the row's id (the Employees list links to `/admin/employees/{id}/hours`).
      const pattern = new RegExp(`href="${resolved.replace(/[/.]/g, "\\$&")}/([0-9a-f]{8}-[0-9a-f-]{27})[/"]`);
      const grandparent = resolved.slice(0, resolved.lastIndexOf("/"));
      const link = pattern.exec(await html(resolved)) ?? pattern.exec(await html(grandparent));
      if (!link) throw new Error(`no link to ${resolved}/${segment} on ${resolved} or ${grandparent}`);
      resolved += `/${link[1]}`;
    } else resolved += `/${segment}`;
  }
  return resolved;
}
