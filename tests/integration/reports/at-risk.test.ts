import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as exportReport } from "@/app/api/admin/reports/[report]/route";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { atRiskCustomers } from "@/lib/reports/at-risk-customers";
import { asAnonymous, asStaff } from "../../support/fake-request";
import { createBusiness, createCustomer, createInvoice, createJob, createService } from "../../support/portal-fixtures";

vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

/**
 * The at-risk list (issue 13 item 4): recurring customers with a skipped visit or a low
 * rating in the last 60 days, a paused subscription or an overdue invoice, each with the
 * reasons; never a one-off or archived customer, never another business's; CSV export.
 */
type Biz = Awaited<ReturnType<typeof createBusiness>>;
let biz: Biz;
let other: Biz;
const TODAY = "2026-06-15";
const NOW = new Date("2026-06-15T12:00:00Z");
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000);

async function recurringCustomer(b: Biz, lastName: string, subscription: "active" | "paused" = "active", extra: Partial<typeof s.customers.$inferInsert> = {}) {
  const customer = await createCustomer(db, b.id, { firstName: "Risa", lastName, ...extra });
  const service = await createService(db, b.id);
  await db.insert(s.customerServices).values({ businessId: b.id, customerId: customer.id, serviceId: service.id, status: subscription, frequency: "weekly", startDate: "2026-01-05" });
  return customer;
}

async function seed(b: Biz) {
  const scope = (c: { id: string }) => ({ businessId: b.id, customerId: c.id });
  const skipper = await recurringCustomer(b, "Skipper");
  await createJob(db, scope(skipper), { status: "skipped", scheduledDate: daysAgo(10) });
  await createJob(db, scope(skipper), { status: "skipped", scheduledDate: daysAgo(20) });
  await createJob(db, scope(skipper), { status: "skipped", scheduledDate: daysAgo(90) });
  const paused = await recurringCustomer(b, "Paused", "paused");
  const unhappy = await recurringCustomer(b, "Unhappy");
  const visit = await createJob(db, scope(unhappy), { status: "completed", scheduledDate: daysAgo(5) });
  await db.insert(s.feedback).values({ ...scope(unhappy), jobId: visit.id, rating: 1, createdAt: daysAgo(4) });
  const debtor = await recurringCustomer(b, "Debtor");
  await createInvoice(db, scope(debtor), { status: "overdue", amountCents: 8_000, amountPaidCents: 3_000, dueDate: "2026-05-01" });
  await createInvoice(db, scope(debtor), { status: "pending", amountCents: 2_000, dueDate: "2026-06-01" });
  await createInvoice(db, scope(debtor), { status: "pending", amountCents: 9_999, dueDate: "2026-07-01" });
  await createJob(db, scope(debtor), { status: "skipped", scheduledDate: daysAgo(3) });
  // Happy recurring customer, an old low rating, a one-off customer with an overdue invoice, an archived one.
  await recurringCustomer(b, "Happy");
  const past = await recurringCustomer(b, "Longago");
  const old = await createJob(db, scope(past), { status: "completed", scheduledDate: daysAgo(100) });
  await db.insert(s.feedback).values({ ...scope(past), jobId: old.id, rating: 1, createdAt: daysAgo(99) });
  const oneOff = await createCustomer(db, b.id, { lastName: "Oneoff" });
  await createInvoice(db, scope(oneOff), { status: "overdue", amountCents: 1_000, dueDate: "2026-05-01" });
  const archived = await recurringCustomer(b, "Archived", "paused", { archivedAt: daysAgo(1) });
  await createInvoice(db, scope(archived), { status: "overdue", amountCents: 1_000, dueDate: "2026-05-01" });
}

beforeAll(async () => {
  biz = await createBusiness(db);
  other = await createBusiness(db);
  await seed(biz);
  await seed(other);
});

describe("at-risk customers", () => {
  it("lists recurring customers with a warning sign and the reasons, most signs first, for this business only", async () => {
    const rows = await atRiskCustomers({ businessId: biz.id }, TODAY, NOW);
    expect(rows.map((r) => [r.name, r.reasons])).toEqual([
      ["Risa Debtor", ["1 skipped visit", "2 overdue invoices"]],
      ["Risa Paused", ["Subscription paused"]],
      ["Risa Skipper", ["2 skipped visits"]],
      ["Risa Unhappy", ["Rated a visit 1 out of 5"]],
    ]);
    expect(rows[0]).toMatchObject({ overdueInvoices: 2, overdueCents: 7_000, skippedVisits: 1, paused: false, lowRating: null });
    const customerIds = new Set((await db.select({ id: s.customers.id, businessId: s.customers.businessId }).from(s.customers)).filter((c) => c.businessId === biz.id).map((c) => c.id));
    expect(rows.every((r) => customerIds.has(r.customerId))).toBe(true);
  });

  it("exports the list as CSV to view_reports holders only", async () => {
    const call = () => exportReport(new Request("http://localhost:3000/api/admin/reports/at-risk"), { params: Promise.resolve({ report: "at-risk" }) });
    await asStaff(biz.owner.id);
    const response = await call();
    expect(response.status).toBe(200);
    const lines = (await response.text()).split("\r\n");
    expect(lines[0]).toBe("customer,email,skipped_visits_60_days,subscription_paused,lowest_rating_60_days,overdue_invoices,overdue_amount,reasons");
    // The CSV counts from the real today: the paused subscription does not depend on it.
    expect(lines.find((l) => l.startsWith("Risa Paused,"))).toMatch(/^Risa Paused,c\w+@example\.test,0,yes,,0,0\.00,Subscription paused$/);
    expect(lines.some((l) => /Oneoff|Archived|Happy/.test(l))).toBe(false);
    // One row per at-risk customer of this business (header, rows, trailing empty line).
    expect(lines.filter((l) => l.startsWith("Risa ")).length).toBe(lines.length - 2);

    const [user] = await db.insert(s.users).values({ email: `risk-emp-${biz.id}@example.test`, userType: "employee", firstName: "Em", lastName: "Ployee" }).returning();
    await db.insert(s.businessMembers).values({ businessId: biz.id, userId: user.id, role: "employee" });
    await asStaff(user.id);
    expect((await call()).status).toBe(403);
    asAnonymous();
    expect((await call()).status).toBe(401);
  });

  it("sends a one-click check-in message to an at-risk customer; refused for another business's customer and without send_messages", async () => {
    const { sendCheckInAction } = await import("@/lib/admin/actions/inbox/send-check-in");
    const [debtor] = await db.select().from(s.customers).where(and(eq(s.customers.businessId, biz.id), eq(s.customers.lastName, "Debtor")));
    const [foreign] = await db.select().from(s.customers).where(and(eq(s.customers.businessId, other.id), eq(s.customers.lastName, "Debtor")));
    await asStaff(other.owner.id);
    expect(await sendCheckInAction({ customerId: debtor.id })).toMatchObject({ ok: false, status: 404, message: "Customer not found" });
    const [user] = await db.insert(s.users).values({ email: `risk-cs-${biz.id}@example.test`, userType: "employee", firstName: "Cee", lastName: "Ess" }).returning();
    await db.insert(s.businessMembers).values({ businessId: biz.id, userId: user.id, role: "employee", permissions: ["view_reports", "view_messages"] });
    await asStaff(user.id);
    expect(await sendCheckInAction({ customerId: debtor.id })).toMatchObject({ ok: false, status: 403 });
    expect(await db.select().from(s.conversations).where(eq(s.conversations.customerId, debtor.id))).toEqual([]);

    await asStaff(biz.owner.id);
    expect(await sendCheckInAction({ customerId: foreign.id })).toMatchObject({ ok: false, status: 404 });
    expect(await sendCheckInAction({ customerId: debtor.id })).toMatchObject({ ok: true });
    const [conversation] = await db.select().from(s.conversations).where(eq(s.conversations.customerId, debtor.id));
    const messages = await db.select().from(s.messages).where(eq(s.messages.conversationId, conversation.id));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ businessId: biz.id, senderType: "business", senderId: biz.owner.id });
    expect(messages[0].content).toMatch(/^Hi Risa, just checking in/);
  });
});
