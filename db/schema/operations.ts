import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, inList, money, updatedAt } from "./_shared";
import { businessMembers, businesses, locations } from "./businesses";
import { customers } from "./customers";
import {
  BILLING_METHODS, JOB_STATUSES, PHOTO_KINDS, REQUEST_TYPES, SERVICE_REQUEST_STATUSES, SUBSCRIPTION_STATUSES,
} from "./enums";
import { files } from "./files";

/** What a business sells. `recurring_interval` is shown as the price suffix, e.g. "/week". */
export const services = pgTable(
  "services",
  {
    id: id(),
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    locationId: uuid("location_id").references(() => locations.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    description: text("description"),
    price: money("price"),
    billingMethod: text("billing_method").notNull().default("flat"),
    isRecurring: boolean("is_recurring").notNull().default(false),
    recurringInterval: text("recurring_interval"),
    durationMinutes: integer("duration_minutes"),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("services_business_active_name_idx").on(t.businessId, t.active, t.name),
    check("services_billing_method_check", sql`${t.billingMethod} IN (${inList(BILLING_METHODS)})`),
    check("services_price_check", sql`${t.price} IS NULL OR ${t.price} >= 0`),
  ],
);

/** A customer's subscription to a service (created active when the customer signs up). */
export const customerServices = pgTable(
  "customer_services",
  {
    id: id(),
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id").notNull().references(() => customers.id, { onDelete: "cascade" }),
    serviceId: uuid("service_id").notNull().references(() => services.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("active"),
    frequency: text("frequency"),
    startDate: date("start_date").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("customer_services_business_customer_idx").on(t.businessId, t.customerId),
    // At most one active subscription per customer and service.
    uniqueIndex("customer_services_active_key")
      .on(t.businessId, t.customerId, t.serviceId)
      .where(sql`${t.status} = 'active'`),
    check("customer_services_status_check", sql`${t.status} IN (${inList(SUBSCRIPTION_STATUSES)})`),
  ],
);

/** A scheduled visit. Recurring visits point at the job that generated them. */
export const jobs = pgTable(
  "jobs",
  {
    id: id(),
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id").notNull().references(() => customers.id, { onDelete: "cascade" }),
    serviceId: uuid("service_id").references(() => services.id, { onDelete: "set null" }),
    assigneeMemberId: uuid("assignee_member_id").references(() => businessMembers.id, { onDelete: "set null" }),
    locationId: uuid("location_id").references(() => locations.id, { onDelete: "set null" }),
    subscriptionId: uuid("subscription_id").references(() => customerServices.id, { onDelete: "set null" }),
    scheduledDate: timestamp("scheduled_date", { withTimezone: true }).notNull(),
    durationMinutes: integer("duration_minutes"),
    status: text("status").notNull().default("scheduled"),
    notes: text("notes"),
    /** e.g. "week", "2 weeks", "month": the next visit is generated when this one completes. */
    recurrenceInterval: text("recurrence_interval"),
    recurrenceParentId: uuid("recurrence_parent_id"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("jobs_business_customer_date_idx").on(t.businessId, t.customerId, t.scheduledDate),
    index("jobs_business_date_idx").on(t.businessId, t.scheduledDate),
    index("jobs_business_assignee_idx").on(t.businessId, t.assigneeMemberId, t.scheduledDate),
    check("jobs_status_check", sql`${t.status} IN (${inList(JOB_STATUSES)})`),
  ],
);

/** Before/after photo documentation of a job. */
export const jobPhotos = pgTable(
  "job_photos",
  {
    id: id(),
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    jobId: uuid("job_id").notNull().references(() => jobs.id, { onDelete: "cascade" }),
    fileId: uuid("file_id").notNull().references(() => files.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    caption: text("caption"),
    createdAt: createdAt(),
  },
  (t) => [
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
    customerId: uuid("customer_id").notNull().references(() => customers.id, { onDelete: "cascade" }),
    serviceId: uuid("service_id").references(() => services.id, { onDelete: "set null" }),
    requestType: text("request_type").notNull().default("one_time"),
    preferredDate: date("preferred_date"),
    preferredTimeSlot: text("preferred_time_slot"),
    notes: text("notes"),
    status: text("status").notNull().default("pending"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
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
    customerId: uuid("customer_id").notNull().references(() => customers.id, { onDelete: "cascade" }),
    jobId: uuid("job_id").references(() => jobs.id, { onDelete: "set null" }),
    rating: integer("rating").notNull(),
    comment: text("comment"),
    createdAt: createdAt(),
  },
  (t) => [
    index("feedback_business_created_idx").on(t.businessId, t.createdAt),
    uniqueIndex("feedback_business_job_key").on(t.businessId, t.jobId),
    check("feedback_rating_check", sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);
