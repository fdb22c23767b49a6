import { sql } from "drizzle-orm";
import { boolean, check, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, tenantKey, tenantRef, updatedAt } from "./_shared";
import { businessMembers, businesses } from "./businesses";
import { apiKeys } from "./api";

/**
 * A branch of a business (issue 38; DESIGN.md "Locations"): its own address, contact details,
 * time zone, service area and document prefix. Every business has exactly one default
 * location — made with the business by a trigger (migration 0042), so no path that creates a
 * business can forget it. Customers belong to one location (their home), and what hangs off a
 * customer — properties, jobs and visits, quotes, contracts, invoices, requests, conversations —
 * belongs to it through them (docs/decisions/branches-locations.md).
 */
export const locations = pgTable(
  "locations",
  {
    id: id(),
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    address: text("address"),
    phone: text("phone"),
    email: text("email"),
    /** Null: the business's time zone. */
    timezone: text("timezone"),
    /** The service area: five-digit postal codes, and/or a radius around the address. */
    postalCodes: text("postal_codes").array().notNull().default(sql`'{}'::text[]`),
    radiusMiles: doublePrecision("radius_miles"),
    /** Null: the business's tax rate. */
    taxRateBps: integer("tax_rate_bps"),
    /** Null: the business's document numbers (`Q-`, `INV-`, `C-`). */
    documentPrefix: text("document_prefix"),
    isDefault: boolean("is_default").notNull().default(false),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantKey("locations", t),
    // Exactly one default per business: at most one here, at least one by the trigger and the
    // operations (the default cannot be archived, and making another default unsets this one).
    uniqueIndex("locations_one_default_key").on(t.businessId).where(sql`${t.isDefault}`),
    uniqueIndex("locations_business_name_key").on(t.businessId, sql`lower(${t.name})`),
    index("locations_business_idx").on(t.businessId, t.archivedAt),
    check("locations_default_not_archived_check", sql`NOT (${t.isDefault} AND ${t.archivedAt} IS NOT NULL)`),
    check("locations_radius_check", sql`${t.radiusMiles} IS NULL OR ${t.radiusMiles} > 0`),
    check("locations_tax_rate_check", sql`${t.taxRateBps} IS NULL OR ${t.taxRateBps} BETWEEN 0 AND 10000`),
  ],
);

/**
 * The locations a member is limited to. No row: the member sees every location (as the owner
 * always does); one or more: only those (issue 38 item 3).
 */
export const memberLocations = pgTable(
  "member_locations",
  {
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    memberId: uuid("member_id").notNull(),
    locationId: uuid("location_id").notNull(),
  },
  (t) => [
    primaryKey({ name: "member_locations_pkey", columns: [t.businessId, t.memberId, t.locationId] }),
    tenantRef("member_locations_member_fk", [t.businessId, t.memberId], businessMembers).onDelete("cascade"),
    tenantRef("member_locations_location_fk", [t.businessId, t.locationId], locations).onDelete("cascade"),
  ],
);

/** The locations an API key is limited to; no row: every location. */
export const apiKeyLocations = pgTable(
  "api_key_locations",
  {
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    apiKeyId: uuid("api_key_id").notNull(),
    locationId: uuid("location_id").notNull(),
  },
  (t) => [
    primaryKey({ name: "api_key_locations_pkey", columns: [t.businessId, t.apiKeyId, t.locationId] }),
    tenantRef("api_key_locations_key_fk", [t.businessId, t.apiKeyId], apiKeys).onDelete("cascade"),
    tenantRef("api_key_locations_location_fk", [t.businessId, t.locationId], locations).onDelete("cascade"),
  ],
);
