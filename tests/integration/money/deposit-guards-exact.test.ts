import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import type { MoneyActor } from "@/lib/foundation/money-actor";
import { recordCardDeposit } from "@/lib/money/deposits/record-card-deposit";
import { recordQuoteDepositSchema } from "@/lib/money/deposits/deposit-schema";
import { recordQuoteDeposit } from "@/lib/money/deposits/record-quote-deposit";
import { createBusiness, createCustomer, createQuote } from "../../support/portal-fixtures";

vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

/**
 * A deposit's guards at their edges (issue 37 item 3), against the mutants Stryker's `deposits`
 * group left alive: each refusal says what the owner or Stripe's retry needs to hear, and
 * writes nothing.
 */
let business: Awaited<ReturnType<typeof createBusiness>>;
let customer: Awaited<ReturnType<typeof createCustomer>>;
let otherCustomer: Awaited<ReturnType<typeof createCustomer>>;
const actor: MoneyActor = { type: "worker", task: "deposit-guards-test" };
const scope = () => ({ businessId: business.id });
const ACCOUNT = "acct_deposit_guards";

/** An approved quote of $108.25 ($100 + 8.25 % tax) for the customer. */
const approvedQuote = (overrides: Partial<typeof s.quotes.$inferInsert> = {}) =>
  createQuote(db, { businessId: business.id, customerId: customer.id }, { status: "approved", ...overrides });

const depositsOf = (quoteId: string) => db.select().from(s.payments).where(and(eq(s.payments.businessId, business.id), eq(s.payments.quoteId, quoteId)));

beforeAll(async () => {
  business = await createBusiness(db, { stripeAccountId: ACCOUNT, paymentProvider: "stripe" });
  customer = await createCustomer(db, business.id, { firstName: "Gwen", lastName: "Ash" });
  otherCustomer = await createCustomer(db, business.id, { firstName: "Olly", lastName: "Birch" });
});

describe("a deposit staff record", () => {
  it("refuses a quote not approved, with the reason", async () => {
    const quote = await approvedQuote({ status: "sent" });
    await expect(recordQuoteDeposit(scope(), { quoteId: quote.id, amountCents: 1_000, method: "cash", note: null }, actor)).rejects.toMatchObject({
      code: "conflict",
      message: "Only an approved quote takes a deposit",
    });
    expect(await depositsOf(quote.id)).toEqual([]);
  });

  it("refuses another business's or a missing quote as not found", async () => {
    const elsewhere = await createBusiness(db);
    const quote = await approvedQuote();
    await expect(recordQuoteDeposit({ businessId: elsewhere.id }, { quoteId: quote.id, amountCents: 1_000, method: "cash", note: null }, actor)).rejects.toMatchObject({
      code: "not_found",
      message: "Quote not found",
    });
  });

  it("takes up to what is left of the total, and names what is left when asked for more", async () => {
    const quote = await approvedQuote();
    expect(quote.totalAmountCents).toBe(10_825);
    await recordQuoteDeposit(scope(), { quoteId: quote.id, amountCents: 10_000, method: "check", note: null }, actor);
    await expect(recordQuoteDeposit(scope(), { quoteId: quote.id, amountCents: 826, method: "cash", note: null }, actor)).rejects.toMatchObject({
      code: "unprocessable",
      message: "The deposit exceeds what is left of the quote's total, $8.25",
      field: "amountCents",
    });
    // Exactly what is left is taken; after that, nothing is left ($0.00, never negative).
    await recordQuoteDeposit(scope(), { quoteId: quote.id, amountCents: 825, method: "cash", note: null }, actor);
    await expect(recordQuoteDeposit(scope(), { quoteId: quote.id, amountCents: 1, method: "cash", note: null }, actor)).rejects.toMatchObject({
      message: "The deposit exceeds what is left of the quote's total, $0.00",
    });
    const rows = await depositsOf(quote.id);
    expect(rows.map((r) => r.amountCents).sort((a, b) => a - b)).toEqual([825, 10_000]);
  });

  it("sends a quote that has its invoice to the invoice", async () => {
    const quote = await approvedQuote();
    const [invoice] = await db
      .insert(s.invoices)
      .values({ businessId: business.id, customerId: customer.id, amountCents: quote.totalAmountCents, status: "draft", invoiceDate: "2030-01-01" })
      .returning();
    await db.insert(s.quoteConversions).values({ businessId: business.id, quoteId: quote.id, kind: "invoice", invoiceId: invoice.id });
    await expect(recordQuoteDeposit(scope(), { quoteId: quote.id, amountCents: 1_000, method: "cash", note: null }, actor)).rejects.toMatchObject({
      code: "conflict",
      message: "This quote already has its invoice; record the payment on the invoice",
    });
    expect(await depositsOf(quote.id)).toEqual([]);
  });

  it("reads its form with §5-style messages", () => {
    const first = (input: unknown) => {
      const parsed = recordQuoteDepositSchema.safeParse(input);
      return parsed.success ? null : parsed.error.issues[0].message;
    };
    const ok = { quoteId: "7d9f1a52-5b0e-4f47-9a43-1f0c7b6f2d11", amountCents: 500, method: "cash", note: null };
    expect(first(ok)).toBeNull();
    expect(first({ ...ok, quoteId: "nope" })).toBe("Quote not found");
    expect(first({ ...ok, amountCents: "5" })).toBe("Amount must be a number");
    expect(first({ ...ok, amountCents: 5.5 })).toBe("Amount must be in whole cents");
    expect(first({ ...ok, amountCents: 0 })).toBe("Amount must be greater than $0.00");
    expect(first({ ...ok, method: "stripe" })).toBe("Choose how the deposit was paid");
    expect(first({ ...ok, note: "x".repeat(501) })).toMatch(/^Note /);
  });
});

describe("a deposit paid by card (Stripe's event)", () => {
  let serial = 0;
  const cardEvent = (quoteId: string, overrides: Partial<Parameters<typeof recordCardDeposit>[0]> = {}) => {
    serial += 1;
    return {
      eventId: `evt_guard_${serial}`,
      accountId: ACCOUNT,
      providerRef: `pi_guard_${serial}_${quoteId.slice(0, 8)}`,
      amountCents: 2_000,
      currency: "usd",
      metadata: { quote_id: quoteId, business_id: business.id, customer_id: customer.id, purpose: "quote_deposit" },
      ...overrides,
    };
  };

  it.each([
    ["no quote", { quote_id: "" }],
    ["no business", { business_id: "" }],
    ["no customer", { customer_id: "" }],
  ])("refuses metadata naming %s", async (_name, missing) => {
    const quote = await approvedQuote();
    const event = cardEvent(quote.id);
    await expect(recordCardDeposit({ ...event, metadata: { ...event.metadata, ...missing } })).rejects.toMatchObject({
      code: "unprocessable",
      message: "The deposit names no quote",
    });
    expect(await depositsOf(quote.id)).toEqual([]);
  });

  it("refuses another currency and an amount that is not a positive whole number of cents", async () => {
    const quote = await approvedQuote();
    await expect(recordCardDeposit(cardEvent(quote.id, { currency: "EUR" }))).rejects.toMatchObject({ message: "Only USD payments are accepted" });
    await expect(recordCardDeposit(cardEvent(quote.id, { amountCents: 0 }))).rejects.toMatchObject({ message: "The payment has no amount" });
    await expect(recordCardDeposit(cardEvent(quote.id, { amountCents: 12.5 }))).rejects.toMatchObject({ message: "The payment has no amount" });
    // USD in capitals is USD, and one cent is an amount.
    await expect(recordCardDeposit(cardEvent(quote.id, { currency: "USD", amountCents: 1 }))).resolves.toMatchObject({ outcome: "recorded" });
    expect((await depositsOf(quote.id)).map((r) => r.amountCents)).toEqual([1]);
  });

  it("refuses a quote of no such business, another Stripe account and another customer", async () => {
    const quote = await approvedQuote();
    const elsewhere = await createBusiness(db, { stripeAccountId: "acct_elsewhere", paymentProvider: "stripe" });
    const event = cardEvent(quote.id);
    await expect(recordCardDeposit({ ...event, metadata: { ...event.metadata, business_id: elsewhere.id } })).rejects.toMatchObject({
      message: "The deposit names a quote of no such business",
    });
    await expect(recordCardDeposit(cardEvent(quote.id, { accountId: "acct_elsewhere" }))).rejects.toMatchObject({
      message: "The payment came from another Stripe account than the business's",
    });
    await expect(recordCardDeposit(cardEvent(quote.id, { accountId: null }))).rejects.toMatchObject({
      message: "The payment came from another Stripe account than the business's",
    });
    const other = cardEvent(quote.id);
    await expect(recordCardDeposit({ ...other, metadata: { ...other.metadata, customer_id: otherCustomer.id } })).rejects.toMatchObject({
      message: "The deposit names another customer than the quote's",
    });
    expect(await depositsOf(quote.id)).toEqual([]);
  });
});
