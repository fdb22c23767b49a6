import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as adminStatement } from "@/app/api/admin/customers/[customerId]/statement/route";
import { GET as portalStatement } from "@/app/api/portal/statement/route";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { checkCustomerBalances, checkLedgerInvariant } from "@/lib/money/ledger/check-ledger-invariant";
import type { MoneyActor } from "@/lib/foundation/money-actor";
import { applyPayment, recordPayment } from "@/lib/money/payments/record-payment";
import { saveInvoiceDraft } from "@/lib/money/invoices/save-invoice-draft";
import { sendInvoice } from "@/lib/money/invoices/send-invoice";
import { getCustomerStatement } from "@/lib/money/statements/get-customer-statement";
import { monthsBefore, resolveStatementRange } from "@/lib/money/statements/statement-range";
import { voidInvoice } from "@/lib/money/invoices/void-invoice";
import { toDateOnly } from "@/lib/format/dates";
import { recordCardRefund } from "@/lib/money/refunds/record-card-refund";
import { pdfPagesText } from "../../support/pdf-text";
import { asAnonymous, asStaff } from "../../support/fake-request";
import { createBusiness, createCustomer, createInvoice, createSession } from "../../support/portal-fixtures";

vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

const TZ = "America/Chicago";
let business: Awaited<ReturnType<typeof createBusiness>>;
let other: Awaited<ReturnType<typeof createBusiness>>;
let actor: MoneyActor;

beforeAll(async () => {
  business = await createBusiness(db, { timezone: TZ, taxRate: 8.25, stripeAccountId: `acct_stmt${Date.now()}` });
  other = await createBusiness(db, { timezone: TZ });
  actor = { type: "staff", userId: business.owner.id, ip: "203.0.113.9" };
});
afterAll(async () => {
  await db.delete(s.businesses).where(eq(s.businesses.id, business.id));
  await db.delete(s.businesses).where(eq(s.businesses.id, other.id));
});

const scope = () => ({ businessId: business.id });
const outstanding = async (customerId: string) =>
  (await db.select({ b: s.customers.outstandingBalanceCents }).from(s.customers).where(eq(s.customers.id, customerId)))[0].b;

async function issue(customerId: string, rateCents: number) {
  const draft = await saveInvoiceDraft(scope(), {
    customerId,
    description: "Lawn care",
    lineItems: [{ description: "Mowing", quantity: 1, rateCents }],
    discountCents: 0,
    dueDate: null,
    notes: null,
    paymentInstructions: null,
  });
  await sendInvoice(scope(), { invoiceId: draft.id }, actor);
  return draft;
}

/**
 * A ledger entry at a chosen instant, as appendLedgerEntry writes it (entry + balance in one
 * transaction) but back-dated: the ledger stamps now(), and a range test needs last month.
 */
async function entryAt(customerId: string, invoiceId: string, kind: "invoice_issued" | "payment", amountCents: number, at: string) {
  await db.transaction(async (tx) => {
    await tx.insert(s.ledgerEntries).values({ businessId: business.id, customerId, invoiceId, kind, amountCents, createdAt: new Date(at) });
    await tx.execute(sql`update customers set outstanding_balance_cents = outstanding_balance_cents + ${amountCents} where id = ${customerId}`);
  });
}

const adminCall = (customerId: string, query = "") =>
  adminStatement(new Request(`http://localhost:3000/api/admin/customers/${customerId}/statement${query}`), { params: Promise.resolve({ customerId }) });
const portalCall = (token: string, query = "") => {
  const host = `${business.portalSubdomain}.localhost:3000`;
  return portalStatement(new Request(`http://${host}/api/portal/statement${query}`, { headers: { host, cookie: `sl_portal_session=${token}` } }));
};
const pdfText = async (res: Response) => (await pdfPagesText(new Uint8Array(await res.arrayBuffer()))).join("\n");

describe("customer statements", () => {
  it("lists invoices, partial payments, a refund and a void; the closing balance is the outstanding balance when the range ends today", async () => {
    const customer = await createCustomer(db, business.id, { firstName: "Stella", lastName: "Statement" });
    const first = await issue(customer.id, 10000); // $108.25 with tax
    await recordPayment(scope(), { invoiceId: first.id, amountCents: 5000, method: "cash", note: null }, actor);
    const voided = await issue(customer.id, 2000); // $21.65, voided unpaid
    await voidInvoice(scope(), { invoiceId: voided.id, reason: "Duplicate" }, actor);
    const carded = await issue(customer.id, 4000); // $43.30, paid by card, $10.00 refunded
    const providerRef = `pi_stmt_${Date.now()}`;
    await db.transaction((tx) => applyPayment(tx, scope(), { invoiceId: carded.id, amountCents: 4330, method: "stripe", note: null, providerRef }, actor));
    await recordCardRefund({ eventId: `evt_${providerRef}`, accountId: business.stripeAccountId, providerRef, amountRefundedCents: 1000 });
    expect(await checkLedgerInvariant(db, scope())).toEqual([]);
    expect(await checkCustomerBalances(db, scope())).toEqual([]);

    const today = toDateOnly(new Date(), TZ)!;
    const statement = await getCustomerStatement({ businessId: business.id, customerId: customer.id }, resolveStatementRange({}, today)!, TZ);
    expect(statement).toMatchObject({ from: monthsBefore(today, 3), to: today, openingBalanceCents: 0 });
    expect(statement.lines.map((l) => [l.kind, l.amountCents, l.balanceCents])).toEqual([
      ["invoice_issued", 10825, 10825],
      ["payment", -5000, 5825],
      ["invoice_issued", 2165, 7990],
      ["void", -2165, 5825],
      ["invoice_issued", 4330, 10155],
      ["payment", -4330, 5825],
      ["refund", 1000, 6825],
    ]);
    expect(statement.lines[0]).toMatchObject({ day: today, description: `Invoice #${first.invoiceNumber}` });
    expect(statement.lines[3].description).toBe(`Invoice #${voided.invoiceNumber} voided`);
    expect(statement.closingBalanceCents).toBe(6825);
    expect(statement.closingBalanceCents).toBe(await outstanding(customer.id));

    // The owner's PDF and the customer's own PDF say the same thing.
    await asStaff(business.owner.id);
    const admin = await adminCall(customer.id);
    expect(admin.status).toBe(200);
    expect(admin.headers.get("content-type")).toBe("application/pdf");
    expect(admin.headers.get("content-disposition")).toBe(`attachment; filename="statement-${monthsBefore(today, 3)}-to-${today}.pdf"`);
    const text = await pdfText(admin);
    expect(text).toContain("STATEMENT");
    expect(text).toContain("Stella Statement");
    expect(text).toContain("Opening balance");
    // Named as the invoice names it (its settlements' labels): the method of a payment.
    expect(text).toContain(`Payment (cash), invoice #${first.invoiceNumber}`);
    expect(text).toContain(`Refund, invoice #${carded.invoiceNumber}`);
    expect(text).toContain("-$50.00");
    expect(text).toMatch(/Closing balance\n+\$68\.25/);

    const token = await createSession(db, business.id, customer.id);
    const portal = await portalCall(token);
    expect(portal.status).toBe(200);
    expect(portal.headers.get("content-type")).toBe("application/pdf");
    const portalText = await pdfText(portal);
    expect(portalText).toContain("Stella Statement");
    expect(portalText).toMatch(/Closing balance\n+\$68\.25/);
  });

  it("takes the range in the business's time zone: opening balance before the first day, nothing after the last", async () => {
    const customer = await createCustomer(db, business.id);
    const invoice = await createInvoice(db, { businessId: business.id, customerId: customer.id }, { amountCents: 100000, status: "pending" });
    // Chicago is UTC−6 in winter and UTC−5 from March 8, 2026.
    await entryAt(customer.id, invoice.id, "invoice_issued", 100000, "2026-02-15T18:00:00Z"); // Feb 15: before
    await entryAt(customer.id, invoice.id, "payment", -10000, "2026-03-01T05:30:00Z"); // Feb 28, 23:30 CST: before
    await entryAt(customer.id, invoice.id, "payment", -20000, "2026-03-01T06:30:00Z"); // Mar 1, 00:30 CST: first day
    await entryAt(customer.id, invoice.id, "payment", -30000, "2026-04-01T04:30:00Z"); // Mar 31, 23:30 CDT: last day
    await entryAt(customer.id, invoice.id, "payment", -5000, "2026-04-01T05:30:00Z"); // Apr 1, 00:30 CDT: after

    const statement = await getCustomerStatement({ businessId: business.id, customerId: customer.id }, { from: "2026-03-01", to: "2026-03-31" }, TZ);
    expect(statement.openingBalanceCents).toBe(90000);
    expect(statement.lines.map((l) => [l.day, l.amountCents, l.balanceCents])).toEqual([
      ["2026-03-01", -20000, 70000],
      ["2026-03-31", -30000, 40000],
    ]);
    expect(statement.closingBalanceCents).toBe(40000);
    // Read in UTC, the Feb 28 (CST) payment falls in March and the Mar 31 (CDT) one in April.
    const utc = await getCustomerStatement({ businessId: business.id, customerId: customer.id }, { from: "2026-03-01", to: "2026-03-31" }, "UTC");
    expect(utc.openingBalanceCents).toBe(100000);
    expect(utc.lines.map((l) => l.amountCents)).toEqual([-10000, -20000]);

    // A range with nothing in it still states both balances.
    const quiet = await getCustomerStatement({ businessId: business.id, customerId: customer.id }, { from: "2026-05-01", to: "2026-05-31" }, TZ);
    expect(quiet).toMatchObject({ openingBalanceCents: 35000, lines: [], closingBalanceCents: 35000 });

    await asStaff(business.owner.id);
    const res = await adminCall(customer.id, "?from=2026-03-01&to=2026-03-31");
    expect(res.status).toBe(200);
    const text = await pdfText(res);
    expect(text).toContain("Period: March 1, 2026 to March 31, 2026");
    expect(text).toContain("Mar 1, 2026");
    expect(text).toContain("Mar 31, 2026");
    expect(text).toMatch(/Opening balance\n+\$900\.00/);
    expect(text).toMatch(/Closing balance\n+\$400\.00/);
    expect(text).not.toContain("-$50.00");
  });

  it("refuses bad dates (400), another business's customer (404), staff without view_billing (403) and the signed-out (401)", async () => {
    const customer = await createCustomer(db, business.id);
    const foreign = await createCustomer(db, other.id);
    await asStaff(business.owner.id);

    const reversed = await adminCall(customer.id, "?from=2026-04-01&to=2026-03-01");
    expect(reversed.status).toBe(400);
    expect((await reversed.json()).error.message).toBe("The start date must be on or before the end date");
    const badDay = await adminCall(customer.id, "?from=2026-02-30");
    expect(badDay.status).toBe(400);
    expect((await badDay.json()).error.message).toBe("from must be a date, YYYY-MM-DD");
    // Empty fields of the form mean the default range.
    expect((await adminCall(customer.id, "?from=&to=")).status).toBe(200);

    const cross = await adminCall(foreign.id);
    expect(cross.status).toBe(404);
    expect((await cross.json()).error.message).toBe("Customer not found");
    expect((await adminCall("not-a-uuid")).status).toBe(404);
    await expect(getCustomerStatement({ businessId: business.id, customerId: foreign.id }, { from: "2026-01-01", to: "2026-01-31" }, TZ)).rejects.toMatchObject({ code: "not_found" });

    const [user] = await db.insert(s.users).values({ email: `emp-stmt-${business.id}@example.test`, userType: "employee", firstName: "Em", lastName: "Ployee" }).returning();
    await db.insert(s.businessMembers).values({ businessId: business.id, userId: user.id, role: "employee" });
    await asStaff(user.id);
    expect((await adminCall(customer.id)).status).toBe(403);
    asAnonymous();
    expect((await adminCall(customer.id)).status).toBe(401);

    const token = await createSession(db, business.id, customer.id);
    const portalBad = await portalCall(token, "?to=2026-13-01");
    expect(portalBad.status).toBe(400);
    expect(await portalBad.json()).toEqual({ success: false, message: "to must be a date, YYYY-MM-DD" });
    const host = `${business.portalSubdomain}.localhost:3000`;
    expect((await portalStatement(new Request(`http://${host}/api/portal/statement`, { headers: { host } }))).status).toBe(401);
  });
});
