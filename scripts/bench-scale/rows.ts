/**
 * `npm run bench:scale`'s data, as plain rows (no database here, so tests/unit can check it):
 * one business with its owner, member and services, and for each customer a primary property,
 * a weekly or fortnightly recurring job with a year of visits (completed before today,
 * scheduled up to the 56-day horizon), two quotes, a monthly invoice for twelve months with its
 * payment and the money ledger's entries, a conversation of four messages and two
 * notifications. Every row carries its own UUID, so the tables can be streamed with COPY in
 * parallel and still point at each other. Derived values the app keeps itself (outstanding
 * balance, last service date, `generated_until`, `last_message_at`) are computed here;
 * `customer_activity_months` is filled afterwards by SQL (generate.ts).
 */
import { randomUUID } from "node:crypto";
import { addDays } from "../../lib/scheduling/recurrence/local-date";
import { fromWallClock } from "../../lib/scheduling/recurrence/zoned-time";

export type Value = string | number | boolean | null | Date | string[];
export type Row = Value[];
export type Rows = Record<TableName, Row[]>;

/** Column lists of every table the generator writes, in COPY order. */
export const TABLES = {
  users: ["id", "email", "password_hash", "user_type", "first_name", "last_name"],
  businesses: ["id", "owner_user_id", "company_name", "portal_subdomain", "timezone", "business_email"],
  // Written with triggers off (COPY), so the default location the database gives a new business
  // (migration 0042) and every row's location_id are written here.
  locations: ["id", "business_id", "name", "is_default"],
  business_members: ["id", "business_id", "user_id", "role"],
  services: ["id", "business_id", "name", "price_cents", "is_recurring", "recurring_interval", "duration_minutes", "sort_order"],
  customers: [
    "id", "business_id", "location_id", "first_name", "last_name", "email", "phone", "address", "city", "state", "zip", "status",
    "portal_access_status", "password_hash", "outstanding_balance_cents", "last_service_date", "tags", "created_at",
  ],
  properties: ["id", "business_id", "customer_id", "location_id", "label", "address", "city", "state", "zip", "gate_code", "is_primary"],
  job_series: [
    "id", "business_id", "customer_id", "location_id", "property_id", "service_id", "title", "start_date", "start_time", "duration_minutes",
    "time_zone", "rrule", "price_cents", "status", "generated_until", "created_at",
  ],
  job_series_assignees: ["business_id", "series_id", "member_id", "position"],
  jobs: [
    "id", "business_id", "customer_id", "location_id", "service_id", "assignee_member_id", "series_id", "occurrence_date", "scheduled_date",
    "duration_minutes", "status", "started_at", "completed_at",
  ],
  quotes: ["id", "business_id", "customer_id", "quote_number", "title", "status", "subtotal_cents", "total_amount_cents", "valid_until", "sent_at", "responded_at", "created_at"],
  quote_line_items: ["id", "business_id", "quote_id", "description", "quantity", "rate_cents", "amount_cents", "position"],
  invoices: [
    "id", "business_id", "customer_id", "invoice_number", "description", "status", "subtotal_cents", "amount_cents",
    "amount_paid_cents", "sent_at", "invoice_date", "due_date", "paid_date", "created_at",
  ],
  invoice_line_items: ["id", "business_id", "invoice_id", "description", "quantity", "rate_cents", "amount_cents", "position"],
  payments: ["id", "business_id", "invoice_id", "amount_cents", "method", "status", "paid_at", "created_at"],
  ledger_entries: ["id", "business_id", "customer_id", "invoice_id", "payment_id", "kind", "amount_cents", "created_at"],
  conversations: ["id", "business_id", "customer_id", "last_message_at", "created_at"],
  messages: ["id", "business_id", "conversation_id", "sender_type", "sender_id", "content", "read_by", "created_at"],
  notifications: ["id", "business_id", "recipient_type", "customer_id", "kind", "title", "body", "link", "created_at"],
} as const;
export type TableName = keyof typeof TABLES;

export const emptyRows = (): Rows => Object.fromEntries(Object.keys(TABLES).map((t) => [t, []])) as unknown as Rows;

const ZONES = ["America/New_York", "America/Chicago", "America/Denver", "America/Los_Angeles"];
const WEEKDAYS = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"];
const FIRST = ["Alex", "Sam", "Jordan", "Taylor", "Morgan", "Casey", "Riley", "Jamie", "Avery", "Quinn"];
const LAST = ["Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis", "Rodriguez", "Martinez", "Lopez", "Wilson"];

export type BusinessSpec = {
  index: number;
  subdomain: string;
  customers: number;
  /** Staff and portal passwords (an argon2 hash) for the tenants the bench signs in to. */
  passwordHash: string | null;
  /** "today" as a local date (YYYY-MM-DD): the year of data ends here. */
  today: string;
  now: Date;
  /** Every customer weekly (the calendar tenant: one visit per customer in every week). */
  allWeekly?: boolean;
};

export type BusinessIds = { businessId: string; locationId: string; ownerUserId: string; memberId: string; timeZone: string; ownerEmail: string; portalEmail: string };

/** UTC instants of local wall-clock times, cached per zone, date and time (a year has few distinct ones). */
const instants = new Map<string, Date>();
function instant(date: string, time: string, zone: string): Date {
  const key = `${zone}|${date}|${time}`;
  let at = instants.get(key);
  if (!at) {
    at = fromWallClock(date, time, zone);
    instants.set(key, at);
  }
  return at;
}

const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
const monthStart = (date: string, back: number) => {
  const d = new Date(`${date.slice(0, 7)}-01T12:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - back);
  return d.toISOString().slice(0, 10);
};

/** The business, its owner, owner membership and two services. */
export function businessRows(spec: BusinessSpec, rows: Rows): BusinessIds & { serviceIds: [string, string] } {
  const businessId = randomUUID();
  const locationId = randomUUID();
  const ownerUserId = randomUUID();
  const memberId = randomUUID();
  const timeZone = ZONES[spec.index % ZONES.length];
  const ownerEmail = `owner@${spec.subdomain}.scale.test`;
  rows.users.push([ownerUserId, ownerEmail, spec.passwordHash, "business_owner", "Owner", `Of ${spec.subdomain}`]);
  rows.businesses.push([businessId, ownerUserId, `Scale ${spec.subdomain}`, spec.subdomain, timeZone, ownerEmail]);
  rows.locations.push([locationId, businessId, `Scale ${spec.subdomain}`, true]);
  rows.business_members.push([memberId, businessId, ownerUserId, "owner"]);
  const serviceIds: [string, string] = [randomUUID(), randomUUID()];
  rows.services.push([serviceIds[0], businessId, "Weekly mowing", 4500, true, "week", 45, 0]);
  rows.services.push([serviceIds[1], businessId, "Fortnightly cleaning", 9000, true, "2 weeks", 90, 1]);
  return { businessId, locationId, ownerUserId, memberId, timeZone, ownerEmail, portalEmail: `c0@${spec.subdomain}.scale.test`, serviceIds };
}

/** Every row of one customer (index `i` of the business). */
export function customerRows(spec: BusinessSpec, biz: BusinessIds & { serviceIds: [string, string] }, i: number, rows: Rows): void {
  const { businessId, locationId, memberId, timeZone } = biz;
  const customerId = randomUUID();
  const propertyId = randomUUID();
  const seriesId = randomUUID();
  const weekly = spec.allWeekly || i % 2 === 0;
  const serviceId = weekly ? biz.serviceIds[0] : biz.serviceIds[1];
  const price = weekly ? 4500 : 9000;
  const duration = weekly ? 45 : 90;
  const first = FIRST[i % FIRST.length];
  const last = `${LAST[(i >> 1) % LAST.length]}${i}`;
  const street = `${100 + (i % 900)} ${LAST[i % LAST.length]} St`;
  const horizon = addDays(spec.today, 56);
  const start = addDays(spec.today, -364 + (i % 7));
  const startTime = `${String(8 + (i % 8)).padStart(2, "0")}:00`;
  const createdAt = instant(addDays(start, -7), "10:00", timeZone);

  // Visits: every 7 or 14 days from the start to the horizon.
  let lastService: string | null = null;
  for (let date = start; date <= horizon; date = addDays(date, weekly ? 7 : 14)) {
    const at = instant(date, startTime, timeZone);
    const done = date < spec.today;
    if (done) lastService = date;
    rows.jobs.push([
      randomUUID(), businessId, customerId, locationId, serviceId, memberId, seriesId, date, at, duration, done ? "completed" : "scheduled",
      done ? at : null, done ? new Date(at.getTime() + (duration + 2) * 60_000) : null,
    ]);
  }
  rows.job_series.push([
    seriesId, businessId, customerId, locationId, propertyId, serviceId, weekly ? "Weekly mowing" : "Fortnightly cleaning", start, startTime, duration,
    timeZone, `FREQ=WEEKLY;INTERVAL=${weekly ? 1 : 2};BYDAY=${WEEKDAYS[weekday(start)]}`, price, "active", horizon, createdAt,
  ]);
  rows.job_series_assignees.push([businessId, seriesId, memberId, 0]);
  rows.properties.push([propertyId, businessId, customerId, locationId, "Home", street, "Springfield", "IL", "62701", i % 3 === 0 ? String(1000 + i) : null, true]);

  // Quotes: an approved one from the start, a sent one from last month.
  for (const [k, status] of [[0, "approved"], [1, "sent"]] as const) {
    const quoteId = randomUUID();
    const sent = instant(k === 0 ? addDays(start, -10) : addDays(spec.today, -20 - (i % 7)), "11:00", timeZone);
    const amount = k === 0 ? price : 25000 + (i % 10) * 1000;
    rows.quotes.push([
      quoteId, businessId, customerId, `Q-${i * 2 + k + 1}`, k === 0 ? "Recurring service" : "Spring clean-up", status, amount, amount,
      addDays(sent.toISOString().slice(0, 10), 30), sent, k === 0 ? new Date(sent.getTime() + 86_400_000) : null, sent,
    ]);
    rows.quote_line_items.push([randomUUID(), businessId, quoteId, k === 0 ? "Each visit" : "Clean-up", 1, amount, amount, 0]);
  }

  // Invoices: one a month for twelve months; paid ten days after, but this month's (pending)
  // and, for every fifth customer, last month's (overdue).
  let outstanding = 0;
  for (let back = 11; back >= 0; back -= 1) {
    const invoiceId = randomUUID();
    const invoiceDate = addDays(monthStart(spec.today, back), i % 20);
    const issued = instant(invoiceDate, "08:00", timeZone);
    const visits = weekly ? 4 : 2;
    const amount = visits * price;
    const paidOn = addDays(invoiceDate, 10);
    const unpaid = back === 0 || (back === 1 && i % 5 === 0) || paidOn >= spec.today || invoiceDate > spec.today;
    if (invoiceDate > spec.today) continue;
    const status = !unpaid ? "paid" : addDays(invoiceDate, 14) < spec.today ? "overdue" : "pending";
    const number = `INV-${i * 12 + (11 - back) + 1}`;
    rows.invoices.push([
      invoiceId, businessId, customerId, number, `Services ${invoiceDate.slice(0, 7)}`, status, amount, amount, unpaid ? 0 : amount, issued,
      invoiceDate, addDays(invoiceDate, 14), unpaid ? null : paidOn, issued,
    ]);
    rows.invoice_line_items.push([randomUUID(), businessId, invoiceId, `${visits} visits`, visits, price, amount, 0]);
    rows.ledger_entries.push([randomUUID(), businessId, customerId, invoiceId, null, "invoice_issued", amount, issued]);
    if (unpaid) {
      outstanding += amount;
    } else {
      const paymentId = randomUUID();
      const paidAt = instant(paidOn, "15:00", timeZone);
      rows.payments.push([paymentId, businessId, invoiceId, amount, "card", "succeeded", paidAt, paidAt]);
      rows.ledger_entries.push([randomUUID(), businessId, customerId, invoiceId, paymentId, "payment", -amount, paidAt]);
    }
  }

  // A conversation of four messages, and two notifications.
  const conversationId = randomUUID();
  let lastMessage: Date | null = null;
  for (let m = 0; m < 4; m += 1) {
    const at = instant(addDays(spec.today, -40 + m * 9 - (i % 5)), "12:00", timeZone);
    const fromCustomer = m % 2 === 0;
    rows.messages.push([
      randomUUID(), businessId, conversationId, fromCustomer ? "customer" : "business", fromCustomer ? customerId : biz.ownerUserId,
      fromCustomer ? `Question ${m + 1} about my service` : `Answer ${m + 1}: see you on the next visit`, fromCustomer ? [customerId] : [biz.ownerUserId, customerId], at,
    ]);
    lastMessage = at;
  }
  rows.conversations.push([conversationId, businessId, customerId, lastMessage, createdAt]);
  for (let n = 0; n < 2; n += 1) {
    rows.notifications.push([
      randomUUID(), businessId, "customer", customerId, "invoice", n === 0 ? "New invoice" : "Visit reminder", null, n === 0 ? "/invoices" : "/dashboard",
      instant(addDays(spec.today, -3 - n * 5), "09:00", timeZone),
    ]);
  }

  rows.customers.push([
    customerId, businessId, locationId, first, last, `c${i}@${spec.subdomain}.scale.test`, `555-${String(i % 10000).padStart(4, "0")}`, street, "Springfield", "IL", "62701",
    "active", i === 0 ? "active" : "none", i === 0 ? spec.passwordHash : null, outstanding, lastService, i % 4 === 0 ? ["vip"] : [], createdAt,
  ]);
}

/** COPY's text format: tab-separated, `\N` for null, backslash escapes, `{…}` for arrays. */
export function copyLine(row: Row): string {
  return `${row.map(copyValue).join("\t")}\n`;
}

function copyValue(value: Value): string {
  if (value === null) return "\\N";
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return escapeText(`{${value.map((v) => `"${v.replace(/["\\]/g, "\\$&")}"`).join(",")}}`);
  if (typeof value === "boolean") return value ? "t" : "f";
  return escapeText(String(value));
}

function escapeText(text: string): string {
  return text.replace(/[\\\t\n\r]/g, (c) => ({ "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r" })[c]!);
}
