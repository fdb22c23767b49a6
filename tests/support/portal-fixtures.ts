/**
 * Fixtures for the portal screens: a business with an owner, customers with portal sessions
 * and their documents. Plain Node (no server-only) and given a Drizzle `db`, so Vitest
 * integration tests and Playwright e2e tests (another process) share them.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as schema from "../../db/schema";
import { generateToken, hashToken, sha256Hex } from "../../lib/security/tokens";

export type FixtureDb = Db;
const s = schema;

export const unique = (prefix = "t") => `${prefix}${randomUUID().replace(/-/g, "").slice(0, 10)}`;

export async function createBusiness(db: FixtureDb, overrides: Partial<typeof s.businesses.$inferInsert> = {}) {
  const tag = unique("biz");
  const [owner] = await db
    .insert(s.users)
    .values({ email: `${tag}-owner@example.test`, userType: "business_owner", firstName: "Olive", lastName: "Owner" })
    .returning();
  const [business] = await db
    .insert(s.businesses)
    .values({ companyName: `Business ${tag}`, portalSubdomain: tag, ownerUserId: owner.id, taxRate: 8.25, ...overrides })
    .returning();
  await db.insert(s.businessMembers).values({ businessId: business.id, userId: owner.id, role: "owner" });
  return { ...business, owner };
}

export async function createCustomer(
  db: FixtureDb,
  businessId: string,
  overrides: Partial<typeof s.customers.$inferInsert> = {},
) {
  const tag = unique("c");
  const [customer] = await db
    .insert(s.customers)
    .values({
      businessId,
      firstName: "Casey",
      lastName: "Tester",
      email: `${tag}@example.test`,
      portalAccessStatus: "active",
      ...overrides,
    })
    .returning();
  return customer;
}

/** A valid portal session (as the login would create it); the token goes in the cookie. */
export async function createSession(db: FixtureDb, businessId: string, customerId: string): Promise<string> {
  const token = generateToken();
  await db.insert(s.customerSessions).values({ businessId, customerId, tokenHash: hashToken(token) });
  return token;
}

export async function createService(db: FixtureDb, businessId: string, overrides: Partial<typeof s.services.$inferInsert> = {}) {
  const [service] = await db
    .insert(s.services)
    .values({ businessId, name: `Service ${unique("s")}`, priceCents: 5000, billingMethod: "flat", ...overrides })
    .returning();
  return service;
}

/** A line with its rate in dollars (readable fixtures); stored as cents. */
type Line = { description: string; quantity?: number; rate: number };
const lineCents = (l: Line) => Math.round((l.quantity ?? 1) * Math.round(l.rate * 100));

export async function createQuote(
  db: FixtureDb,
  scope: { businessId: string; customerId: string },
  { lines = [{ description: "Line one", rate: 100 }], ...overrides }: Partial<typeof s.quotes.$inferInsert> & { lines?: Line[] } = {},
) {
  const subtotal = lines.reduce((sum, l) => sum + lineCents(l), 0);
  const tax = Math.round(subtotal * 0.0825);
  const [quote] = await db
    .insert(s.quotes)
    .values({
      ...scope,
      title: `Quote ${unique("q")}`,
      status: "sent",
      subtotalCents: subtotal,
      taxAmountCents: tax,
      totalAmountCents: subtotal + tax,
      ...overrides,
    })
    .returning();
  if (lines.length) {
    await db.insert(s.quoteLineItems).values(
      lines.map((l, position) => ({
        businessId: scope.businessId,
        quoteId: quote.id,
        description: l.description,
        quantity: l.quantity ?? 1,
        rateCents: Math.round(l.rate * 100),
        amountCents: lineCents(l),
        position,
      })),
    );
  }
  return quote;
}

export async function createInvoice(
  db: FixtureDb,
  scope: { businessId: string; customerId: string },
  { lines = [], ...overrides }: Partial<typeof s.invoices.$inferInsert> & { lines?: Line[] } = {},
) {
  const [invoice] = await db
    .insert(s.invoices)
    .values({ ...scope, description: "Monthly lawn service", status: "pending", subtotalCents: 10000, taxAmountCents: 825, amountCents: 10825, ...overrides })
    .returning();
  // Without lines the invoice is shown as one row, quantity 1 (spec §9); with them, its own lines.
  if (lines.length) {
    await db.insert(s.invoiceLineItems).values(
      lines.map((l, position) => ({
        businessId: scope.businessId,
        invoiceId: invoice.id,
        description: l.description,
        quantity: l.quantity ?? 1,
        rateCents: Math.round(l.rate * 100),
        amountCents: lineCents(l),
        position,
      })),
    );
  }
  return invoice;
}

export const CONTRACT_TEXT = "Service Agreement\n\n1. The provider mows the lawn weekly.\n2. The customer pays monthly.";

export async function createContract(
  db: FixtureDb,
  scope: { businessId: string; customerId: string },
  overrides: Partial<typeof s.contracts.$inferInsert> = {},
) {
  const [contract] = await db
    .insert(s.contracts)
    .values({ ...scope, title: `Contract ${unique("k")}`, status: "sent", totalAmountCents: 120000, content: CONTRACT_TEXT, terms: "Net 30", ...overrides })
    .returning();
  return contract;
}

/** A 1×1 PNG (valid signature image / photo bytes). */
export const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
export const TINY_PNG_DATA_URL = `data:image/png;base64,${TINY_PNG.toString("base64")}`;

export async function createJob(
  db: FixtureDb,
  scope: { businessId: string; customerId: string },
  overrides: Partial<typeof s.jobs.$inferInsert> = {},
) {
  const [job] = await db
    .insert(s.jobs)
    .values({ ...scope, scheduledDate: new Date(Date.now() + 3 * 86400_000), status: "scheduled", durationMinutes: 60, ...overrides })
    .returning();
  if (overrides.seriesId !== undefined) return job;
  // As in production (docs/decisions/jobs-and-visits.md): the visit of a one-off job with the same id.
  const day = job.scheduledDate.toISOString().slice(0, 10);
  await db.insert(s.jobSeries).values({
    id: job.id,
    ...scope,
    serviceId: job.serviceId,
    title: "Visit",
    startDate: day,
    startTime: job.scheduledDate.toISOString().slice(11, 16),
    durationMinutes: job.durationMinutes ?? 60,
    timeZone: "UTC",
    generatedUntil: day,
  });
  const [attached] = await db.update(s.jobs).set({ seriesId: job.id, occurrenceDate: day }).where(sql`${s.jobs.id} = ${job.id}`).returning();
  return attached;
}

export async function createConversation(db: FixtureDb, scope: { businessId: string; customerId: string }) {
  const [conversation] = await db.insert(s.conversations).values(scope).returning();
  return conversation;
}

/**
 * Bulk data for the query-count test: `n` quotes (with 4 line items each), invoices, jobs
 * and messages for one customer, written set-wise so the fixture itself is quick.
 */
export async function createBulkData(db: FixtureDb, scope: { businessId: string; customerId: string }, n: number) {
  const b = scope.businessId;
  const c = scope.customerId;
  await db.execute(sql`
    insert into quotes (business_id, customer_id, title, status, subtotal_cents, tax_amount_cents, total_amount_cents, created_at)
    select ${b}::uuid, ${c}::uuid, 'Bulk quote ' || g, (array['sent','approved','declined'])[1 + g % 3], 10000, 825, 10825,
           now() - (g || ' minutes')::interval
    from generate_series(1, ${n}) g`);
  await db.execute(sql`
    insert into quote_line_items (business_id, quote_id, description, quantity, rate_cents, amount_cents, position)
    select q.business_id, q.id, 'Item ' || p, 1, 2500, 2500, p
    from quotes q cross join generate_series(0, 3) p
    where q.business_id = ${b}::uuid and q.customer_id = ${c}::uuid`);
  await db.execute(sql`
    insert into invoices (business_id, customer_id, description, status, subtotal_cents, tax_amount_cents, amount_cents, invoice_date)
    select ${b}::uuid, ${c}::uuid, 'Bulk invoice ' || g, (array['pending','paid','overdue'])[1 + g % 3], 10000, 825, 10825,
           current_date - g
    from generate_series(1, ${n}) g`);
  await db.execute(sql`
    insert into jobs (business_id, customer_id, scheduled_date, status, duration_minutes)
    select ${b}::uuid, ${c}::uuid, now() + ((g - ${n / 2}) || ' days')::interval,
           (array['scheduled','completed','in_progress','cancelled'])[1 + g % 4], 60
    from generate_series(1, ${n}) g`);
  await db.execute(sql`
    insert into contracts (business_id, customer_id, title, status, total_amount_cents, content)
    select ${b}::uuid, ${c}::uuid, 'Bulk contract ' || g, 'sent', 50000, 'Terms ' || g
    from generate_series(1, ${n}) g`);
  const [conversation] = await db
    .insert(s.conversations)
    .values(scope)
    .onConflictDoUpdate({ target: [s.conversations.businessId, s.conversations.customerId], set: { updatedAt: new Date() } })
    .returning();
  await db.execute(sql`
    insert into messages (business_id, conversation_id, sender_type, sender_id, content, created_at)
    select ${b}::uuid, ${conversation.id}::uuid, case when g % 2 = 0 then 'customer' else 'business' end,
           case when g % 2 = 0 then ${c}::uuid else null end, 'Bulk message ' || g, now() - (g || ' seconds')::interval
    from generate_series(1, ${n}) g`);
  await db.execute(sql`
    insert into notifications (business_id, recipient_type, customer_id, kind, title)
    select ${b}::uuid, 'customer', ${c}::uuid, 'quote', 'Bulk notification ' || g from generate_series(1, ${n}) g`);
  return { conversationId: conversation.id };
}

export { sha256Hex };
