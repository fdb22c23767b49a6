/**
 * "The database did not change": a digest of every row that belongs to the given businesses
 * (every table with a business_id column), the given users, and the platform settings.
 * Scoped to a test's own fixtures, so tests running in parallel on the same database do not
 * disturb each other's digests. Session rows (their activity time moves on every request)
 * and sign-in throttling records are left out: they are bookkeeping, not data.
 */
import { sql } from "drizzle-orm";
import type { FixtureDb } from "./portal-fixtures";

const VOLATILE = new Set(["customer_sessions", "auth_attempts"]);

export type Fingerprint = Record<string, string>;

export async function fingerprint(db: FixtureDb, scope: { businessIds: string[]; userIds?: string[] }): Promise<Fingerprint> {
  const tables = (await db.execute<{ table_name: string }>(sql`
    select table_name from information_schema.columns
    where table_schema = 'public' and column_name = 'business_id' order by table_name`)) as unknown as Array<{ table_name: string }>;
  const ids = `{${scope.businessIds.join(",")}}`;
  const users = `{${(scope.userIds ?? []).join(",")}}`;
  const out: Fingerprint = {};
  for (const { table_name: table } of tables) {
    if (VOLATILE.has(table)) continue;
    const [row] = (await db.execute<{ digest: string }>(sql`
      select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) || ':' || count(*) as digest
      from ${sql.identifier(table)} t where t.business_id = any(${ids}::uuid[])`)) as unknown as Array<{ digest: string }>;
    out[table] = row.digest;
  }
  const [usersRow] = (await db.execute<{ digest: string }>(sql`
    select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) || ':' || count(*) as digest
    from users t where t.id = any(${users}::uuid[])`)) as unknown as Array<{ digest: string }>;
  out.users = usersRow.digest;
  const [settings] = (await db.execute<{ digest: string }>(sql`
    select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) || ':' || count(*) as digest
    from platform_settings t`)) as unknown as Array<{ digest: string }>;
  out.platform_settings = settings.digest;
  return out;
}
