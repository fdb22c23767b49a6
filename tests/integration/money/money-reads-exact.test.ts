import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import { allocateDocumentNumber } from "@/lib/money/documents/allocate-document-number";
import { listBuilderOptions } from "@/lib/money/documents/list-builder-options";
import { priceDraftForCustomer } from "@/lib/money/documents/price-draft-for-customer";
import { refuseRefund } from "@/lib/money/refunds/apply-refund";
import { getPaymentsSettings } from "@/lib/money/stripe/get-payments-settings";
import { recordCardPayment } from "@/lib/money/payments/record-card-payment";
import { createBusiness, createCustomer, createInvoice, createService } from "../../support/portal-fixtures";

/**
 * The money folder's reads and refusals, pinned exactly: what the quote and invoice builders
 * offer, Settings → Payments' state, the refusals of a draft for a stranger and of a refund,
 * document numbering, and a card event that names no invoice.
 * Until this file only the browser suite reached the first two, and mutation testing found
 * the others' texts and edges unasserted.
 */
vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

let business: Awaited<ReturnType<typeof createBusiness>>;
let other: Awaited<ReturnType<typeof createBusiness>>;
const nowhere = () => ({ businessId: randomUUID() });

beforeAll(async () => {
  business = await createBusiness(db, { taxRate: 8.25 });
  other = await createBusiness(db);
});
afterAll(async () => {
  await db.delete(s.businesses).where(eq(s.businesses.id, business.id));
  await db.delete(s.businesses).where(eq(s.businesses.id, other.id));
});

/** What an awaited call threw. */
async function refusal(work: () => unknown): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error("expected a refusal");
}

describe("the quote and invoice builders' options", () => {
  it("offer the business's customers who are not inactive, its active services and its tax rate", async () => {
    const zoe = await createCustomer(db, business.id, { firstName: "Zoe", lastName: "Adams", status: "active" });
    const lead = await createCustomer(db, business.id, { firstName: "Ann", lastName: "Baker", status: "lead", email: null });
    await createCustomer(db, business.id, { firstName: "Ian", lastName: "Gone", status: "inactive" });
    await createCustomer(db, other.id, { firstName: "Oscar", lastName: "Other" });
    const mowing = await createService(db, business.id, { name: "Mowing", priceCents: 4500 });
    const quoted = await createService(db, business.id, { name: "Aeration", priceCents: null });
    await createService(db, business.id, { name: "Retired", active: false });
    await createService(db, other.id, { name: "Other's service" });

    expect(await listBuilderOptions({ businessId: business.id })).toEqual({
      customers: [
        // taxRatePercent: the customer's location's own rate; null here, as the one location sets none.
        { id: zoe.id, name: "Zoe Adams", email: zoe.email, taxRatePercent: null },
        { id: lead.id, name: "Ann Baker", email: null, taxRatePercent: null },
      ],
      services: [
        { id: quoted.id, name: "Aeration", priceCents: null },
        { id: mowing.id, name: "Mowing", priceCents: 4500 },
      ],
      taxRatePercent: 8.25,
    });
  });

  it("are empty, with no tax, for a business that is not there", async () => {
    expect(await listBuilderOptions(nowhere())).toEqual({ customers: [], services: [], taxRatePercent: 0 });
  });
});

describe("Settings → Payments", () => {
  const savedKey = process.env.STRIPE_SECRET_KEY;
  afterEach(async () => {
    if (savedKey === undefined) delete process.env.STRIPE_SECRET_KEY;
    else process.env.STRIPE_SECRET_KEY = savedKey;
    await db.update(s.businesses).set({ stripeAccountId: null, paymentProvider: "manual" }).where(eq(s.businesses.id, other.id));
  });
  const connect = (values: Partial<typeof s.businesses.$inferInsert>) => db.update(s.businesses).set(values).where(eq(s.businesses.id, other.id));

  it("says whether the server has a Stripe key and how far the business's account is", async () => {
    delete process.env.STRIPE_SECRET_KEY;
    const before = await getPaymentsSettings({ businessId: other.id });
    expect(before).toEqual({ serverReady: false, connection: "none", accountId: null, platformFeeBps: before.platformFeeBps });
    expect(Number.isInteger(before.platformFeeBps)).toBe(true);

    process.env.STRIPE_SECRET_KEY = "sk_test_settings";
    await connect({ stripeAccountId: "acct_pending1" });
    expect(await getPaymentsSettings({ businessId: other.id })).toMatchObject({ serverReady: true, connection: "pending", accountId: "acct_pending1" });

    await connect({ paymentProvider: "stripe" });
    expect(await getPaymentsSettings({ businessId: other.id })).toMatchObject({ connection: "connected", accountId: "acct_pending1" });
  });

  it("reads as not connected for a business that is not there", async () => {
    expect(await getPaymentsSettings(nowhere())).toMatchObject({ connection: "none", accountId: null });
  });
});

describe("pricing a draft", () => {
  it("computes the totals with the business's tax rate", async () => {
    const customer = await createCustomer(db, business.id);
    const totals = await db.transaction((tx) => priceDraftForCustomer(tx, { businessId: business.id }, { customerId: customer.id, lineItems: [{ quantity: 2, rateCents: 5000 }], discountCents: 0 }));
    expect(totals).toEqual({ lineAmountsCents: [10000], subtotalCents: 10000, discountCents: 0, taxAmountCents: 825, totalCents: 10825 });
  });

  it("answers Customer not found, on the customer field, for another business's customer or a missing business", async () => {
    const stranger = await createCustomer(db, other.id);
    const draft = { customerId: stranger.id, lineItems: [{ quantity: 1, rateCents: 100 }], discountCents: 0 };
    for (const scope of [{ businessId: business.id }, nowhere()]) {
      const error = await refusal(() => db.transaction((tx) => priceDraftForCustomer(tx, scope, draft)));
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ code: "not_found", message: "Customer not found", field: "customerId" });
    }
  });
});

describe("refusing a refund", () => {
  const payment = { invoiceStatus: "paid", status: "succeeded", amountCents: 1000, refundedCents: 0 };
  const refusedWith = (p: typeof payment, cents: number) => {
    try {
      refuseRefund(p, cents);
      return "allowed";
    } catch (error) {
      return `${(error as DomainError).code}: ${(error as DomainError).message}`;
    }
  };

  it("allows up to what is left of a completed payment", () => {
    expect(refusedWith(payment, 1000)).toBe("allowed");
    expect(refusedWith({ ...payment, refundedCents: 400 }, 600)).toBe("allowed");
  });

  it("names the reason for each refusal", () => {
    expect(refusedWith({ ...payment, invoiceStatus: "void" }, 100)).toBe("conflict: This invoice is void: its payments cannot be refunded here");
    expect(refusedWith({ ...payment, refundedCents: 1000 }, 1)).toBe("conflict: This payment is already fully refunded");
    expect(refusedWith({ ...payment, refundedCents: 1200 }, 1)).toBe("conflict: This payment is already fully refunded");
    expect(refusedWith({ ...payment, status: "refunded" }, 1)).toBe("conflict: This payment is already fully refunded");
    expect(refusedWith({ ...payment, status: "pending" }, 1)).toBe("conflict: Only a completed payment can be refunded");
    expect(refusedWith({ ...payment, status: "failed" }, 1)).toBe("conflict: Only a completed payment can be refunded");
    expect(refusedWith({ ...payment, refundedCents: 400 }, 601)).toBe("unprocessable: The refund exceeds the $6.00 of this payment not yet refunded");
  });
});

describe("document numbers", () => {
  it("count on from the business's highest number of the form INV-<digits>, ignoring any other", async () => {
    const numbering = await createBusiness(db);
    try {
      const customer = await createCustomer(db, numbering.id);
      const next = () => db.transaction((tx) => allocateDocumentNumber(tx, numbering.id, "invoice"));
      expect(await next()).toBe("INV-1001");
      await createInvoice(db, { businessId: numbering.id, customerId: customer.id }, { invoiceNumber: "INV-OLD-7" });
      expect(await next()).toBe("INV-1001");
      await createInvoice(db, { businessId: numbering.id, customerId: customer.id }, { invoiceNumber: "INV-1041" });
      expect(await next()).toBe("INV-1042");
    } finally {
      await db.delete(s.businesses).where(eq(s.businesses.id, numbering.id));
    }
  });

  it("queue on a lock of their own business and kind", async () => {
    const held = await db.transaction(async (tx) => {
      await allocateDocumentNumber(tx, business.id, "quote");
      const [row] = await tx.execute<{ mine: boolean }>(sql`
        select exists (
          select 1 from pg_locks
          where locktype = 'advisory' and pid = pg_backend_pid()
            and objid = (hashtext(${`quote:${business.id}`})::bigint & 4294967295)::oid
        ) as mine`);
      return row.mine;
    });
    expect(held).toBe(true);
  });
});

describe("a card payment event", () => {
  it("that names no invoice is refused as such", async () => {
    const event = { eventId: "evt_1", accountId: "acct_1", providerRef: `pi_${randomUUID()}`, amountCents: 100, currency: "usd" };
    const error = await refusal(() => recordCardPayment({ ...event, metadata: { business_id: business.id, customer_id: randomUUID() } } as Parameters<typeof recordCardPayment>[0]));
    expect(error).toMatchObject({ code: "unprocessable", message: "The payment names no invoice" });
  });
});
