import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as contractFromQuote } from "@/app/api/v1/quotes/[id]/contract/route";
import { POST as invoiceFromQuote } from "@/app/api/v1/quotes/[id]/invoice/route";
import { POST as jobFromQuote } from "@/app/api/v1/quotes/[id]/job/route";
import { db } from "@/db/client";
import { buildOpenApiDocument } from "@/lib/api/openapi/build-document";
import * as s from "@/db/schema";
import { respondToQuote } from "@/lib/quotes/respond-to-quote";
import { saveQuoteDraft } from "@/lib/quotes/save-quote-draft";
import { sendQuote } from "@/lib/quotes/send-quote";
import { apiRequest, createApiKey } from "../../support/api-fixtures";
import { createBusiness, createCustomer } from "../../support/portal-fixtures";

vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

/**
 * API v1 conversions (issue 37): POST /quotes/{id}/{job|contract|invoice} answer 201 with the
 * new object once, 200 with the same object after; 409 conflict unless approved; 404 for another
 * business's quote; 403 without the kind's permission.
 */
let business: Awaited<ReturnType<typeof createBusiness>>;
let other: Awaited<ReturnType<typeof createBusiness>>;
let customer: Awaited<ReturnType<typeof createCustomer>>;
let key = "";
let keyId = "";
let otherKey = "";
let quotesOnlyKey = "";

const params = (id: string) => ({ params: Promise.resolve({ id }) });
const ROUTES = {
  job: jobFromQuote,
  contract: contractFromQuote,
  invoice: invoiceFromQuote,
} as const;
const post = (kind: keyof typeof ROUTES, id: string, apiKey = key, headers: Record<string, string> = {}) =>
  ROUTES[kind](
    apiRequest(`/quotes/${id}/${kind}`, {
      key: apiKey,
      method: "POST",
      headers,
    }),
    params(id),
  );

beforeAll(async () => {
  business = await createBusiness(db, { taxRate: 8.25 });
  other = await createBusiness(db);
  customer = await createCustomer(db, business.id);
  const full = await createApiKey(db, business.id, ["manage_quotes", "manage_invoices", "manage_schedule"]);
  key = full.key;
  keyId = full.id;
  otherKey = (await createApiKey(db, other.id, ["manage_quotes", "manage_invoices", "manage_schedule"])).key;
  quotesOnlyKey = (await createApiKey(db, business.id, ["manage_quotes"])).key;
});
afterAll(async () => {
  for (const id of [business.id, other.id]) await db.delete(s.businesses).where(eq(s.businesses.id, id));
});

async function quote(approve: boolean) {
  const saved = await saveQuoteDraft(
    { businessId: business.id },
    {
      customerId: customer.id,
      title: "Fall clean-up",
      lineItems: [
        { description: "Leaf removal", quantity: 3, rateCents: 4_550 },
        { description: "Gutter clean", quantity: 1, rateCents: 12_000 },
      ],
      discountCents: 1_000,
      validUntil: null,
      terms: null,
      notes: null,
    },
  );
  await sendQuote({ businessId: business.id }, { quoteId: saved.id });
  if (approve)
    await respondToQuote({ businessId: business.id, customerId: customer.id }, { quoteId: saved.id, decision: "approve", comment: null }, "Casey Tester");
  return saved.id;
}

describe("POST /api/v1/quotes/{id}/{job|contract|invoice}", () => {
  it("answers 201 with the new invoice, then 200 with the same one; its lines and figures are the quote's", async () => {
    const id = await quote(true);
    const first = await post("invoice", id);
    expect(first.status).toBe(201);
    const invoice = await first.json();
    // 3 × 45.50 + 120.00 = 256.50; − 10.00 = 246.50; tax 8.25 % = 20.33625 → 20.34; 266.84.
    expect(invoice).toMatchObject({
      status: "draft",
      customer_id: customer.id,
      subtotal: 256.5,
      discount: 10,
      tax_amount: 20.34,
      amount: 266.84,
    });
    expect(
      invoice.line_items.map((l: { description: string; quantity: number; rate: number; amount: number }) => [l.description, l.quantity, l.rate, l.amount]),
    ).toEqual([
      ["Leaf removal", 3, 45.5, 136.5],
      ["Gutter clean", 1, 120, 120],
    ]);
    const second = await post("invoice", id);
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual(invoice);
    expect(await db.select().from(s.invoices).where(eq(s.invoices.quoteId, id))).toHaveLength(1);
    const [audit] = await db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.targetId, id), eq(s.auditLog.action, "quote.converted_to_invoice")));
    expect(audit).toMatchObject({ actorType: "system", targetId: id });
    expect(audit.meta).toMatchObject({ apiKeyId: keyId, targetId: invoice.id });
  });

  it("makes the job and the contract once each; ten concurrent calls answer one contract", async () => {
    const id = await quote(true);
    const job = await post("job", id);
    expect(job.status).toBe(201);
    const jobJson = await job.json();
    expect(jobJson).toMatchObject({
      customer_id: customer.id,
      title: "Fall clean-up",
      price: 246.5,
    });
    const jobAgain = await post("job", id);
    expect(jobAgain.status).toBe(200);
    expect((await jobAgain.json()).id).toBe(jobJson.id);

    const responses = await Promise.all(Array.from({ length: 10 }, () => post("contract", id)));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const bodies = await Promise.all(responses.map((r) => r.json()));
    expect(new Set(bodies.map((b) => b.id)).size).toBe(1);
    expect(bodies[0]).toMatchObject({
      quote_id: id,
      status: "draft",
      total_amount: 266.84,
    });
  });

  it("answers 409 conflict for a quote not approved, 404 for another business's, 403 without the kind's permission", async () => {
    const sent = await quote(false);
    for (const kind of ["job", "contract", "invoice"] as const) {
      const refused = await post(kind, sent);
      expect(refused.status).toBe(409);
      expect((await refused.json()).error).toMatchObject({ code: "conflict" });
    }
    const approved = await quote(true);
    for (const kind of ["job", "contract", "invoice"] as const) {
      const foreign = await post(kind, approved, otherKey);
      expect(foreign.status).toBe(404);
      expect(await foreign.json()).toEqual({
        error: { code: "not_found", message: "Quote not found" },
      });
    }
    expect((await post("job", "not-a-uuid")).status).toBe(404);
    expect((await post("invoice", approved, quotesOnlyKey)).status).toBe(403);
    expect((await post("job", approved, quotesOnlyKey)).status).toBe(403);
    expect(await db.select().from(s.quoteConversions).where(eq(s.quoteConversions.quoteId, approved))).toEqual([]);
  });

  it("a retry with the same Idempotency-Key replays the first answer", async () => {
    const id = await quote(true);
    const headers = { "idempotency-key": `conv-${id}` };
    const first = await post("invoice", id, key, headers);
    const replay = await post("invoice", id, key, headers);
    expect([first.status, replay.status]).toEqual([201, 201]);
    expect((await replay.json()).id).toBe((await first.json()).id);
  });

  it("is in the OpenAPI document with both answers: 201 made, 200 existing, 409 refused", () => {
    const paths = buildOpenApiDocument("http://localhost:3000/api/v1").paths as Record<string, Record<string, { responses: Record<string, unknown>; "x-permission": string }>>;
    for (const [kind, permission] of [["job", "manage_schedule"], ["contract", "manage_quotes"], ["invoice", "manage_invoices"]] as const) {
      const operation = paths[`/quotes/{id}/${kind}`].post;
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(["200", "201", "404", "409"]));
      expect(operation["x-permission"]).toBe(permission);
    }
  });
});
