import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as sendContract } from "@/app/api/v1/contracts/[id]/send/route";
import { GET as listContracts, POST as createContract } from "@/app/api/v1/contracts/route";
import { GET as customerLedger } from "@/app/api/v1/customers/[id]/ledger/route";
import { POST as recordPayment } from "@/app/api/v1/invoices/[id]/payments/route";
import { POST as sendInvoice } from "@/app/api/v1/invoices/[id]/send/route";
import { POST as createInvoice } from "@/app/api/v1/invoices/route";
import { POST as sendQuote } from "@/app/api/v1/quotes/[id]/send/route";
import { POST as createQuote } from "@/app/api/v1/quotes/route";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { apiRequest, createApiKey } from "../../support/api-fixtures";
import { createBusiness, createCustomer } from "../../support/portal-fixtures";

let business: Awaited<ReturnType<typeof createBusiness>>;
let other: Awaited<ReturnType<typeof createBusiness>>;
let customerId = "";
let key = "";
let otherKey = "";
let lookOnlyKey = "";

const params = (id: string) => ({ params: Promise.resolve({ id }) });

beforeAll(async () => {
  business = await createBusiness(db, { taxRate: 0 });
  other = await createBusiness(db);
  customerId = (await createCustomer(db, business.id)).id;
  key = (await createApiKey(db, business.id, ["manage_quotes", "manage_invoices", "view_billing"])).key;
  otherKey = (await createApiKey(db, other.id, ["manage_quotes", "manage_invoices", "view_billing"])).key;
  lookOnlyKey = (await createApiKey(db, business.id, ["manage_invoices"])).key;
});
afterAll(async () => {
  await db.delete(s.businesses).where(eq(s.businesses.id, business.id));
  await db.delete(s.businesses).where(eq(s.businesses.id, other.id));
});

describe("API v1 contracts", () => {
  it("creates a draft from an approved quote and from terms, lists them newest first in pages, and sends one", async () => {
    const quote = await (await createQuote(apiRequest("/quotes", { key, method: "POST", body: { customer_id: customerId, title: "Spring plan", line_items: [{ description: "Aeration", rate: 120 }] } }))).json();
    // Not approved yet: refused, nothing created.
    const early = await createContract(apiRequest("/contracts", { key, method: "POST", body: { quote_id: quote.id } }));
    expect(early.status).toBe(409);
    expect(await early.json()).toEqual({ error: { code: "conflict", message: "Only an approved quote can become a contract" } });
    await sendQuote(apiRequest(`/quotes/${quote.id}/send`, { key, method: "POST" }), params(quote.id));
    await db.update(s.quotes).set({ status: "approved", respondedAt: new Date() }).where(eq(s.quotes.id, quote.id));

    const fromQuote = await createContract(apiRequest("/contracts", { key, method: "POST", body: { quote_id: quote.id, end_date: "2031-03-31" } }));
    expect(fromQuote.status).toBe(201);
    const first = await fromQuote.json();
    expect(first).toMatchObject({ status: "draft", customer_id: customerId, quote_id: quote.id, title: "Spring plan", total_amount: 120, signed_date: null });
    expect(first.contract_number).toMatch(/^C-\d+$/);
    expect(first.content).toContain("This agreement ends on March 31, 2031.");

    const fromTerms = await (await createContract(apiRequest("/contracts", { key, method: "POST", body: { customer_id: customerId, title: "Snow season", content: "We clear your drive.", total_amount: 300.5 } }))).json();
    expect(fromTerms).toMatchObject({ status: "draft", quote_id: null, total_amount: 300.5, content: "We clear your drive." });

    const page1 = await (await listContracts(apiRequest("/contracts?limit=1", { key }))).json();
    expect(page1.data.map((c: { id: string }) => c.id)).toEqual([fromTerms.id]);
    expect(page1.has_more).toBe(true);
    const page2 = await (await listContracts(apiRequest(`/contracts?limit=1&cursor=${page1.next_cursor}`, { key }))).json();
    expect(page2.data.map((c: { id: string }) => c.id)).toEqual([first.id]);
    expect(page2.has_more).toBe(false);

    const sent = await sendContract(apiRequest(`/contracts/${first.id}/send`, { key, method: "POST" }), params(first.id));
    expect(sent.status).toBe(200);
    expect((await sent.json()).status).toBe("sent");
    expect((await sendContract(apiRequest(`/contracts/${first.id}/send`, { key, method: "POST" }), params(first.id))).status).toBe(409);
    const drafts = await (await listContracts(apiRequest("/contracts?status=draft", { key }))).json();
    expect(drafts.data.map((c: { id: string }) => c.id)).toEqual([fromTerms.id]);
    const told = await db.select().from(s.notifications).where(eq(s.notifications.customerId, customerId));
    expect(told.some((n) => n.kind === "contract")).toBe(true);
  });

  it("never shows or sends another business's contract, refuses keys without manage_quotes and bad bodies", async () => {
    const mine = await (await createContract(apiRequest("/contracts", { key, method: "POST", body: { customer_id: customerId, title: "Mine", content: "Text." } }))).json();
    expect((await (await listContracts(apiRequest("/contracts", { key: otherKey }))).json()).data).toEqual([]);
    const foreign = await sendContract(apiRequest(`/contracts/${mine.id}/send`, { key: otherKey, method: "POST" }), params(mine.id));
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ error: { code: "not_found", message: "Contract not found" } });
    expect((await createContract(apiRequest("/contracts", { key: otherKey, method: "POST", body: { customer_id: customerId, title: "X", content: "Y" } }))).status).toBe(404);
    expect((await listContracts(apiRequest("/contracts", { key: lookOnlyKey }))).status).toBe(403);
    expect((await createContract(apiRequest("/contracts", { key, method: "POST", body: { customer_id: customerId, title: "", content: "Y" } }))).status).toBe(422);
    expect((await createContract(apiRequest("/contracts", { key, method: "POST", body: { quote_id: "nope" } }))).status).toBe(422);
    expect((await sendContract(apiRequest("/contracts/nope/send", { key, method: "POST" }), params("nope"))).status).toBe(404);
    const [row] = await db.select().from(s.contracts).where(eq(s.contracts.id, mine.id));
    expect(row.status).toBe("draft");
  });
});

describe("API v1 keyset pages", () => {
  it("neither repeat nor skip rows created within one millisecond (the cursor keeps microseconds)", async () => {
    const biz = await createBusiness(db);
    const customer = (await createCustomer(db, biz.id)).id;
    const pageKey = (await createApiKey(db, biz.id, ["manage_quotes"])).key;
    const at = new Date();
    const rows = await db
      .insert(s.contracts)
      .values(["a", "b", "c"].map((title, i) => ({ businessId: biz.id, customerId: customer, title, createdAt: new Date(at.getTime()), contractNumber: `C-${9000 + i}` })))
      .returning({ id: s.contracts.id });
    // Microseconds apart inside the same millisecond.
    await db.execute(sql`update contracts set created_at = ${at.toISOString()}::timestamptz + (right(contract_number, 1)::int * interval '1 microsecond') where business_id = ${biz.id}`);
    const seen: string[] = [];
    let cursor = "";
    for (let i = 0; i < 4; i++) {
      const page = await (await listContracts(apiRequest(`/contracts?limit=1${cursor ? `&cursor=${cursor}` : ""}`, { key: pageKey }))).json();
      seen.push(...page.data.map((c: { id: string }) => c.id));
      if (!page.has_more) break;
      cursor = page.next_cursor;
    }
    expect(seen.sort()).toEqual(rows.map((r) => r.id).sort());
    await db.delete(s.businesses).where(eq(s.businesses.id, biz.id));
  });
});

describe("API v1 customer ledger", () => {
  it("lists every entry oldest first with the running balance, which ends at the outstanding balance", async () => {
    const ledgerCustomer = (await createCustomer(db, business.id)).id;
    const invoice = await (await createInvoice(apiRequest("/invoices", { key, method: "POST", body: { customer_id: ledgerCustomer, description: "May", line_items: [{ description: "Mowing", quantity: 4, rate: 40 }] } }))).json();
    await sendInvoice(apiRequest(`/invoices/${invoice.id}/send`, { key, method: "POST" }), params(invoice.id));
    await recordPayment(apiRequest(`/invoices/${invoice.id}/payments`, { key, method: "POST", body: { amount: 60.25, method: "cash" } }), params(invoice.id));

    const page = await (await customerLedger(apiRequest(`/customers/${ledgerCustomer}/ledger`, { key }), params(ledgerCustomer))).json();
    expect(page.data.map((e: { kind: string; amount: number; balance: number }) => [e.kind, e.amount, e.balance])).toEqual([
      ["invoice_issued", 160, 160],
      ["payment", -60.25, 99.75],
    ]);
    expect(page.has_more).toBe(false);
    const [customer] = await db.select().from(s.customers).where(eq(s.customers.id, ledgerCustomer));
    expect(customer.outstandingBalanceCents).toBe(9975);

    const first = await (await customerLedger(apiRequest(`/customers/${ledgerCustomer}/ledger?limit=1`, { key }), params(ledgerCustomer))).json();
    const rest = await (await customerLedger(apiRequest(`/customers/${ledgerCustomer}/ledger?limit=1&cursor=${first.next_cursor}`, { key }), params(ledgerCustomer))).json();
    expect([...first.data, ...rest.data].map((e: { balance: number }) => e.balance)).toEqual([160, 99.75]);
  });

  it("is empty for a customer without entries, 404 for another business's customer, 403 without view_billing", async () => {
    const fresh = (await createCustomer(db, business.id)).id;
    expect(await (await customerLedger(apiRequest(`/customers/${fresh}/ledger`, { key }), params(fresh))).json()).toEqual({ data: [], has_more: false, next_cursor: null });
    const foreign = await customerLedger(apiRequest(`/customers/${fresh}/ledger`, { key: otherKey }), params(fresh));
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ error: { code: "not_found", message: "Customer not found" } });
    expect((await customerLedger(apiRequest("/customers/nope/ledger", { key }), params("nope"))).status).toBe(404);
    expect((await customerLedger(apiRequest(`/customers/${fresh}/ledger`, { key: lookOnlyKey }), params(fresh))).status).toBe(403);
  });
});
