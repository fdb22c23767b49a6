import { sql } from "drizzle-orm";
import { bigint, boolean, check, pgTable, uuid } from "drizzle-orm/pg-core";
import { businesses } from "./businesses";

/**
 * One counter per business that the database itself raises, once per transaction, whenever a
 * row of that business is written (triggers of migration 0029_business_data_versions; never
 * written by application code). The rendered-page cache (lib/page-cache) stores a page with the
 * counter it read before reading the page's data, and serves it again only while the counter
 * is unchanged — so any write by any code path, on any instance, retires every cached page of
 * that business. See docs/decisions/performance-rendered-page-cache.md.
 */
export const businessDataVersions = pgTable("business_data_versions", {
  businessId: uuid("business_id")
    .primaryKey()
    .references(() => businesses.id, { onDelete: "cascade" }),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});

/**
 * The same for what every business's pages may show: the platform settings. One row, raised by
 * the trigger on platform_settings; a kept page is stale when either counter has moved.
 */
export const platformDataVersion = pgTable(
  "platform_data_version",
  {
    only: boolean("only").primaryKey().default(true),
    version: bigint("version", { mode: "number" }).notNull().default(0),
  },
  (t) => [check("platform_data_version_one_row", sql`${t.only}`)],
);
