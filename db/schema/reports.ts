import { bigint, boolean, date, index, integer, pgTable, primaryKey, uuid } from "drizzle-orm/pg-core";
import { tenantRef } from "./_shared";
import { businesses } from "./businesses";
import { customers } from "./customers";

/**
 * What each customer did in each month, kept by database triggers (migration
 * 0020_report_activity) as invoices, visits and payments are written — so the retention and
 * revenue reports read one small row per customer and month instead of every invoice, visit
 * and payment of three years (issue 13: under 300 ms p50 with 1,000 customers).
 *
 * - `bills` / `invoiced_cents`: invoices other than drafts and voids, by invoice date;
 * - `visits`: completed visits, by their scheduled month in the business's time zone;
 * - `payments` / `paid_cents`: succeeded payments, by the month they were paid in that zone;
 * - `prev_billed`: the customer also had a bill the month before (churn = last month's billed
 *   customers minus this month's retained ones); `first_billed`: this is the customer's first
 *   billed month ever (a new customer).
 * Never written by application code; see docs/decisions/reports-activity-months.md.
 */
export const customerActivityMonths = pgTable(
  "customer_activity_months",
  {
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id").notNull(),
    month: date("month").notNull(),
    bills: integer("bills").notNull().default(0),
    invoicedCents: bigint("invoiced_cents", { mode: "number" }).notNull().default(0),
    visits: integer("visits").notNull().default(0),
    payments: integer("payments").notNull().default(0),
    paidCents: bigint("paid_cents", { mode: "number" }).notNull().default(0),
    prevBilled: boolean("prev_billed").notNull().default(false),
    firstBilled: boolean("first_billed").notNull().default(false),
  },
  (t) => [
    primaryKey({ name: "customer_activity_months_pkey", columns: [t.businessId, t.customerId, t.month] }),
    tenantRef("customer_activity_months_customer_fk", [t.businessId, t.customerId], customers).onDelete("cascade"),
    index("customer_activity_months_business_month_idx").on(t.businessId, t.month),
  ],
);
