import { and, asc, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { recordPaymentAction } from "@/lib/admin/actions/invoices/record-payment";
import { recordPayment } from "@/lib/money/payments/record-payment";
import { saveInvoiceDraft } from "@/lib/money/invoices/save-invoice-draft";
import { sendInvoice } from "@/lib/money/invoices/send-invoice";
import { runDueAutopayAttempts } from "@/lib/money/autopay/run-due-autopay-attempts";
import { payInvoiceAction } from "@/lib/portal/actions/pay-invoice";
import { setAutopayAction, startCardSetupAction } from "@/lib/portal/actions/payment-card";
import { asCustomer, asStaff } from "../../support/fake-request";
import type { FakeStripe } from "../../support/fake-stripe/server";
import { connectStripeAsOwner, startStripeForTests } from "../../support/fake-stripe/stripe-for-tests";
import { createBusiness, createCustomer } from "../../support/portal-fixtures";

/**
 * Issue 37 "Paid means told": every payment — manual (staff records a check), card (the fake
 * Stripe's signed webhook) and autopay (the worker's run, then the webhook) — puts a bell item
 * in the owner's notifications, emails the owner (as "Email me when an invoice is paid" says)
 * and emails the customer a receipt with the figures, all recorded in the payment's own
 * transaction: a replayed webhook tells no one twice, and a notice that cannot be recorded
 * leaves no payment behind. A declined autopay charge tells the owner and the customer.
 */
vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

const SECRET = "whsec_test_payment_notices";
let fake: FakeStripe;
let stopStripe: () => Promise<void>;
let business: Awaited<ReturnType<typeof createBusiness>>;

beforeAll(async () => {
  ({ fake, stop: stopStripe } = await startStripeForTests(SECRET, "sk_test_payment_notices"));
  business = await createBusiness(db, { taxRate: 0, companyName: "Greenway Lawns" });
  await connectStripeAsOwner(business.owner.id);
});
afterAll(async () => {
  await db.delete(s.businesses).where(eq(s.businesses.id, business.id));
  await stopStripe();
});

async function issuedInvoice(customerId: string, rateCents: number, description = "Spring clean-up") {
  const draft = await saveInvoiceDraft({ businessId: business.id }, { customerId, description, lineItems: [{ description: "Leaf removal", quantity: 1, rateCents }], discountCents: 0, dueDate: null, notes: null, paymentInstructions: null });
  await sendInvoice({ businessId: business.id }, { invoiceId: draft.id }, { type: "staff", userId: business.owner.id, ip: null });
  const [row] = await db.select({ number: s.invoices.invoiceNumber }).from(s.invoices).where(eq(s.invoices.id, draft.id));
  return { id: draft.id, number: row.number! };
}

/** What the payment told, per invoice: the owner's bell items, the owner's emails and the customer's receipts. */
async function noticesOf(invoiceId: string, customerEmail: string) {
  const link = `/admin/invoices/${invoiceId}`;
  const bell = await db
    .select({ kind: s.notifications.kind, title: s.notifications.title, body: s.notifications.body, userId: s.notifications.userId, recipientType: s.notifications.recipientType })
    .from(s.notifications)
    .where(and(eq(s.notifications.businessId, business.id), eq(s.notifications.link, link)))
    .orderBy(asc(s.notifications.createdAt));
  const ownerEmails = await db
    .select({ subject: s.emailOutbox.subject, text: s.emailOutbox.text, html: s.emailOutbox.html })
    .from(s.emailOutbox)
    .where(and(eq(s.emailOutbox.toAddress, business.owner.email), sql`${s.emailOutbox.html} like ${`%${link}%`}`))
    .orderBy(asc(s.emailOutbox.createdAt));
  const receipts = await db
    .select({ subject: s.emailOutbox.subject, text: s.emailOutbox.text, template: s.emailOutbox.template, status: s.emailOutbox.status })
    .from(s.emailOutbox)
    .where(and(eq(s.emailOutbox.toAddress, customerEmail), eq(s.emailOutbox.template, "payment-receipt"), sql`${s.emailOutbox.text} like ${`%/invoices/${invoiceId}%`}`))
    .orderBy(asc(s.emailOutbox.createdAt));
  return { bell, ownerEmails, receipts };
}

/** The receipt's plain-text part, one "Label: value" per line as the customer's mail client shows it. */
const receiptLines = (text: string) => text.split("\n").map((line) => line.trim()).filter((line) => /^(Amount paid|Payment method|Paid for|Balance left):/.test(line));

describe("a manual payment (staff records a check)", () => {
  it("rings the owner's bell, emails the owner a link on the staff host and the customer a receipt with the balance left", async () => {
    const customer = await createCustomer(db, business.id, { firstName: "Ada", lastName: "Lovelace" });
    const invoice = await issuedInvoice(customer.id, 10_000);
    await asStaff(business.owner.id);
    const result = await recordPaymentAction({ invoiceId: invoice.id, amountCents: 4_000, method: "check", note: "Cheque 1042" });
    expect(result).toMatchObject({ ok: true, data: { amountCents: 4_000, balanceCents: 6_000, status: "pending" } });

    const { bell, ownerEmails, receipts } = await noticesOf(invoice.id, customer.email!);
    expect(bell).toEqual([
      {
        kind: "payment_received",
        title: "Payment received: $40.00 from Ada Lovelace",
        body: `Ada Lovelace paid $40.00 by check on Invoice ${invoice.number} — Spring clean-up. Balance left: $60.00.`,
        userId: business.owner.id,
        recipientType: "staff",
      },
    ]);
    expect(ownerEmails).toHaveLength(1);
    expect(ownerEmails[0].subject).toBe("Payment received: $40.00 from Ada Lovelace");
    expect(ownerEmails[0].html).toContain(`href="http://app.localhost:3000/admin/invoices/${invoice.id}"`);

    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({ subject: "Receipt for your $40.00 payment to Greenway Lawns", status: "logged" });
    expect(receiptLines(receipts[0].text)).toEqual([
      "Amount paid: $40.00",
      "Payment method: Check",
      `Paid for: Invoice ${invoice.number} — Spring clean-up`,
      "Balance left: $60.00",
    ]);
    expect(receipts[0].text).toContain(`http://${business.portalSubdomain}.localhost:3000/invoices/${invoice.id}`);

    // The rest, by cash: a second receipt, now paid in full.
    expect(await recordPaymentAction({ invoiceId: invoice.id, amountCents: 6_000, method: "cash", note: null })).toMatchObject({ ok: true, data: { status: "paid" } });
    const after = await noticesOf(invoice.id, customer.email!);
    expect(after.bell.map((b) => b.body)).toEqual([
      `Ada Lovelace paid $40.00 by check on Invoice ${invoice.number} — Spring clean-up. Balance left: $60.00.`,
      `Ada Lovelace paid $60.00 in cash on Invoice ${invoice.number} — Spring clean-up. The invoice is paid in full.`,
    ]);
    expect(after.ownerEmails).toHaveLength(2);
    expect(after.receipts).toHaveLength(2);
    expect(receiptLines(after.receipts[1].text)).toEqual(["Amount paid: $60.00", "Payment method: Cash", `Paid for: Invoice ${invoice.number} — Spring clean-up`, "Balance left: $0.00 (paid in full)"]);
  });

  it("with \"Email me when an invoice is paid\" off: the bell and the receipt, no email to the owner", async () => {
    const other = await createBusiness(db, { taxRate: 0, notificationSettings: { emailOnNewMessage: true, emailOnQuoteResponse: true, emailOnServiceRequest: true, emailOnInvoicePaid: false, emailCustomersOnNewInvoice: true, emailCustomersOnJobUpdate: true } });
    try {
      const customer = await createCustomer(db, other.id);
      const draft = await saveInvoiceDraft({ businessId: other.id }, { customerId: customer.id, description: "Mowing", lineItems: [{ description: "Mowing", quantity: 1, rateCents: 4_500 }], discountCents: 0, dueDate: null, notes: null, paymentInstructions: null });
      await sendInvoice({ businessId: other.id }, { invoiceId: draft.id }, { type: "staff", userId: other.owner.id, ip: null });
      await recordPayment({ businessId: other.id }, { invoiceId: draft.id, amountCents: 4_500, method: "bank_transfer", note: null }, { type: "staff", userId: other.owner.id, ip: null });
      const bell = await db.select({ kind: s.notifications.kind }).from(s.notifications).where(and(eq(s.notifications.businessId, other.id), eq(s.notifications.recipientType, "staff")));
      expect(bell).toEqual([{ kind: "payment_received" }]);
      expect(await db.select().from(s.emailOutbox).where(eq(s.emailOutbox.toAddress, other.owner.email))).toEqual([]);
      const receipts = await db.select({ text: s.emailOutbox.text }).from(s.emailOutbox).where(and(eq(s.emailOutbox.toAddress, customer.email!), eq(s.emailOutbox.template, "payment-receipt")));
      expect(receipts).toHaveLength(1);
      expect(receiptLines(receipts[0].text)).toContain("Payment method: Bank transfer");
    } finally {
      await db.delete(s.businesses).where(eq(s.businesses.id, other.id));
    }
  });

  it("a notice that cannot be recorded leaves no payment: they share one transaction", async () => {
    const customer = await createCustomer(db, business.id, { email: `refused-${business.id.slice(0, 8)}@example.test` });
    const invoice = await issuedInvoice(customer.id, 2_000);
    // The outbox refuses this customer's receipt, as a failing database would.
    await db.execute(sql.raw(`create or replace function refuse_test_receipt() returns trigger language plpgsql as $$
      begin if new.to_address = '${customer.email}' and new.template = 'payment-receipt' then raise exception 'outbox refused'; end if; return new; end $$`));
    await db.execute(sql`create trigger refuse_test_receipt before insert on email_outbox for each row execute function refuse_test_receipt()`);
    try {
      await expect(recordPayment({ businessId: business.id }, { invoiceId: invoice.id, amountCents: 2_000, method: "cash", note: null }, { type: "staff", userId: business.owner.id, ip: null })).rejects.toThrow();
    } finally {
      await db.execute(sql`drop trigger refuse_test_receipt on email_outbox`);
      await db.execute(sql`drop function refuse_test_receipt()`);
    }
    expect(await db.select().from(s.payments).where(eq(s.payments.invoiceId, invoice.id))).toEqual([]);
    const [row] = await db.select({ status: s.invoices.status, paid: s.invoices.amountPaidCents }).from(s.invoices).where(eq(s.invoices.id, invoice.id));
    expect(row).toEqual({ status: "pending", paid: 0 });
    expect((await noticesOf(invoice.id, customer.email!)).bell).toEqual([]);
  });
});

describe("a card payment (Checkout, the fake Stripe's signed webhook)", () => {
  it("is told once: both webhook events and their replays add no second bell item, owner email or receipt", async () => {
    const customer = await createCustomer(db, business.id, { firstName: "Penny", lastName: "Cardholder" });
    const invoice = await issuedInvoice(customer.id, 21_650, "Lawn care, May");
    await asCustomer(customer, business.portalSubdomain);
    const started = await payInvoiceAction({ invoiceId: invoice.id });
    if (!started.ok) throw new Error(started.message);
    const sessionId = /\/checkout\/(cs_[^/?]+)/.exec(started.data.url)![1];
    const firstEvent = fake.sent.length;
    const deliveries = await fake.pay(sessionId);
    expect(deliveries.map((d) => [d.type, d.status, JSON.parse(d.body).result])).toEqual([
      ["checkout.session.completed", 200, "recorded"],
      ["payment_intent.succeeded", 200, "duplicate"],
    ]);
    for (const index of [firstEvent, firstEvent + 1]) expect((await fake.replay(index)).status).toBe(200);

    const { bell, ownerEmails, receipts } = await noticesOf(invoice.id, customer.email!);
    expect(bell.map((b) => [b.kind, b.title, b.body])).toEqual([
      ["payment_received", "Payment received: $216.50 from Penny Cardholder", `Penny Cardholder paid $216.50 by card on Invoice ${invoice.number} — Lawn care, May. The invoice is paid in full.`],
    ]);
    expect(ownerEmails.map((e) => e.subject)).toEqual(["Payment received: $216.50 from Penny Cardholder"]);
    expect(receipts).toHaveLength(1);
    expect(receiptLines(receipts[0].text)).toEqual(["Amount paid: $216.50", "Payment method: Card", `Paid for: Invoice ${invoice.number} — Lawn care, May`, "Balance left: $0.00 (paid in full)"]);
  });
});

describe("autopay", () => {
  /** A portal customer who saved a card on the fake Stripe page and turned autopay on. */
  async function customerWithCard(firstName: string) {
    const customer = await createCustomer(db, business.id, { firstName, lastName: "Autopay" });
    await asCustomer(customer, business.portalSubdomain);
    const started = await startCardSetupAction(null);
    if (!started.ok) throw new Error(started.message);
    expect((await fake.cards.saveCard(/\/checkout\/setup\/(cs_[^/?]+)/.exec(started.data.url)![1])).status).toBe(200);
    expect(await setAutopayAction({ enabled: true })).toMatchObject({ ok: true });
    const [card] = await db.select({ stripeCustomerId: s.customerPaymentCards.stripeCustomerId }).from(s.customerPaymentCards).where(eq(s.customerPaymentCards.customerId, customer.id));
    return { ...customer, stripeCustomerId: card.stripeCustomerId! };
  }
  const run = () => runDueAutopayAttempts(db, new Date(Date.now() + 1_000), { businessIds: [business.id] });

  it("a charged invoice is receipted as an automatic card payment, once, however often the webhook comes", async () => {
    const customer = await customerWithCard("Otto");
    const invoice = await issuedInvoice(customer.id, 7_500, "Weekly mowing");
    expect(await run()).toEqual({ charged: 1, declined: 0, skipped: 0 });
    const succeeded = fake.sent.findLastIndex((e) => e.type === "payment_intent.succeeded");
    expect((await fake.replay(succeeded)).status).toBe(200);

    const { bell, ownerEmails, receipts } = await noticesOf(invoice.id, customer.email!);
    expect(bell.map((b) => b.body)).toEqual([`Otto Autopay paid $75.00 by automatic card payment on Invoice ${invoice.number} — Weekly mowing. The invoice is paid in full.`]);
    expect(ownerEmails).toHaveLength(1);
    expect(receipts).toHaveLength(1);
    expect(receiptLines(receipts[0].text)).toEqual(["Amount paid: $75.00", "Payment method: Card (automatic payment)", `Paid for: Invoice ${invoice.number} — Weekly mowing`, "Balance left: $0.00 (paid in full)"]);
  });

  it("a declined charge tells the owner (bell and email) and the customer, once per attempt", async () => {
    const customer = await customerWithCard("Dora");
    fake.cards.declineCardsOf(customer.stripeCustomerId);
    const invoice = await issuedInvoice(customer.id, 3_000, "Hedge trimming");
    expect(await run()).toEqual({ charged: 0, declined: 1, skipped: 0 });
    // Nothing is due again until the retry: a second run tells no one.
    expect(await run()).toEqual({ charged: 0, declined: 0, skipped: 0 });

    const { bell, ownerEmails, receipts } = await noticesOf(invoice.id, customer.email!);
    expect(bell.map((b) => [b.kind, b.title, b.body])).toEqual([
      [
        "autopay_failed",
        "Autopay failed: $30.00 from Dora Autopay",
        `We could not charge Dora Autopay's saved card $30.00 for invoice ${invoice.number}: Your card was declined. The card will be tried again in 1 day. The customer has been asked to update their card.`,
      ],
    ]);
    expect(ownerEmails.map((e) => e.subject)).toEqual(["Autopay failed: $30.00 from Dora Autopay"]);
    expect(ownerEmails[0].html).toContain(`http://app.localhost:3000/admin/invoices/${invoice.id}`);
    expect(receipts).toEqual([]);
    const customerNotices = await db
      .select({ subject: s.emailOutbox.subject })
      .from(s.emailOutbox)
      .where(and(eq(s.emailOutbox.toAddress, customer.email!), like(s.emailOutbox.subject, "Automatic payment failed%")));
    expect(customerNotices).toEqual([{ subject: `Automatic payment failed for invoice ${invoice.number}` }]);
    expect(await db.select().from(s.payments).where(eq(s.payments.invoiceId, invoice.id))).toEqual([]);
  });
});
