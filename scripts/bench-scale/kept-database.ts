/**
 * `SCALE_REUSE_DB=<name>`: times a database an earlier run kept (`SCALE_KEEP_DB=1`) instead of
 * loading a new one — the full-size load takes most of an hour, the timings ten minutes, and a
 * question about one route's figure needs only the second. The tenants are found again by the
 * subdomains generate.ts gave them.
 */
import type postgres from "postgres";
import type { Tenant } from "./generate";

const ROLES = ["large", "small", "calendar"] as const;

export function keptDatabaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function keptTenants(sql: postgres.Sql): Promise<Record<(typeof ROLES)[number], Tenant>> {
  const rows = await sql<Array<Omit<Tenant, "customers"> & { customers: number }>>`
    select b.portal_subdomain as subdomain, b.id as "businessId", b.owner_user_id as "ownerUserId", m.id as "memberId",
           b.timezone as "timeZone", u.email as "ownerEmail", 'c0@' || b.portal_subdomain || '.scale.test' as "portalEmail",
           (select count(*)::int from customers c where c.business_id = b.id) as customers
    from businesses b
    join users u on u.id = b.owner_user_id
    join business_members m on m.business_id = b.id and m.user_id = b.owner_user_id
    where b.portal_subdomain in ${sql(ROLES.map((role) => `scale-${role}`))}`;
  const byRole = (role: (typeof ROLES)[number]) => {
    const tenant = rows.find((r) => r.subdomain === `scale-${role}`);
    if (!tenant) throw new Error(`SCALE_REUSE_DB: no scale-${role} business in this database; was it kept by bench:scale?`);
    return tenant;
  };
  return { large: byRole("large"), small: byRole("small"), calendar: byRole("calendar") };
}
