import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { cents, createdAt, id, inList, tenantKey, tenantRef, updatedAt } from "./_shared";
import { businessMembers, businesses } from "./businesses";
import { customers } from "./customers";
import { BOOKING_FREQUENCIES } from "./enums";
import { jobSeries, services } from "./operations";

/**
 * How a service is priced for online booking and for the API's price quotes (issue 39 item 1):
 * a base price that includes `included_units` of one measure the business names (lawn square
 * feet, rooms, windows, hours), then `step_price_cents` for every `unit_step` units above it,
 * never below the minimum; minutes grow the same way; a discount per frequency. No row: the
 * service keeps its own price and billing method and cannot be priced from a measure.
 */
export const servicePricing = pgTable(
  "service_pricing",
  {
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    serviceId: uuid("service_id").notNull(),
    /** What the customer measures ("Lawn size"); null: a fixed price with add-ons only. */
    measureName: text("measure_name"),
    /** Its unit as shown after a number ("sq ft", "rooms"). */
    measureUnit: text("measure_unit"),
    basePriceCents: cents("base_price_cents").notNull(),
    includedUnits: integer("included_units").notNull().default(0),
    unitStep: integer("unit_step").notNull().default(1),
    stepPriceCents: cents("step_price_cents").notNull().default(0),
    minimumCents: cents("minimum_cents").notNull().default(0),
    baseMinutes: integer("base_minutes").notNull(),
    stepMinutes: integer("step_minutes").notNull().default(0),
    /** The frequencies a customer may book, each with its discount in basis points (1000 = 10 %). */
    frequencies: text("frequencies").array().notNull(),
    discountBps: jsonb("discount_bps").$type<Partial<Record<(typeof BOOKING_FREQUENCIES)[number], number>>>().notNull().default(sql`'{}'::jsonb`),
    /** A deposit taken at booking when the business takes cards: an amount or a share of the first visit. */
    depositCents: cents("deposit_cents"),
    depositBps: integer("deposit_bps"),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: "service_pricing_pkey", columns: [t.businessId, t.serviceId] }),
    tenantRef("service_pricing_service_fk", [t.businessId, t.serviceId], services).onDelete("cascade"),
    check("service_pricing_amounts_check", sql`${t.basePriceCents} >= 0 AND ${t.stepPriceCents} >= 0 AND ${t.minimumCents} >= 0`),
    check("service_pricing_units_check", sql`${t.includedUnits} >= 0 AND ${t.unitStep} >= 1`),
    check("service_pricing_minutes_check", sql`${t.baseMinutes} BETWEEN 1 AND 1440 AND ${t.stepMinutes} >= 0`),
    check("service_pricing_frequencies_check", sql`cardinality(${t.frequencies}) >= 1 AND ${t.frequencies} <@ ARRAY[${inList(BOOKING_FREQUENCIES)}]::text[]`),
    check("service_pricing_deposit_check", sql`(${t.depositCents} IS NULL OR ${t.depositCents} > 0) AND (${t.depositBps} IS NULL OR ${t.depositBps} BETWEEN 1 AND 10000) AND NOT (${t.depositCents} IS NOT NULL AND ${t.depositBps} IS NOT NULL)`),
  ],
);

/** Extras a customer can add to a booked visit, each with its price and the minutes it adds. */
export const serviceAddOns = pgTable(
  "service_add_ons",
  {
    id: id(),
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    serviceId: uuid("service_id").notNull(),
    name: text("name").notNull(),
    priceCents: cents("price_cents").notNull(),
    extraMinutes: integer("extra_minutes").notNull().default(0),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey("service_add_ons", t),
    tenantRef("service_add_ons_service_fk", [t.businessId, t.serviceId], services).onDelete("cascade"),
    index("service_add_ons_service_idx").on(t.businessId, t.serviceId, t.sortOrder),
    check("service_add_ons_amounts_check", sql`${t.priceCents} >= 0 AND ${t.extraMinutes} BETWEEN 0 AND 1440`),
  ],
);

/**
 * When a member works, by ISO weekday (1 = Monday), in minutes after local midnight of the
 * business's (or the member's location's) zone. No row for a weekday: not working that day.
 * Online booking offers only times some crew member works and has free (issue 39 item 2).
 */
export const memberWorkingHours = pgTable(
  "member_working_hours",
  {
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    memberId: uuid("member_id").notNull(),
    weekday: integer("weekday").notNull(),
    startMinute: integer("start_minute").notNull(),
    endMinute: integer("end_minute").notNull(),
  },
  (t) => [
    primaryKey({ name: "member_working_hours_pkey", columns: [t.businessId, t.memberId, t.weekday] }),
    tenantRef("member_working_hours_member_fk", [t.businessId, t.memberId], businessMembers).onDelete("cascade"),
    check("member_working_hours_weekday_check", sql`${t.weekday} BETWEEN 1 AND 7`),
    check("member_working_hours_span_check", sql`${t.startMinute} >= 0 AND ${t.startMinute} < ${t.endMinute} AND ${t.endMinute} <= 1440`),
  ],
);

/** A business's online booking settings (Settings → Booking). No row: the defaults below. */
export const bookingSettings = pgTable("booking_settings", {
  businessId: uuid("business_id").primaryKey().references(() => businesses.id, { onDelete: "cascade" }),
  enabled: boolean("enabled").notNull().default(true),
  /** False: each booking waits for the owner's approval before its visits are confirmed. */
  autoConfirm: boolean("auto_confirm").notNull().default(true),
  /** The business's own websites allowed to embed /book (the portal's frame-ancestors). */
  websiteOrigins: text("website_origins").array().notNull().default(sql`'{}'::text[]`),
  /** The business's own arrival windows, minutes after midnight; null: spec §9's time slots. */
  arrivalWindows: jsonb("arrival_windows").$type<Array<{ start: number; end: number }>>(),
  terms: text("terms"),
  /** When the business takes cards and a service asks no deposit: save the visitor's card for autopay (Checkout in setup mode) before the booking stands. */
  requireCardOnFile: boolean("require_card_on_file").notNull().default(false),
  updatedAt: updatedAt(),
});


export const BOOKING_STATUSES = ["confirmed", "pending_approval", "awaiting_payment", "cancelled"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * A booking made on /book (issue 39 item 2): what was chosen and the price computed once at
 * that moment (the rule may change later; the booking keeps what the customer agreed to), the
 * customer — new, or an existing one found by email or phone — and the job it made.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: id(),
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    locationId: uuid("location_id"),
    customerId: uuid("customer_id").notNull(),
    seriesId: uuid("series_id").notNull(),
    serviceId: uuid("service_id").notNull(),
    frequency: text("frequency").notNull(),
    measure: integer("measure").notNull(),
    addOnIds: uuid("add_on_ids").array().notNull().default(sql`'{}'::uuid[]`),
    listCents: cents("list_cents").notNull(),
    discountBps: integer("discount_bps").notNull(),
    pricePerVisitCents: cents("price_per_visit_cents").notNull(),
    firstVisitCents: cents("first_visit_cents").notNull(),
    depositCents: cents("deposit_cents").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    firstVisitAt: timestamp("first_visit_at", { withTimezone: true }).notNull(),
    status: text("status").notNull(),
    /** The email or phone matched a customer already on file: the owner sees "booked by an existing customer". */
    byExistingCustomer: boolean("by_existing_customer").notNull(),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantKey("bookings", t),
    tenantRef("bookings_customer_fk", [t.businessId, t.customerId], customers).onDelete("cascade"),
    tenantRef("bookings_series_fk", [t.businessId, t.seriesId], jobSeries).onDelete("cascade"),
    tenantRef("bookings_service_fk", [t.businessId, t.serviceId], services),
    index("bookings_business_created_idx").on(t.businessId, t.createdAt),
    check("bookings_status_check", sql`${t.status} IN (${inList(BOOKING_STATUSES)})`),
    check("bookings_frequency_check", sql`${t.frequency} IN (${inList(BOOKING_FREQUENCIES)})`),
    check("bookings_amounts_check", sql`${t.listCents} >= 0 AND ${t.pricePerVisitCents} >= 0 AND ${t.firstVisitCents} >= 0 AND ${t.depositCents} >= 0`),
  ],
);

/** How far a visitor of /book got (issue 39 item 6), in the order the funnel counts them. */
export const BOOKING_LEAD_STEPS = ["visited", "priced", "contact", "checkout", "booked", "paid"] as const;
export type BookingLeadStep = (typeof BOOKING_LEAD_STEPS)[number];

/**
 * One visit of /book (issue 39 items 3 and 6): a row per visitor token (made by the page,
 * kept in the visitor's session storage), moved forward — never back — as they price, give
 * their contact details, go to Checkout, book and pay. A row with contact details or outside
 * every service area is a lead the admin can follow up; the funnel report counts the steps by
 * campaign. A booking that asks a deposit or a card waits here (`checkout_draft`: what was
 * submitted, the password already hashed) until Stripe's signed webhook says it was paid: an
 * abandoned Checkout leaves this lead and no customer.
 */
export const bookingLeads = pgTable(
  "booking_leads",
  {
    id: id(),
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    locationId: uuid("location_id"),
    visitToken: text("visit_token").notNull(),
    step: text("step").notNull().default("visited"),
    outOfArea: boolean("out_of_area").notNull().default(false),
    serviceId: uuid("service_id"),
    frequency: text("frequency"),
    measure: integer("measure"),
    zip: text("zip"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    email: text("email"),
    phone: text("phone"),
    /** The price per visit last shown to the visitor. */
    quotedCents: cents("quoted_cents"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    bookingId: uuid("booking_id"),
    checkoutSessionId: text("checkout_session_id"),
    checkoutDraft: jsonb("checkout_draft"),
    checkoutStartedAt: timestamp("checkout_started_at", { withTimezone: true }),
    followedUpAt: timestamp("followed_up_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantKey("booking_leads", t),
    // A customer erased takes their booking and its lead with them.
    tenantRef("booking_leads_booking_fk", [t.businessId, t.bookingId], bookings).onDelete("cascade"),
    uniqueIndex("booking_leads_visit_token_key").on(t.businessId, t.visitToken),
    uniqueIndex("booking_leads_checkout_session_key").on(t.checkoutSessionId),
    index("booking_leads_business_created_idx").on(t.businessId, t.createdAt),
    check("booking_leads_step_check", sql`${t.step} IN (${inList(BOOKING_LEAD_STEPS)})`),
    check("booking_leads_frequency_check", sql`${t.frequency} IS NULL OR ${t.frequency} IN (${inList(BOOKING_FREQUENCIES)})`),
  ],
);
