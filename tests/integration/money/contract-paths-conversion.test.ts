import { readFileSync } from "node:fs";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as postContract } from "@/app/api/v1/contracts/route";
import { POST as contractFromQuote } from "@/app/api/v1/quotes/[id]/contract/route";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { createContractAction } from "@/lib/admin/actions/contracts/create-contract";
import { createContractFromQuoteAction } from "@/lib/admin/actions/quotes/create-contract-from-quote";
import { listApprovedQuotes } from "@/lib/contracts/list-approved-quotes";
import { convertQuoteToContract } from "@/lib/quotes/conversions/convert-quote-to-contract";
import { listQuoteConversions } from "@/lib/quotes/conversions/list-quote-conversions";
import { respondToQuote } from "@/lib/quotes/respond-to-quote";
import { saveQuoteDraft } from "@/lib/quotes/save-quote-draft";
import { sendQuote } from "@/lib/quotes/send-quote";
import { apiRequest, createApiKey } from "../../support/api-fixtures";
import { asStaff } from "../../support/fake-request";
import { createBusiness, createCustomer } from "../../support/portal-fixtures";

vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

/**
 * The older ways to make a contract from a quote — the contracts page's form and
 * POST /api/v1/contracts with a quote_id — are the quote's one conversion too (issue 37 item 2):
 * the first call makes the contract and records it, every later one (or ten at once, or one
 * through the quote's own route) answers that contract, and the quote lists it.
 */
let business: Awaited<ReturnType<typeof createBusiness>>;
let other: Awaited<ReturnType<typeof createBusiness>>;
let customer: Awaited<ReturnType<typeof createCustomer>>;
let key = "";
let keyId = "";
const scope = () => ({ businessId: business.id });

beforeAll(async () => {
  business = await createBusiness(db, { taxRate: 5 });
  other = await createBusiness(db);
  customer = await createCustomer(db, business.id);
  const created = await createApiKey(db, business.id, ["manage_quotes"]);
  key = created.key;
  keyId = created.id;
});
afterAll(async () => {
  for (const id of [business.id, other.id]) await db.delete(s.businesses).where(eq(s.businesses.id, id));
});

async function approvedQuote(title = "Hedge season") {
  const saved = await saveQuoteDraft(scope(), {
    customerId: customer.id,
    title,
    lineItems: [{ description: "Hedge trim", quantity: 2, rateCents: 6_000 }],
    discountCents: 1_000,
    validUntil: null,
    terms: "Net 15",
    notes: null,
  });
  await sendQuote(scope(), { quoteId: saved.id });
  await respondToQuote({ businessId: business.id, customerId: customer.id }, { quoteId: saved.id, decision: "approve", comment: null }, "Casey Tester");
  return saved.id;
}

const contractsOf = (quoteId: string) => db.select().from(s.contracts).where(eq(s.contracts.quoteId, quoteId));
const conversionsOf = (quoteId: string) => db.select().from(s.quoteConversions).where(eq(s.quoteConversions.quoteId, quoteId));
const audits = (quoteId: string) =>
  db
    .select()
    .from(s.auditLog)
    .where(and(eq(s.auditLog.targetId, quoteId), eq(s.auditLog.action, "quote.converted_to_contract")));
const post = (body: unknown) => postContract(apiRequest("/contracts", { key, method: "POST", body }));

describe("POST /api/v1/contracts with a quote_id", () => {
  it("answers 201 the first time and 200 with the same object after; the quote lists it and its own route answers it", async () => {
    const quoteId = await approvedQuote();
    const first = await post({ quote_id: quoteId, end_date: "2031-10-31" });
    expect(first.status).toBe(201);
    const made = await first.json();
    expect(made).toMatchObject({ quote_id: quoteId, status: "draft", customer_id: customer.id });
    expect(made.content).toContain("This agreement ends on October 31, 2031.");

    // A later call — even with another end date — is the same contract, unchanged.
    const again = await post({ quote_id: quoteId, end_date: "2032-01-31" });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(made);
    const viaQuote = await contractFromQuote(apiRequest(`/quotes/${quoteId}/contract`, { key, method: "POST" }), { params: Promise.resolve({ id: quoteId }) });
    expect(viaQuote.status).toBe(200);
    expect(await viaQuote.json()).toEqual(made);

    expect((await contractsOf(quoteId)).map((c) => c.id)).toEqual([made.id]);
    expect(await listQuoteConversions(scope(), quoteId)).toEqual([{ kind: "contract", id: made.id, label: made.contract_number }]);
    const [audit] = await audits(quoteId);
    expect(audit.meta).toMatchObject({ kind: "contract", targetId: made.id, apiKeyId: keyId });
    expect(await audits(quoteId)).toHaveLength(1);
  });

  it("ten at once make one contract: one 201, nine 200, all the same object", async () => {
    const quoteId = await approvedQuote("Ten at once");
    const responses = await Promise.all(Array.from({ length: 10 }, () => post({ quote_id: quoteId })));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const bodies = await Promise.all(responses.map((r) => r.json()));
    expect(new Set(bodies.map((b) => b.id)).size).toBe(1);
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(await contractsOf(quoteId)).toHaveLength(1);
    expect(await conversionsOf(quoteId)).toHaveLength(1);
    expect(await audits(quoteId)).toHaveLength(1);
  });

  it("answers the contract the quote's own route made first", async () => {
    const quoteId = await approvedQuote("Quote route first");
    const made = await convertQuoteToContract(scope(), { quoteId }, { type: "api_key", apiKeyId: keyId });
    const res = await post({ quote_id: quoteId });
    expect(res.status).toBe(200);
    expect((await res.json()).id).toBe(made.id);
    expect(await contractsOf(quoteId)).toHaveLength(1);
  });

  it("still makes a new contract from terms text each time (201), recording no conversion", async () => {
    const body = { customer_id: customer.id, title: "Snow season", content: "We clear your drive." };
    const [a, b] = [await post(body), await post(body)];
    expect([a.status, b.status]).toEqual([201, 201]);
    expect((await a.json()).id).not.toBe((await b.json()).id);
  });
});

describe("the contracts page's form (createContractAction) from a quote", () => {
  it("makes the quote's one contract once: a second attempt, or ten at once, answers the existing one, and the quote lists it", async () => {
    await asStaff(business.owner.id);
    const quoteId = await approvedQuote("From the contracts page");
    const first = await createContractAction({ source: "quote", quoteId, endDate: "" });
    expect(first).toMatchObject({ ok: true, data: { created: true } });
    const contractId = first.ok ? first.data.id : "";

    const second = await createContractAction({ source: "quote", quoteId, endDate: "2031-05-31" });
    expect(second).toMatchObject({ ok: true, data: { id: contractId, created: false } });
    const ten = await Promise.all(Array.from({ length: 10 }, () => createContractAction({ source: "quote", quoteId, endDate: "" })));
    for (const result of ten) expect(result).toMatchObject({ ok: true, data: { id: contractId, created: false } });
    // The quote page's own button opens the same one.
    expect(await createContractFromQuoteAction({ quoteId })).toMatchObject({ ok: true, data: { id: contractId, created: false } });

    const [contract] = await contractsOf(quoteId);
    expect(contract.id).toBe(contractId);
    expect((await listQuoteConversions(scope(), quoteId)).map((l) => [l.kind, l.id])).toEqual([["contract", contractId]]);
    // The form's choice of quote says it already has its contract.
    const choice = (await listApprovedQuotes(scope())).find((q) => q.id === quoteId);
    expect(choice?.label).toMatch(new RegExp(`— From the contracts page \\(.+\\) · has contract ${contract.contractNumber}$`));
    const [audit] = await audits(quoteId);
    expect(audit).toMatchObject({ actorType: "staff", actorId: business.owner.id });
    expect(await audits(quoteId)).toHaveLength(1);
  });

  it("ten first attempts at once make one contract and all ten open it", async () => {
    await asStaff(business.owner.id);
    const quoteId = await approvedQuote("Ten from the form");
    const results = await Promise.all(Array.from({ length: 10 }, () => createContractAction({ source: "quote", quoteId, endDate: "" })));
    const ids = new Set(results.map((r) => (r.ok ? r.data.id : "failed")));
    expect(ids.size).toBe(1);
    expect(ids.has("failed")).toBe(false);
    expect(results.filter((r) => r.ok && r.data.created)).toHaveLength(1);
    expect(await contractsOf(quoteId)).toHaveLength(1);
    expect(await conversionsOf(quoteId)).toHaveLength(1);
  });

  it("refuses a quote not approved (409) and another business's quote (404), making nothing", async () => {
    const draft = await saveQuoteDraft(scope(), {
      customerId: customer.id,
      title: "Not yet",
      lineItems: [{ description: "Aeration", quantity: 1, rateCents: 9_000 }],
      discountCents: 0,
      validUntil: null,
      terms: null,
      notes: null,
    });
    await asStaff(business.owner.id);
    expect(await createContractAction({ source: "quote", quoteId: draft.id, endDate: "" })).toMatchObject({ ok: false, status: 409 });
    const approved = await approvedQuote("Not theirs");
    await asStaff(other.owner.id);
    expect(await createContractAction({ source: "quote", quoteId: approved, endDate: "" })).toMatchObject({ ok: false, status: 404 });
    expect(await contractsOf(draft.id)).toEqual([]);
    expect(await contractsOf(approved)).toEqual([]);
    expect(await conversionsOf(approved)).toEqual([]);
    // Still offered on the form, as a quote with no contract yet.
    const choice = (await listApprovedQuotes(scope())).find((q) => q.id === approved);
    expect(choice?.label).toMatch(/— Not theirs \(.+\)$/);
  });
});

describe("migration 0038: contracts made from a quote before this change", () => {
  it("records each quote's first such contract as its conversion, so the quote lists it and a new attempt opens it", async () => {
    const quoteId = await approvedQuote("Made the old way");
    // Two contracts the old paths made from one quote, with no conversion recorded.
    const [older, newer] = await db
      .insert(s.contracts)
      .values([
        { businessId: business.id, customerId: customer.id, quoteId, title: "Made the old way", contractNumber: "C-7001", createdAt: new Date("2030-01-01T00:00:00Z") },
        { businessId: business.id, customerId: customer.id, quoteId, title: "Made the old way", contractNumber: "C-7002", createdAt: new Date("2030-02-01T00:00:00Z") },
      ])
      .returning({ id: s.contracts.id });
    expect(await conversionsOf(quoteId)).toEqual([]);

    const file = path.join(process.cwd(), "db/migrations/0038_quote_contract_conversions_backfill.sql");
    await db.execute(sql.raw(readFileSync(file, "utf8")));
    // Run twice, it changes nothing more.
    await db.execute(sql.raw(readFileSync(file, "utf8")));

    expect((await conversionsOf(quoteId)).map((c) => [c.kind, c.contractId])).toEqual([["contract", older.id]]);
    expect((await listQuoteConversions(scope(), quoteId)).map((l) => l.id)).toEqual([older.id]);
    const res = await post({ quote_id: quoteId });
    expect(res.status).toBe(200);
    expect((await res.json()).id).toBe(older.id);
    expect((await contractsOf(quoteId)).map((c) => c.id).sort()).toEqual([older.id, newer.id].sort());
  });
});
