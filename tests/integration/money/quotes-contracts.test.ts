import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { contractContentSha256 } from "@/lib/contracts/contract-query";
import { createContract } from "@/lib/contracts/create-contract";
import { getBusinessContract } from "@/lib/contracts/get-business-contract";
import { sendContract } from "@/lib/contracts/send-contract";
import { signContract } from "@/lib/contracts/sign-contract";
import { computeDocumentTotals } from "@/lib/money/documents/document-totals";
import { duplicateQuote } from "@/lib/quotes/duplicate-quote";
import { getBusinessQuote } from "@/lib/quotes/get-business-quote";
import { getCustomerQuote } from "@/lib/quotes/get-customer-quote";
import { listBusinessQuotes } from "@/lib/quotes/list-business-quotes";
import { respondToQuote } from "@/lib/quotes/respond-to-quote";
import { saveQuoteDraft } from "@/lib/quotes/save-quote-draft";
import { sendQuote } from "@/lib/quotes/send-quote";
import { GET as contractPdf } from "@/app/api/portal/contracts/[contractId]/pdf/route";
import { termsShownApart } from "@/lib/contracts/contract-terms";
import { getCustomerContract } from "@/lib/contracts/get-customer-contract";
import { pdfPagesText } from "../../support/pdf-text";
import { createBusiness, createCustomer, createSession, TINY_PNG_DATA_URL } from "../../support/portal-fixtures";

let business: Awaited<ReturnType<typeof createBusiness>>;
let other: Awaited<ReturnType<typeof createBusiness>>;
let customer: Awaited<ReturnType<typeof createCustomer>>;

beforeAll(async () => {
  business = await createBusiness(db, { taxRate: 7.5 });
  other = await createBusiness(db);
  customer = await createCustomer(db, business.id);
});
afterAll(async () => {
  await db.delete(s.businesses).where(eq(s.businesses.id, business.id));
  await db.delete(s.businesses).where(eq(s.businesses.id, other.id));
});

const scope = () => ({ businessId: business.id });
const actor = () => ({ type: "staff" as const, userId: business.owner.id });
const draft = (overrides: Record<string, unknown> = {}) => ({
  customerId: customer.id,
  title: "Spring clean-up",
  lineItems: [
    { description: "Weekly mowing", quantity: 4, rateCents: 4500 },
    { description: "Hedge trim", quantity: 1.5, rateCents: 3999 },
  ],
  discountCents: 0,
  validUntil: null,
  terms: "Net 15",
  notes: null,
  ...overrides,
});

describe("document totals", () => {
  it("rounds each line and the tax once, half away from zero, in whole cents", () => {
    expect(computeDocumentTotals([{ quantity: 1.5, rateCents: 3999 }], 0, 7.5)).toEqual({
      lineAmountsCents: [5999], // 59.985 → 59.99
      subtotalCents: 5999,
      discountCents: 0,
      taxAmountCents: 450, // 449.925 → 450
      totalCents: 6449,
    });
    // A discount is capped at the subtotal: never a negative bill.
    expect(computeDocumentTotals([{ quantity: 1, rateCents: 1000 }], 5000, 10).totalCents).toBe(0);
    // Many random documents: totals are integers and add up.
    let seed = 7;
    const next = (n: number) => ((seed = (seed * 48271) % 2147483647), seed % n);
    for (let i = 0; i < 500; i++) {
      const lines = Array.from({ length: 1 + next(8) }, () => ({ quantity: (1 + next(10000)) / 100, rateCents: next(1_000_000) }));
      const t = computeDocumentTotals(lines, next(5000), next(2000) / 100);
      expect(Number.isInteger(t.taxAmountCents) && t.lineAmountsCents.every(Number.isInteger)).toBe(true);
      expect(t.subtotalCents).toBe(t.lineAmountsCents.reduce((a, b) => a + b, 0));
      expect(t.totalCents).toBe(t.subtotalCents - t.discountCents + t.taxAmountCents);
      expect(t.totalCents).toBeGreaterThanOrEqual(0);
    }
  });
});

describe("quotes from the admin side", () => {
  it("builds a draft, sends it (portal notice + email with the portal link), and the customer approves it in the portal", async () => {
    const saved = await saveQuoteDraft(scope(), draft({ discountCents: 1000 }));
    expect(saved.quoteNumber).toMatch(/^Q-\d+$/);
    // Customers never see drafts.
    expect(await getCustomerQuote({ businessId: business.id, customerId: customer.id }, saved.id)).toBeNull();
    const quote = await getBusinessQuote(scope(), saved.id);
    // 180.00 + 59.99 = 239.99; −10.00 = 229.99; tax 7.5% = 17.24925 → 17.25.
    expect(quote).toMatchObject({ status: "draft", totalAmountCents: 24724, figures: { subtotalCents: 23999, discountCents: 1000, taxCents: 1725, totalCents: 24724 } });

    await sendQuote(scope(), { quoteId: saved.id });
    await expect(sendQuote(scope(), { quoteId: saved.id })).rejects.toMatchObject({ code: "conflict" });
    const [notice] = await db.select().from(s.notifications).where(and(eq(s.notifications.customerId, customer.id), eq(s.notifications.kind, "quote")));
    expect(notice.link).toBe(`/quotes/${saved.id}`);
    const [email] = await db.select().from(s.emailOutbox).where(eq(s.emailOutbox.toAddress, customer.email!)).orderBy(desc(s.emailOutbox.createdAt)).limit(1);
    expect(email.text).toContain(`${business.portalSubdomain}.`);
    expect(email.text).toContain(`/quotes/${saved.id}`);

    const seen = await getCustomerQuote({ businessId: business.id, customerId: customer.id }, saved.id);
    expect(seen?.figures.totalCents).toBe(24724);
    await respondToQuote({ businessId: business.id, customerId: customer.id }, { quoteId: saved.id, decision: "approve", comment: "Go ahead" }, "Casey Tester");
    const approved = await listBusinessQuotes(scope(), { q: "", state: "approved", sort: "created", dir: "desc", limit: 25, offset: 0 });
    expect(approved.rows.map((r) => r.id)).toContain(saved.id);
    await expect(saveQuoteDraft(scope(), { ...draft(), quoteId: saved.id })).rejects.toMatchObject({ code: "conflict" });
  });

  it("shows a sent quote past its valid-until date as expired, and duplicates any quote as a new draft", async () => {
    const saved = await saveQuoteDraft(scope(), draft({ title: "Old offer", validUntil: "2020-01-31" }));
    await sendQuote(scope(), { quoteId: saved.id });
    expect((await getBusinessQuote(scope(), saved.id))?.state).toBe("expired");
    const expired = await listBusinessQuotes(scope(), { q: "Old offer", state: "expired", sort: "created", dir: "desc", limit: 25, offset: 0 });
    expect(expired.rows.map((r) => r.id)).toEqual([saved.id]);
    const sent = await listBusinessQuotes(scope(), { q: "Old offer", state: "sent", sort: "created", dir: "desc", limit: 25, offset: 0 });
    expect(sent.total).toBe(0);

    const copy = await duplicateQuote(scope(), { quoteId: saved.id });
    const duplicated = await getBusinessQuote(scope(), copy.id);
    expect(duplicated).toMatchObject({ status: "draft", title: "Old offer", validUntil: null, totalAmountCents: (await getBusinessQuote(scope(), saved.id))!.totalAmountCents });
    expect(duplicated?.figures.lines.map((l) => l.description)).toEqual(["Weekly mowing", "Hedge trim"]);
    expect(copy.quoteNumber).not.toBe(saved.quoteNumber);
  });

  it("keeps other businesses out", async () => {
    const saved = await saveQuoteDraft(scope(), draft());
    expect(await getBusinessQuote({ businessId: other.id }, saved.id)).toBeNull();
    await expect(sendQuote({ businessId: other.id }, { quoteId: saved.id })).rejects.toMatchObject({ code: "not_found" });
    await expect(duplicateQuote({ businessId: other.id }, { quoteId: saved.id })).rejects.toMatchObject({ code: "not_found" });
    await expect(saveQuoteDraft({ businessId: other.id }, draft())).rejects.toMatchObject({ code: "not_found" });
    await expect(createContract({ businessId: other.id }, { source: "quote", quoteId: saved.id }, actor())).rejects.toMatchObject({ code: "not_found" });
  });
});

describe("contracts from the admin side", () => {
  it("turns an approved quote into a contract the customer signs in the portal; staff then see the certificate", async () => {
    const saved = await saveQuoteDraft(scope(), draft({ title: "Season contract" }));
    await expect(createContract(scope(), { source: "quote", quoteId: saved.id }, actor())).rejects.toMatchObject({ code: "conflict" });
    await sendQuote(scope(), { quoteId: saved.id });
    await respondToQuote({ businessId: business.id, customerId: customer.id }, { quoteId: saved.id, decision: "approve", comment: null }, "Casey Tester");

    const created = await createContract(scope(), { source: "quote", quoteId: saved.id, endDate: "2027-10-31" }, actor());
    const contract = await getBusinessContract(scope(), created.id);
    expect(contract?.contractNumber).toMatch(/^C-\d+$/);
    expect(contract).toMatchObject({ status: "draft", title: "Season contract", quote: { id: saved.id } });
    expect(contract?.content).toContain("Weekly mowing");
    // Spec §9: documents show dates in long form (issue 37: it was the raw "2027-10-31").
    expect(contract?.content).toContain("This agreement ends on October 31, 2027.");
    expect(contract?.content).not.toContain("2027-10-31");

    await sendContract(scope(), { contractId: created.id });
    await expect(sendContract(scope(), { contractId: created.id })).rejects.toMatchObject({ code: "conflict" });
    await signContract(
      { businessId: business.id, customerId: customer.id },
      { contractId: created.id, signerName: "Casey Tester", signatureImage: TINY_PNG_DATA_URL, consent: true, contentSha256: contractContentSha256(contract!.content), ip: "198.51.100.7", userAgent: "vitest" },
    );
    const signed = await getBusinessContract(scope(), created.id);
    expect(signed?.status).toBe("signed");
    expect(signed?.signature).toMatchObject({ signerName: "Casey Tester", ip: "198.51.100.7", contentSha256: contractContentSha256(contract!.content) });
    expect(await getBusinessContract({ businessId: other.id }, created.id)).toBeNull();
  });

  it("prints a quote's terms once on its contract: in the signed text, not again under it (issue 37)", async () => {
    const saved = await saveQuoteDraft(scope(), draft({ title: "Hedge contract", terms: "Payment within 15 days of each visit." }));
    await sendQuote(scope(), { quoteId: saved.id });
    await respondToQuote({ businessId: business.id, customerId: customer.id }, { quoteId: saved.id, decision: "approve", comment: null }, "Casey Tester");
    const created = await createContract(scope(), { source: "quote", quoteId: saved.id, endDate: "2027-11-30" }, actor());
    await sendContract(scope(), { contractId: created.id });
    const customerScope = { businessId: business.id, customerId: customer.id };
    const view = (await getCustomerContract(customerScope, created.id))!;
    // The terms are part of what is signed (the hash covers the text) and the API's `terms` field keeps them.
    expect(view.content).toContain("Terms\nPayment within 15 days of each visit.");
    expect(view.terms).toBe("Payment within 15 days of each visit.");
    // The portal's preview, print window, the PDF and the admin page print under the text only what it lacks: nothing here.
    expect(termsShownApart(view)).toBeNull();
    expect(termsShownApart((await getBusinessContract(scope(), created.id))!)).toBeNull();
    const token = await createSession(db, business.id, customer.id);
    const host = `${business.portalSubdomain}.localhost:3000`;
    const res = await contractPdf(
      new Request(`http://${host}/api/portal/contracts/${created.id}/pdf`, { headers: { host, cookie: `sl_portal_session=${token}` } }),
      { params: Promise.resolve({ contractId: created.id }) },
    );
    expect(res.status).toBe(200);
    const text = (await pdfPagesText(new Uint8Array(await res.arrayBuffer()))).join("\n");
    expect(text.split("\n").filter((line) => line === "Terms")).toHaveLength(1);
    expect(text.split("Payment within 15 days of each visit.")).toHaveLength(2);
    expect(text).toContain("This agreement ends on November 30, 2027.");
    // A contract whose text does not hold its terms (written by hand, or older) still shows them, once.
    expect(termsShownApart({ content: "We plough after 5 cm.", terms: "Net 30" })).toBe("Net 30");
    expect(termsShownApart({ content: "We plough.", terms: "  " })).toBeNull();
  });

  it("creates a contract from terms text for a customer of the business only", async () => {
    const created = await createContract(scope(), { source: "terms", customerId: customer.id, title: "Snow removal", content: "We plough after 5 cm.", totalAmountCents: 50000 }, actor());
    expect((await getBusinessContract(scope(), created.id))?.content).toBe("We plough after 5 cm.");
    const stranger = await createCustomer(db, other.id);
    await expect(createContract(scope(), { source: "terms", customerId: stranger.id, title: "x", content: "y", totalAmountCents: 0 }, actor())).rejects.toMatchObject({ code: "not_found" });
  });
});
