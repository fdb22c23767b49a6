import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { cents, createdAt, id, inList, tenantKey, tenantRef, updatedAt } from "./_shared";
import { businessMembers, businesses } from "./businesses";
import { customers, properties } from "./customers";
import {
  BILLING_METHODS, INVOICING_RULES, JOB_SERIES_STATUSES, JOB_STATUSES, PHOTO_KINDS, REQUEST_TYPES, RESCHEDULE_REQUEST_STATUSES, SERVICE_REQUEST_STATUSES,
  SUBSCRIPTION_STATUSES,
} from "./enums";
import { quotes } from "./documents";
import { files } from "./files";
import { users } from "./identity";
import { locations } from "./locations";

/** What a business sells. `recurring_interval` is shown as the price suffix, e.g. "/week". */
export const services = pgTable(
  "services",
  {
    id: id(),
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    priceCents: cents("price_cents"),
    billingMethod: text("billing_method").notNull().default("flat"),
    isRecurring: boolean("is_recurring").notNull().default(false),
    recurringInterval: text("recurring_interval"),
    durationMinutes: integer("duration_minutes"),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    active: boolean("active").notNull().default(true),
    /** The order of the admin list and the portal's /services (lower first; ties by name). */
    sortOrder: integer("sort_order").notNull().default(0),
    /** Archived services leave every list but stay for the jobs and subscriptions that name them. */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantKey("services", t),
    index("services_business_sort_idx").on(t.businessId, t.sortOrder, t.name),
    index("services_business_active_name_idx").on(t.businessId, t.active, t.name),
    check("services_billing_method_check", sql`${t.billingMethod} IN (${inList(BILLING_METHODS)})`),
    check("services_price_check", sql`${t.priceCents} IS NULL OR ${t.priceCents} >= 0`),
  ],
);

/**
 * Where a service is offered (issue 38 item 2): no row for a service, every location at its own
 * price; rows, only those locations, each at its own price when one is set.
 */
export const locationServices = pgTable(
  "location_services",
  {
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    locationId: uuid("location_id").notNull(),
    serviceId: uuid("service_id").notNull(),
    /** Null: the service's own price. */
    priceCents: cents("price_cents"),
  },
  (t) => [
    primaryKey({ name: "location_services_pkey", columns: [t.businessId, t.serviceId, t.locationId] }),
    tenantRef("location_services_location_fk", [t.businessId, t.locationId], locations).onDelete("cascade"),
    tenantRef("location_services_service_fk", [t.businessId, t.serviceId], services).onDelete("cascade"),
    check("location_services_price_check", sql`${t.priceCents} IS NULL OR ${t.priceCents} >= 0`),
  ],
);

/** A customer's subscription to a service (created active when the customer signs up). */
export const customerServices = pgTable(
  "customer_services",
  {
    id: id(),
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id").notNull(),
    serviceId: uuid("service_id").notNull(),
    status: text("status").notNull().default("active"),
    frequency: text("frequency"),
    startDate: date("start_date").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey("customer_services", t),
    tenantRef("customer_services_customer_fk", [t.businessId, t.customerId], customers).onDelete("cascade"),
    tenantRef("customer_services_service_fk", [t.businessId, t.serviceId], services).onDelete("cascade"),
    index("customer_services_business_customer_idx").on(t.businessId, t.customerId),
    // At most one active subscription per customer and service.
    uniqueIndex("customer_services_active_key")
      .on(t.businessId, t.customerId, t.serviceId)
      .where(sql`${t.status} = 'active'`),
    check("customer_services_status_check", sql`${t.status} IN (${inList(SUBSCRIPTION_STATUSES)})`),
  ],
);

/**
 * What the admin and API v1 call a "job": one-off or recurring work for a customer's property
 * (docs/decisions/jobs-and-visits.md). Its concrete occurrences are `jobs` rows (visits). The
 * start is local wall-clock time in `time_zone`; `rrule` is an RFC 5545 rule (null = one-off).
 * `generated_until` is the local date up to which visits exist (the rolling horizon);
 * `paused_until` the date a paused series resumes on (docs/decisions/pause-and-shift.md).
 */
export const jobSeries = pgTable(
  "job_series",
  {
    id: id(),
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id").notNull(),
    propertyId: uuid("property_id"),
    /** The property's location, else the customer's (migration 0042's trigger): the branch that does the work. */
    locationId: uuid("location_id").notNull().$defaultFn(() => sql`NULL`),
    serviceId: uuid("service_id"),
    title: text("title").notNull(),
    instructions: text("instructions"),
    startDate: date("start_date").notNull(),
    startTime: text("start_time").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    timeZone: text("time_zone").notNull(),
    rrule: text("rrule"),
    priceCents: cents("price_cents"),
    status: text("status").notNull().default("active"),
    generatedUntil: date("generated_until"),
    /** Paused: no visits before this local date (the series resumes on it by itself). */
    pausedUntil: date("paused_until"),
    /** A pause that starts later (the customer's vacation): no visits on [paused_from, paused_until). Null: from today. */
    pausedFrom: date("paused_from"),
    /**
     * Months active (1–12), both or neither: visits only inside the season; start > end wraps
     * the year (December–March). The season's end is no cancellation: the series resumes next season.
     */
    seasonStartMonth: smallint("season_start_month"),
    seasonEndMonth: smallint("season_end_month"),
    /** How its completed visits are invoiced (lib/money/invoices/visit-invoicing/invoicing-rules.ts). */
    invoicingRule: text("invoicing_rule").notNull().default("manual"),
    /** For the monthly rule: the day of the month (1–28) the previous month's visits are invoiced on. */
    invoicingDay: integer("invoicing_day"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantKey("job_series", t),
    tenantRef("job_series_customer_fk", [t.businessId, t.customerId], customers).onDelete("cascade"),
    tenantRef("job_series_location_fk", [t.businessId, t.locationId], locations),
    tenantRef("job_series_property_fk", [t.businessId, t.propertyId], properties),
    tenantRef("job_series_service_fk", [t.businessId, t.serviceId], services),
    index("job_series_business_created_idx").on(t.businessId, t.createdAt),
    // A customer's jobs: the at-risk list and the reports ask "has this customer a recurring job?" per customer.
    index("job_series_business_customer_idx").on(t.businessId, t.customerId),
    check("job_series_status_check", sql`${t.status} IN (${inList(JOB_SERIES_STATUSES)})`),
    check("job_series_duration_check", sql`${t.durationMinutes} > 0`),
    check("job_series_start_time_check", sql`${t.startTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check("job_series_price_check", sql`${t.priceCents} IS NULL OR ${t.priceCents} >= 0`),
    check("job_series_invoicing_rule_check", sql`${t.invoicingRule} IN (${inList(INVOICING_RULES)})`),
    check(
      "job_series_season_check",
      sql`(${t.seasonStartMonth} IS NULL AND ${t.seasonEndMonth} IS NULL) OR (${t.seasonStartMonth} BETWEEN 1 AND 12 AND ${t.seasonEndMonth} BETWEEN 1 AND 12)`,
    ),
    check("job_series_invoicing_day_check", sql`${t.invoicingDay} IS NULL OR ${t.invoicingDay} BETWEEN 1 AND 28`),
  ],
);

/** The employees assigned to a job series; the first by position is the visits' assignee. */
export const jobSeriesAssignees = pgTable(
  "job_series_assignees",
  {
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    seriesId: uuid("series_id").notNull(),
    memberId: uuid("member_id").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    tenantRef("job_series_assignees_series_fk", [t.businessId, t.seriesId], jobSeries).onDelete("cascade"),
    tenantRef("job_series_assignees_member_fk", [t.businessId, t.memberId], businessMembers).onDelete("cascade"),
    uniqueIndex("job_series_assignees_key").on(t.businessId, t.seriesId, t.memberId),
  ],
);

/** A scheduled visit. Recurring visits point at the job that generated them. */
export const jobs = pgTable(
  "jobs",
  {
    id: id(),
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id").notNull(),
    /** The series' location, else the customer's (migration 0042's trigger): calendars per branch read it. */
    locationId: uuid("location_id").notNull().$defaultFn(() => sql`NULL`),
    serviceId: uuid("service_id"),
    assigneeMemberId: uuid("assignee_member_id"),
    /** This visit's own price; null: its series' (else its service's). A booked job's first visit is at the list price (issue 39). */
    priceCents: cents("price_cents"),
    subscriptionId: uuid("subscription_id"),
    scheduledDate: timestamp("scheduled_date", { withTimezone: true }).notNull(),
    durationMinutes: integer("duration_minutes"),
    status: text("status").notNull().default("scheduled"),
    notes: text("notes"),
    /** e.g. "week", "2 weeks", "month": the next visit is generated when this one completes. */
    recurrenceInterval: text("recurrence_interval"),
    recurrenceParentId: uuid("recurrence_parent_id"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** The job series this visit belongs to, and the local date of the occurrence it realises. */
    seriesId: uuid("series_id"),
    occurrenceDate: date("occurrence_date"),
    /** Set when the visit was edited on its own, so series-wide edits leave it alone. */
    detached: boolean("detached").notNull().default(false),
    startedAt: timestamp("started_at", { withTimezone: true }),
    skipReason: text("skip_reason"),
    /** Why a visit was cancelled (required; the crew's day and the API ask for it). */
    cancelReason: text("cancel_reason"),
    completionNote: text("completion_note"),
    /** Set once by the reminder sweep when the customer's reminder email is recorded (sent exactly once). */
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    /** The last "On my way" notice; a conditional update on it allows one per 10 minutes. */
    onMyWayAt: timestamp("on_my_way_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantKey("jobs", t),
    tenantRef("jobs_customer_fk", [t.businessId, t.customerId], customers).onDelete("cascade"),
    tenantRef("jobs_service_fk", [t.businessId, t.serviceId], services),
    tenantRef("jobs_assignee_fk", [t.businessId, t.assigneeMemberId], businessMembers),
    tenantRef("jobs_subscription_fk", [t.businessId, t.subscriptionId], customerServices),
    tenantRef("jobs_series_fk", [t.businessId, t.seriesId], jobSeries).onDelete("cascade"),
    // One visit per series and occurrence, however often the horizon job runs.
    uniqueIndex("jobs_series_occurrence_key").on(t.businessId, t.seriesId, t.occurrenceDate),
    index("jobs_business_customer_date_idx").on(t.businessId, t.customerId, t.scheduledDate),
    index("jobs_business_date_idx").on(t.businessId, t.scheduledDate),
    tenantRef("jobs_location_fk", [t.businessId, t.locationId], locations),
    index("jobs_business_location_date_idx").on(t.businessId, t.locationId, t.scheduledDate),
    index("jobs_business_assignee_idx").on(t.businessId, t.assigneeMemberId, t.scheduledDate),
    check("jobs_status_check", sql`${t.status} IN (${inList(JOB_STATUSES)})`),
  ],
);

/**
 * A customer's request to move one visit to a date and §9 time slot, answered by the business:
 * accepted (the visit moved) or declined with a message. At most one pending per visit.
 */
export const visitRescheduleRequests = pgTable(
  "visit_reschedule_requests",
  {
    id: id(),
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id").notNull(),
    jobId: uuid("job_id").notNull(),
    /** When the visit was when the customer asked (a visit moved since is refused on accept). */
    visitStartsAt: timestamp("visit_starts_at", { withTimezone: true }).notNull(),
    preferredDate: date("preferred_date").notNull(),
    preferredTimeSlot: text("preferred_time_slot").notNull(),
    notes: text("notes"),
    status: text("status").notNull().default("pending"),
    responseMessage: text("response_message"),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey("visit_reschedule_requests", t),
    tenantRef("visit_reschedule_requests_customer_fk", [t.businessId, t.customerId], customers).onDelete("cascade"),
    tenantRef("visit_reschedule_requests_job_fk", [t.businessId, t.jobId], jobs).onDelete("cascade"),
    uniqueIndex("visit_reschedule_requests_one_pending_key").on(t.businessId, t.jobId).where(sql`${t.status} = 'pending'`),
    index("visit_reschedule_requests_business_status_idx").on(t.businessId, t.status, t.createdAt),
    index("visit_reschedule_requests_business_job_idx").on(t.businessId, t.jobId, t.createdAt),
    check("visit_reschedule_requests_status_check", sql`${t.status} IN (${inList(RESCHEDULE_REQUEST_STATUSES)})`),
  ],
);

/** Before/after photo documentation of a job. */
export const jobPhotos = pgTable(
  "job_photos",
  {
    id: id(),
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    jobId: uuid("job_id").notNull(),
    fileId: uuid("file_id").notNull(),
    kind: text("kind").notNull(),
    caption: text("caption"),
    createdAt: createdAt(),
  },
  (t) => [
    tenantRef("job_photos_job_fk", [t.businessId, t.jobId], jobs).onDelete("cascade"),
    tenantRef("job_photos_file_fk", [t.businessId, t.fileId], files).onDelete("cascade"),
    index("job_photos_business_job_idx").on(t.businessId, t.jobId),
    check("job_photos_kind_check", sql`${t.kind} IN (${inList(PHOTO_KINDS)})`),
  ],
);

/** A customer's request for work, written by the portal with status pending. */
export const serviceRequests = pgTable(
  "service_requests",
  {
    id: id(),
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id").notNull(),
    serviceId: uuid("service_id"),
    requestType: text("request_type").notNull().default("one_time"),
    preferredDate: date("preferred_date"),
    preferredTimeSlot: text("preferred_time_slot"),
    notes: text("notes"),
    status: text("status").notNull().default("pending"),
    /** The business's answer when it accepted or declined (sent to the customer). */
    responseMessage: text("response_message"),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    /** What an accepted request became: the job scheduled from it, or the draft quote written for it. */
    jobSeriesId: uuid("job_series_id"),
    quoteId: uuid("quote_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantKey("service_requests", t),
    tenantRef("service_requests_job_series_fk", [t.businessId, t.jobSeriesId], jobSeries),
    tenantRef("service_requests_quote_fk", [t.businessId, t.quoteId], quotes),
    // One request becomes at most one piece of work.
    check("service_requests_outcome_check", sql`${t.jobSeriesId} IS NULL OR ${t.quoteId} IS NULL`),
    tenantRef("service_requests_customer_fk", [t.businessId, t.customerId], customers).onDelete("cascade"),
    tenantRef("service_requests_service_fk", [t.businessId, t.serviceId], services),
    index("service_requests_business_status_idx").on(t.businessId, t.status, t.createdAt),
    index("service_requests_business_customer_idx").on(t.businessId, t.customerId, t.createdAt),
    check("service_requests_type_check", sql`${t.requestType} IN (${inList(REQUEST_TYPES)})`),
    check("service_requests_status_check", sql`${t.status} IN (${inList(SERVICE_REQUEST_STATUSES)})`),
  ],
);

/** Customer feedback on a completed visit. */
export const feedback = pgTable(
  "feedback",
  {
    id: id(),
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id").notNull(),
    jobId: uuid("job_id"),
    rating: integer("rating").notNull(),
    comment: text("comment"),
    /** The business's public answer, shown to the customer in the portal. */
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    repliedByUserId: uuid("replied_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey("feedback", t),
    tenantRef("feedback_customer_fk", [t.businessId, t.customerId], customers).onDelete("cascade"),
    tenantRef("feedback_job_fk", [t.businessId, t.jobId], jobs).onDelete("cascade"),
    index("feedback_business_created_idx").on(t.businessId, t.createdAt),
    index("feedback_business_rating_idx").on(t.businessId, t.rating, t.createdAt),
    index("feedback_business_customer_idx").on(t.businessId, t.customerId),
    uniqueIndex("feedback_business_job_key").on(t.businessId, t.jobId),
    check("feedback_rating_check", sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);
