import { beforeAll, describe, expect, it } from "vitest";
import { GET, POST } from "@/app/api/customer-portal-data/route";
import { sql as dsql } from "drizzle-orm";
import { countQueries, db, sql } from "@/db/client";
import { validateCustomerSession } from "@/lib/identity/customer/sessions";
import { createServiceRequest } from "@/lib/scheduling/service-requests/create-service-request";
import { pageLoaders } from "@/lib/portal/page-loaders";
import { respondToQuote } from "@/lib/quotes/respond-to-quote";
import { rateVisit } from "@/lib/feedback/rate-visit";
import { serviceRequestSchema } from "@/lib/scheduling/service-requests/service-request-schema";
import { sendCustomerMessage } from "@/lib/messaging/send-customer-message";
import { signContract } from "@/lib/contracts/sign-contract";
import { subscribeToService } from "@/lib/catalog/subscribe-to-service";
import { updateCustomerAccount } from "@/lib/customers/account/update-customer-account";
import { sha256Hex } from "@/lib/security/tokens";
import { findBusinessByTenantKey } from "@/lib/tenancy/find-business-by-tenant-key";
import {
  CONTRACT_TEXT, TINY_PNG_DATA_URL, createBulkData, createBusiness, createContract, createCustomer, createJob, createQuote, createService, createSession,
} from "../../support/portal-fixtures";

/**
 * Issue 5 "Performance": the queries a portal page or API action runs must not grow with
 * the data. A customer with 300 quotes, invoices, jobs, contracts, messages and
 * notifications; each page = session check + shell + page loader, each API action = the
 * whole route handler; none may exceed 8.
 */
const LIMIT = 8;
const N = 300;
let biz: Awaited<ReturnType<typeof createBusiness>>;
let scope: { businessId: string; customerId: string };
let token: string;
let conversationId: string;
const counts: Record<string, number> = {};

beforeAll(async () => {
  biz = await createBusiness(db);
  const customer = await createCustomer(db, biz.id);
  scope = { businessId: biz.id, customerId: customer.id };
  token = await createSession(db, biz.id, customer.id);
  ({ conversationId } = await createBulkData(db, scope, N));
  // Warm the pool's connections and the tenant cache: steady-state requests are measured.
  await Promise.all(Array.from({ length: 10 }, (_, i) => sql`select ${i}::int`));
  await findBusinessByTenantKey(biz.portalSubdomain);
}, 120_000);

async function page(name: string, load: () => Promise<unknown>) {
  const { count, result } = await countQueries(async () => {
    const session = await validateCustomerSession({ token, businessId: biz.id });
    if ("error" in session) throw new Error(session.message);
    await pageLoaders.shell(scope);
    return load();
  });
  counts[`page ${name}`] = count;
  return { count, result };
}

describe(`query counts with ${N} of everything`, () => {
  it("every portal page stays within the limit and really loads the data", async () => {
    const [quote] = await db.execute<{ id: string }>(dsql`select id from quotes where customer_id = ${scope.customerId} limit 1`);
    const [invoice] = await db.execute<{ id: string }>(dsql`select id from invoices where customer_id = ${scope.customerId} limit 1`);

    expect((await page("dashboard", () => pageLoaders.dashboard(scope))).count).toBeLessThanOrEqual(LIMIT);
    const services = await page("services", () => pageLoaders.services(scope));
    const { history } = services.result as { history: { upcoming: unknown[]; past: unknown[] } };
    expect(history.upcoming.length + history.past.length).toBe(N);
    expect((await page("request-service", () => pageLoaders.requestService(scope, "America/New_York"))).count).toBeLessThanOrEqual(LIMIT);
    const quotes = await page("quotes", () => pageLoaders.quotes(scope));
    expect(quotes.result as unknown[]).toHaveLength(N);
    expect((await page("quote", () => pageLoaders.quote(scope, quote.id))).result).not.toBeNull();
    expect((await page("contracts", () => pageLoaders.contracts(scope))).result as unknown[]).toHaveLength(N);
    expect((await page("invoices", () => pageLoaders.invoices(scope))).result as unknown[]).toHaveLength(N);
    expect((await page("invoice", () => pageLoaders.invoice(scope, invoice.id, null))).result).not.toBeNull();
    expect(((await page("messages", () => pageLoaders.messages(scope))).result as { messages: unknown[] }).messages.length).toBe(200);
    await page("account", () => pageLoaders.account(scope));
    await page("notifications", () => pageLoaders.notifications(scope));
    const [job] = await db.execute<{ id: string }>(dsql`select id from jobs where customer_id = ${scope.customerId} limit 1`);
    expect((await page("feedback", () => pageLoaders.feedback(scope, job.id))).result).not.toBeNull();
    for (const [name, count] of Object.entries(counts)) expect(count, name).toBeLessThanOrEqual(LIMIT);
  });

  it("every API action (whole route handler) stays within the limit", async () => {
    const h = `${biz.portalSubdomain}.localhost:3000`;
    for (const action of ["quotes", "invoices", "conversations"]) {
      const { count, result } = await countQueries(() =>
        GET(new Request(`http://${h}/api/customer-portal-data?action=${action}&session_token=${token}`, { headers: { host: h } })),
      );
      expect(result.status).toBe(200);
      counts[`GET ${action}`] = count;
    }
    const quote = await createQuote(db, scope);
    const post = (body: object) =>
      countQueries(() =>
        POST(new Request(`http://${h}/api/customer-portal-data`, { method: "POST", headers: { host: h, "content-type": "application/json" }, body: JSON.stringify({ session_token: token, ...body }) })),
      );
    const approve = await post({ action: "approve-quote", quote_data: { quote_id: quote.id, comment: "ok" } });
    expect(approve.result.status).toBe(200);
    counts["POST approve-quote"] = approve.count;
    const quote2 = await createQuote(db, scope);
    counts["POST decline-quote"] = (await post({ action: "decline-quote", quote_data: { quote_id: quote2.id } })).count;
    const send = await post({ action: "send_message", message_data: { conversation_id: conversationId, content: "Counting" } });
    expect(send.result.status).toBe(200);
    counts["POST send_message"] = send.count;
    for (const [name, count] of Object.entries(counts)) expect(count, name).toBeLessThanOrEqual(LIMIT);
  });

  it("every portal server action's work (session check + operation) stays within the limit", async () => {
    const withSession = async (name: string, run: () => Promise<unknown>) => {
      const { count } = await countQueries(async () => {
        await validateCustomerSession({ token, businessId: biz.id });
        await run();
      });
      counts[`action ${name}`] = count;
    };
    const service = await createService(db, biz.id);
    await withSession("subscribe", () => subscribeToService(scope, { serviceId: service.id, today: "2030-01-01" }));
    await withSession("request-service", () => createServiceRequest(scope, serviceRequestSchema("2030-01-01").parse({ serviceId: service.id }), "Casey"));
    const quote = await createQuote(db, scope);
    await withSession("respond-to-quote", () => respondToQuote(scope, { quoteId: quote.id, decision: "approve", comment: null }, "Casey"));
    const contract = await createContract(db, scope);
    await withSession("sign-contract", () =>
      signContract(scope, { contractId: contract.id, signerName: "Casey", signatureImage: TINY_PNG_DATA_URL, consent: true, contentSha256: sha256Hex(CONTRACT_TEXT), ip: null, userAgent: null }),
    );
    const visit = await createJob(db, scope, { status: "completed", scheduledDate: new Date(Date.now() - 86_400_000) });
    await withSession("rate-visit (low: alerts the owner)", () => rateVisit(scope, { visitId: visit.id, rating: 1, comment: "Late" }, "Casey"));
    await withSession("send-message", () => sendCustomerMessage(scope, { conversationId, content: "hi", fileIds: [] }, "Casey"));
    await withSession("update-account", () =>
      updateCustomerAccount(scope, { firstName: "Casey", lastName: "Count", email: `count${Date.now()}@example.test`, phone: null, address: null, city: null, state: null, zip: null }),
    );
    process.stdout.write(`\nQUERY COUNTS (limit ${LIMIT}, ${N} rows each):\n${Object.entries(counts).map(([k, v]) => `  ${k.padEnd(28)} ${v}`).join("\n")}\n`);
    for (const [name, count] of Object.entries(counts)) expect(count, name).toBeLessThanOrEqual(LIMIT);
  });
});
