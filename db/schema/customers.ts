import { sql } from "drizzle-orm";
import { boolean, check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { cents, createdAt, id, inList, tenantKey, tenantRef, updatedAt } from "./_shared";
import { businesses } from "./businesses";
import { CUSTOMER_STATUSES, PORTAL_ACCESS_STATUSES } from "./enums";
import { users } from "./identity";
import { locations } from "./locations";

/**
 * A business's customer. Portal credentials live here: a customer's email is unique within
 * one business, not across businesses, so the same person can be a customer of two.
 */
export const customers = pgTable(
  "customers",
  {
    id: id(),
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    authUserId: uuid("auth_user_id").references(() => users.id, { onDelete: "set null" }),
    /** The customer's home location (issue 38); filled with the business's default when omitted (migration 0042's trigger). */
    locationId: uuid("location_id").notNull().$defaultFn(() => sql`NULL`),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull().default(""),
    email: text("email"),
    phone: text("phone"),
    address: text("address"),
    city: text("city"),
    state: text("state"),
    zip: text("zip"),
    servicePlan: text("service_plan").notNull().default("Standard Plan"),
    status: text("status").notNull().default("active"),
    lastServiceDate: date("last_service_date"),
    outstandingBalanceCents: cents("outstanding_balance_cents").notNull().default(0),
    portalAccessStatus: text("portal_access_status").notNull().default("none"),
    passwordHash: text("password_hash"),
    lastLogin: timestamp("last_login", { withTimezone: true }),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    notes: text("notes"),
    invitationTokenHash: text("invitation_token_hash"),
    invitationSentAt: timestamp("invitation_sent_at", { withTimezone: true }),
    invitationExpiresAt: timestamp("invitation_expires_at", { withTimezone: true }),
    /** Archived customers leave the working lists but keep their history (never hard-deleted). */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    /**
     * What the admin search matches (name, email, phone, address), lower-cased in one column
     * so one trigram GIN index serves `ILIKE '%q%'` at any list size.
     */
    searchText: text("search_text").generatedAlwaysAs(
      sql`lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g') || ' ' || coalesce(address, '') || ' ' || coalesce(city, '') || ' ' || coalesce(state, '') || ' ' || coalesce(zip, ''))`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantKey("customers", t),
    tenantRef("customers_location_fk", [t.businessId, t.locationId], locations),
    // A location-limited member's customer list, in the list's order.
    index("customers_business_location_name_idx").on(t.businessId, t.locationId, sql`lower(${t.lastName})`, sql`lower(${t.firstName})`, t.id),
    uniqueIndex("customers_business_email_key").on(t.businessId, sql`lower(${t.email})`),
    index("customers_business_name_idx").on(t.businessId, t.lastName, t.firstName),
    // The admin list's and the CSV export's order (lower-cased names, then id): a page of a large
    // business is read in order and stops at its limit instead of sorting every customer.
    index("customers_business_lower_name_idx").on(t.businessId, sql`lower(${t.lastName})`, sql`lower(${t.firstName})`, t.id),
    uniqueIndex("customers_invitation_token_key").on(t.invitationTokenHash),
    index("customers_auth_user_idx").on(t.authUserId),
    index("customers_search_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
    index("customers_tags_idx").using("gin", t.tags),
    index("customers_business_created_idx").on(t.businessId, t.createdAt, t.id),
    check("customers_status_check", sql`${t.status} IN (${inList(CUSTOMER_STATUSES)})`),
    check("customers_portal_access_check", sql`${t.portalAccessStatus} IN (${inList(PORTAL_ACCESS_STATUSES)})`),
  ],
);

/**
 * Portal sessions (spec §4 "Customer session"): the opaque token is only stored hashed;
 * validity is 24 h from creation and 2 h from the last activity, bound to one business.
 */
export const customerSessions = pgTable(
  "customer_sessions",
  {
    id: id(),
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id").notNull(),
    tokenHash: text("token_hash").notNull(),
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
    ip: text("ip"),
    userAgent: text("user_agent"),
    /**
     * The spec's preview mode (`is_preview`): a read-only session a staff member opened to see
     * the portal as this customer. Never the customer's own session; every write refuses it.
     */
    isPreview: boolean("is_preview").notNull().default(false),
    previewByUserId: uuid("preview_by_user_id").references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("customer_sessions_token_hash_key").on(t.tokenHash),
    index("customer_sessions_business_customer_idx").on(t.businessId, t.customerId),
    // A staff member's previews end with their sessions (lib/identity/customer/end-staff-previews.ts).
    index("customer_sessions_preview_by_idx").on(t.previewByUserId).where(sql`${t.previewByUserId} IS NOT NULL`),
    tenantRef("customer_sessions_customer_fk", [t.businessId, t.customerId], customers).onDelete("cascade"),
    check("customer_sessions_preview_check", sql`${t.isPreview} = (${t.previewByUserId} IS NOT NULL)`),
  ],
);

/**
 * "View portal as this customer": a single-use grant a staff member with manage_customers
 * mints on the main host (only its hash is kept), exchanged within a minute on the tenant
 * host for a preview session (`customer_sessions.is_preview`).
 */
export const portalPreviewGrants = pgTable(
  "portal_preview_grants",
  {
    id: id(),
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id").notNull(),
    staffUserId: uuid("staff_user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("portal_preview_grants_token_hash_key").on(t.tokenHash),
    index("portal_preview_grants_business_customer_idx").on(t.businessId, t.customerId),
    index("portal_preview_grants_staff_user_idx").on(t.staffUserId),
    tenantRef("portal_preview_grants_customer_fk", [t.businessId, t.customerId], customers).onDelete("cascade"),
  ],
);

/**
 * A customer's service address (the spec's multi-location): a customer may have several,
 * each with the access notes crews need on site. The customer can edit these in the portal.
 */
export const properties = pgTable(
  "properties",
  {
    id: id(),
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id").notNull(),
    /** Where this address is served from; the customer's home location when omitted (migration 0042's trigger). */
    locationId: uuid("location_id").notNull().$defaultFn(() => sql`NULL`),
    label: text("label").notNull().default("Home"),
    address: text("address").notNull(),
    city: text("city"),
    state: text("state"),
    zip: text("zip"),
    gateCode: text("gate_code"),
    pets: text("pets"),
    hazards: text("hazards"),
    accessNotes: text("access_notes"),
    isPrimary: boolean("is_primary").notNull().default(false),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantKey("properties", t),
    tenantRef("properties_location_fk", [t.businessId, t.locationId], locations),
    tenantRef("properties_customer_fk", [t.businessId, t.customerId], customers).onDelete("cascade"),
    index("properties_business_customer_idx").on(t.businessId, t.customerId),
    // One primary address per customer.
    uniqueIndex("properties_primary_key").on(t.businessId, t.customerId).where(sql`${t.isPrimary} AND ${t.archivedAt} IS NULL`),
  ],
);
