import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { NOT_PAYABLE_ONLINE } from "@/lib/money/payments/create-invoice-checkout";
import { startCardSetup } from "@/lib/money/autopay/start-card-setup";
import { PAYMENTS_SETTINGS_PATH, STRIPE_RETURN_PATH, startStripeOnboarding } from "@/lib/money/stripe/start-stripe-onboarding";
import { syncStripeAccount } from "@/lib/money/stripe/sync-stripe-account";
import { findBusinessByTenantKey } from "@/lib/tenancy/find-business-by-tenant-key";
import { parseStripeForm } from "../../support/fake-stripe/form-body";
import type { FakeStripe } from "../../support/fake-stripe/server";
import { startStripeForTests } from "../../support/fake-stripe/stripe-for-tests";
import { createBusiness, createCustomer } from "../../support/portal-fixtures";

/**
 * Pins, exactly, what Stripe Connect onboarding, the return-from-Stripe sync, starting a card
 * setup and the setup-mode webhook send to Stripe, write to the audit log and refuse with.
 * Written to kill StrykerJS survivors in lib/money/stripe/start-stripe-onboarding.ts,
 * lib/money/stripe/sync-stripe-account.ts, lib/money/autopay/start-card-setup.ts and
 * lib/money/autopay/record-saved-card.ts: request bodies and Idempotency-Key headers as the
 * fake Stripe received them, audit rows field by field, refusal codes and messages, the labels
 * callStripe logs when Stripe fails, and that the portal's tenant cache is dropped exactly when
 * a sync switched card payments on.
 *
 * A few answers the fake Stripe never gives (an account stored by another click while Stripe
 * answered, a Checkout Session without a URL, a SetupIntent without a card) come from a tiny
 * stub Stripe, pointed at through STRIPE_API_BASE for one call only.
 */
vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

const SECRET = "whsec_test_onboarding_exact";
const UNREACHABLE = "The payment service could not be reached. Please try again in a moment.";
const IP = "203.0.113.9";
let fake: FakeStripe;
let stopStripe: () => Promise<void>;
const created: string[] = [];

beforeAll(async () => {
  ({ fake, stop: stopStripe } = await startStripeForTests(SECRET, "sk_test_onboarding_exact"));
});
afterAll(async () => {
  for (const id of created) await db.delete(s.businesses).where(eq(s.businesses.id, id));
  await stopStripe();
});

type Business = Awaited<ReturnType<typeof createBusiness>>;
async function newBusiness(overrides: Parameters<typeof createBusiness>[1] = {}): Promise<Business> {
  const business = await createBusiness(db, { taxRate: 0, ...overrides });
  created.push(business.id);
  return business;
}
const actorOf = (business: Business) => ({ userId: business.owner.id, ip: IP });
const scopeOf = (business: { id: string }) => ({ businessId: business.id });

/** A business whose Stripe account finished onboarding: card payments on. */
async function connectedBusiness() {
  const business = await newBusiness();
  const { accountId } = await startStripeOnboarding(scopeOf(business), actorOf(business));
  fake.enableCharges(accountId);
  expect(await syncStripeAccount(scopeOf(business), actorOf(business))).toBe("connected");
  return { ...business, accountId };
}

const requestsTo = (method: string, path: string) => fake.requests.filter((r) => r.method === method && r.path === path);
const metadataOf = (r: { body: Record<string, unknown> }) => (r.body.metadata ?? {}) as Record<string, string>;
const auditsOf = (businessId: string, action: string) => db.select().from(s.auditLog).where(and(eq(s.auditLog.businessId, businessId), eq(s.auditLog.action, action)));
const businessRow = async (id: string) => (await db.select().from(s.businesses).where(eq(s.businesses.id, id)))[0];
const cardRow = async (customerId: string) => (await db.select().from(s.customerPaymentCards).where(eq(s.customerPaymentCards.customerId, customerId)))[0];
const providerSeenByPortal = async (subdomain: string) => {
  const lookup = await findBusinessByTenantKey(subdomain);
  if (lookup.status !== "found") throw new Error(`tenant ${subdomain}: ${lookup.status}`);
  return lookup.business.paymentProvider;
};
const sessionIdOf = (url: string) => /\/checkout\/setup\/(cs_[^/?]+)/.exec(url)![1];

/** Runs a call that must fail; answers its error and what it logged through console.error (callStripe's label). */
async function failureOf(run: () => Promise<unknown>): Promise<{ error: unknown; logged: unknown[] }> {
  const spy = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    const error = await run().then(
      () => new Error("expected the call to fail"),
      (e: unknown) => e,
    );
    return { error, logged: spy.mock.calls.map((call) => call[0]) };
  } finally {
    spy.mockRestore();
  }
}

/** Runs `run` with STRIPE_SECRET_KEY set to `key` (undefined: unset), then puts it back. */
async function withSecretKey<T>(key: string | undefined, run: () => Promise<T>): Promise<T> {
  const saved = process.env.STRIPE_SECRET_KEY;
  if (key === undefined) delete process.env.STRIPE_SECRET_KEY;
  else process.env.STRIPE_SECRET_KEY = key;
  try {
    return await run();
  } finally {
    process.env.STRIPE_SECRET_KEY = saved;
  }
}

type StubRequest = { method: string; path: string; account: string | null; body: Record<string, unknown> };
/**
 * A one-off Stripe: `answer` gives the JSON for a request (undefined: 404). It may await work
 * first, e.g. a database change that lands while "Stripe" is answering. The app's Stripe client
 * (STRIPE_API_BASE) points at it only while `run` runs; `run` gets the requests it received.
 */
async function withStubStripe<T>(answer: (request: StubRequest) => Promise<unknown> | unknown, run: (requests: StubRequest[]) => Promise<T>): Promise<T> {
  const requests: StubRequest[] = [];
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request = { method: req.method ?? "GET", path: new URL(req.url ?? "/", "http://stub").pathname, account: (req.headers["stripe-account"] as string | undefined) ?? null, body: parseStripeForm(Buffer.concat(chunks).toString("utf8")) };
    requests.push(request);
    const body = await answer(request);
    res.writeHead(body === undefined ? 404 : 200, { "content-type": "application/json", "request-id": "req_stub" });
    res.end(JSON.stringify(body ?? { error: { type: "invalid_request_error", message: `Unrecognized request URL (${request.method}: ${request.path})` } }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const saved = process.env.STRIPE_API_BASE;
  process.env.STRIPE_API_BASE = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    return await run(requests);
  } finally {
    process.env.STRIPE_API_BASE = saved;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

describe("startStripeOnboarding", () => {
  it("creates the account with the business's id and a per-business idempotency key, audits it once, and links to onboarding", async () => {
    const business = await newBusiness({ businessEmail: `owner-${randomUUID()}@example.test` });
    const first = await startStripeOnboarding(scopeOf(business), actorOf(business));

    const creates = fake.requests.filter((r) => r.path === "/v1/accounts" && metadataOf(r).business_id === business.id);
    expect(creates).toEqual([
      {
        method: "POST",
        path: "/v1/accounts",
        account: null,
        idempotencyKey: `connect-account-${business.id}`,
        body: { type: "standard", email: business.businessEmail, business_profile: { name: business.companyName }, metadata: { business_id: business.id } },
      },
    ]);
    expect(first.accountId).toMatch(/^acct_/);
    expect((await businessRow(business.id)).stripeAccountId).toBe(first.accountId);

    const audits = await auditsOf(business.id, "payments.stripe_account_created");
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorType: "staff", actorId: business.owner.id, targetType: "business", targetId: business.id, ip: IP });
    expect(audits[0].meta).toEqual({ stripeAccountId: first.accountId });

    const link = requestsTo("POST", "/v1/account_links").findLast((r) => r.body.account === first.accountId)!;
    expect(link.body).toEqual({
      account: first.accountId,
      type: "account_onboarding",
      // On the staff host, where the owner is signed in (issue 37: the apex answered "unauthenticated").
      return_url: `http://app.localhost:3000${STRIPE_RETURN_PATH}`,
      refresh_url: `http://app.localhost:3000${PAYMENTS_SETTINGS_PATH}?stripe=refresh`,
    });
    expect(first.url).toBe(`${fake.url}/connect/onboard/${first.accountId}?return_url=${encodeURIComponent(`http://app.localhost:3000${STRIPE_RETURN_PATH}`)}`);

    // A second click resumes the stored account: no new account, no new audit row, a new link.
    const again = await startStripeOnboarding(scopeOf(business), actorOf(business));
    expect(again.accountId).toBe(first.accountId);
    expect(fake.requests.filter((r) => r.path === "/v1/accounts" && metadataOf(r).business_id === business.id)).toHaveLength(1);
    expect(await auditsOf(business.id, "payments.stripe_account_created")).toHaveLength(1);
    expect(requestsTo("POST", "/v1/account_links").filter((r) => r.body.account === first.accountId)).toHaveLength(2);
  });

  it("a click that lost the race to store its account resumes the stored one, unaudited", async () => {
    const business = await newBusiness();
    const winner = `acct_test_winner_${randomUUID().slice(0, 8)}`;
    const loser = `acct_test_loser_${randomUUID().slice(0, 8)}`;
    const result = await withStubStripe(
      async (r) => {
        if (r.method === "POST" && r.path === "/v1/accounts") {
          // The other click's account is stored while Stripe is still answering this one.
          await db.update(s.businesses).set({ stripeAccountId: winner }).where(eq(s.businesses.id, business.id));
          return { id: loser, object: "account", type: "standard", charges_enabled: false };
        }
        if (r.method === "POST" && r.path === "/v1/account_links") return { object: "account_link", url: `https://stub.example.test/onboard/${String(r.body.account)}` };
      },
      async (requests) => {
        const started = await startStripeOnboarding(scopeOf(business), actorOf(business));
        expect(requests.map((r) => [r.method, r.path, r.body.account ?? null])).toEqual([
          ["POST", "/v1/accounts", null],
          ["POST", "/v1/account_links", winner],
        ]);
        return started;
      },
    );
    expect(result).toEqual({ accountId: winner, url: `https://stub.example.test/onboard/${winner}` });
    expect((await businessRow(business.id)).stripeAccountId).toBe(winner);
    expect(await auditsOf(business.id, "payments.stripe_account_created")).toEqual([]);
  });

  it("refuses a business that does not exist, before calling Stripe", async () => {
    const before = fake.requests.length;
    await expect(startStripeOnboarding({ businessId: randomUUID() }, { userId: randomUUID(), ip: null })).rejects.toMatchObject({ name: "DomainError", code: "not_found", message: "Business not found" });
    expect(fake.requests).toHaveLength(before);
  });

  it("a failed onboarding link is a clear refusal, logged as accountLinks.create", async () => {
    const gone = `acct_test_gone_${randomUUID().slice(0, 8)}`;
    const business = await newBusiness({ stripeAccountId: gone });
    const { error, logged } = await failureOf(() => startStripeOnboarding(scopeOf(business), actorOf(business)));
    expect(error).toMatchObject({ name: "DomainError", code: "conflict", message: UNREACHABLE });
    expect(logged).toEqual(["Stripe: accountLinks.create failed"]);
    expect(requestsTo("POST", "/v1/account_links").findLast((r) => r.body.account === gone)).toBeDefined();
    expect(fake.requests.filter((r) => r.path === "/v1/accounts" && metadataOf(r).business_id === business.id)).toEqual([]);
  });
});

describe("syncStripeAccount", () => {
  it("answers none for a business that does not exist", async () => {
    const before = fake.requests.length;
    expect(await syncStripeAccount({ businessId: randomUUID() }, { userId: randomUUID(), ip: null })).toBe("none");
    expect(fake.requests).toHaveLength(before);
  });

  it("switches card payments on once the account can charge: audited, the portal's cached business dropped; later syncs ask Stripe nothing", async () => {
    const business = await newBusiness();
    const { accountId } = await startStripeOnboarding(scopeOf(business), actorOf(business));
    const retrieves = () => requestsTo("GET", `/v1/accounts/${accountId}`).length;
    expect(await syncStripeAccount(scopeOf(business), actorOf(business))).toBe("pending");
    expect(retrieves()).toBe(1);

    expect(await providerSeenByPortal(business.portalSubdomain)).toBe("manual"); // now cached
    fake.enableCharges(accountId);
    expect(await syncStripeAccount(scopeOf(business), actorOf(business))).toBe("connected");
    expect(retrieves()).toBe(2);
    expect((await businessRow(business.id)).paymentProvider).toBe("stripe");
    expect(await providerSeenByPortal(business.portalSubdomain)).toBe("stripe");

    const audits = await auditsOf(business.id, "payments.stripe_connected");
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorType: "staff", actorId: business.owner.id, targetType: "business", targetId: business.id, ip: IP });
    expect(audits[0].meta).toEqual({ stripeAccountId: accountId });

    // Already connected: answered from the database alone, nothing audited again.
    expect(await syncStripeAccount(scopeOf(business), actorOf(business))).toBe("connected");
    expect(retrieves()).toBe(2);
    expect(await auditsOf(business.id, "payments.stripe_connected")).toHaveLength(1);
  });

  it("a sync beaten to the switch (another tab's) neither audits nor drops the portal's cached business", async () => {
    const accountId = `acct_test_race_${randomUUID().slice(0, 8)}`;
    const business = await newBusiness({ stripeAccountId: accountId });
    // Cached before; the switch below is written straight to the database (standing in for the
    // other tab's sync), so only an invalidation by this sync could make the portal see it.
    expect(await providerSeenByPortal(business.portalSubdomain)).toBe("manual");
    const outcome = await withStubStripe(
      async (r) => {
        if (r.method === "GET" && r.path === `/v1/accounts/${accountId}`) {
          await db.update(s.businesses).set({ paymentProvider: "stripe" }).where(eq(s.businesses.id, business.id));
          return { id: accountId, object: "account", type: "standard", charges_enabled: true };
        }
      },
      () => syncStripeAccount(scopeOf(business), actorOf(business)),
    );
    expect(outcome).toBe("connected");
    expect(await auditsOf(business.id, "payments.stripe_connected")).toEqual([]);
    expect(await providerSeenByPortal(business.portalSubdomain)).toBe("manual");
  });

  it("a failed account lookup is a clear refusal, logged as accounts.retrieve", async () => {
    const gone = `acct_test_gone_${randomUUID().slice(0, 8)}`;
    const business = await newBusiness({ stripeAccountId: gone });
    const { error, logged } = await failureOf(() => syncStripeAccount(scopeOf(business), actorOf(business)));
    expect(error).toMatchObject({ name: "DomainError", code: "conflict", message: UNREACHABLE });
    expect(logged).toEqual(["Stripe: accounts.retrieve failed"]);
    expect(requestsTo("GET", `/v1/accounts/${gone}`)).toHaveLength(1);
    expect((await businessRow(business.id)).paymentProvider).toBe("manual");
  });
});

describe("startCardSetup", () => {
  let shop: Awaited<ReturnType<typeof connectedBusiness>>;
  beforeAll(async () => {
    shop = await connectedBusiness();
  });
  const customerScope = (customer: { id: string; businessId: string }) => ({ businessId: customer.businessId, customerId: customer.id });
  const customersCreatedFor = (customerId: string) => requestsTo("POST", "/v1/customers").filter((r) => metadataOf(r).customer_id === customerId);
  const sessionsFor = (customerId: string) => requestsTo("POST", "/v1/checkout/sessions").filter((r) => metadataOf(r).customer_id === customerId);

  it("refuses a customer who does not exist", async () => {
    await expect(startCardSetup({ businessId: shop.id, customerId: randomUUID() })).rejects.toMatchObject({ name: "DomainError", code: "not_found", message: "Customer not found" });
  });

  it("refuses while card payments are off (no account, onboarding unfinished, no account id stored, no Stripe key), before calling Stripe", async () => {
    const unconnected = await newBusiness();
    const pending = await newBusiness();
    // The schema allows payment_provider 'stripe' without an account id (e.g. one cleared by hand).
    const accountless = await newBusiness({ paymentProvider: "stripe" });
    await startStripeOnboarding(scopeOf(pending), actorOf(pending));
    const before = fake.requests.length;
    const refusal = { name: "DomainError", code: "conflict", message: NOT_PAYABLE_ONLINE };
    await expect(startCardSetup(customerScope(await createCustomer(db, unconnected.id)))).rejects.toMatchObject(refusal);
    await expect(startCardSetup(customerScope(await createCustomer(db, pending.id)))).rejects.toMatchObject(refusal);
    await expect(startCardSetup(customerScope(await createCustomer(db, accountless.id)))).rejects.toMatchObject(refusal);
    const shopCustomer = await createCustomer(db, shop.id);
    await expect(withSecretKey(undefined, () => startCardSetup(customerScope(shopCustomer)))).rejects.toMatchObject(refusal);
    expect(fake.requests).toHaveLength(before);
    expect(await cardRow(shopCustomer.id)).toBeUndefined();
  });

  it("makes the Stripe Customer with the exact name, email and ids, and a setup session whose SetupIntent carries the metadata", async () => {
    const customer = await createCustomer(db, shop.id, { firstName: "Casey", lastName: "Tester" });
    const { url } = await startCardSetup(customerScope(customer));
    const metadata = { business_id: shop.id, customer_id: customer.id };

    const made = customersCreatedFor(customer.id);
    expect(made.map((r) => [r.account, r.body])).toEqual([[shop.accountId, { email: customer.email, name: "Casey Tester", metadata }]]);
    const row = await cardRow(customer.id);
    expect(row).toMatchObject({ stripeAccountId: shop.accountId, stripeCustomerId: expect.stringMatching(/^cus_/), paymentMethodId: null });

    const [session] = sessionsFor(customer.id);
    expect(session.account).toBe(shop.accountId);
    expect(session.body).toEqual({
      mode: "setup",
      customer: row.stripeCustomerId,
      setup_intent_data: { metadata: { purpose: "save_card", ...metadata } },
      metadata: { purpose: "save_card", ...metadata },
      success_url: `http://${shop.portalSubdomain}.localhost:3000/account?card=saved#payment-card`,
      cancel_url: `http://${shop.portalSubdomain}.localhost:3000/account?card=cancelled#payment-card`,
    });
    expect(url).toBe(`${fake.url}/checkout/setup/${sessionIdOf(url)}`);
  });

  it("sends only the first name when there is no last name, and no email when there is none", async () => {
    const customer = await createCustomer(db, shop.id, { firstName: "Robin", lastName: "", email: null });
    await startCardSetup(customerScope(customer));
    expect(customersCreatedFor(customer.id).map((r) => r.body)).toEqual([{ name: "Robin", metadata: { business_id: shop.id, customer_id: customer.id } }]);
  });

  it("reuses the Stripe Customer on the same account, and makes a new one when the stored one is on another account", async () => {
    const customer = await createCustomer(db, shop.id);
    await startCardSetup(customerScope(customer));
    const { stripeCustomerId } = await cardRow(customer.id);
    await startCardSetup(customerScope(customer));
    expect(customersCreatedFor(customer.id)).toHaveLength(1);
    expect(sessionsFor(customer.id).map((r) => r.body.customer)).toEqual([stripeCustomerId, stripeCustomerId]);

    // A Stripe Customer made on an earlier account cannot be used on this one: start over.
    await db.update(s.customerPaymentCards).set({ stripeAccountId: "acct_test_earlier" }).where(eq(s.customerPaymentCards.customerId, customer.id));
    await startCardSetup(customerScope(customer));
    const made = customersCreatedFor(customer.id);
    expect(made).toHaveLength(2);
    expect(made[1].account).toBe(shop.accountId);
    const fresh = await cardRow(customer.id);
    expect(fresh).toMatchObject({ stripeAccountId: shop.accountId, stripeCustomerId: expect.stringMatching(/^cus_/) });
    expect(fresh.stripeCustomerId).not.toBe(stripeCustomerId);
    expect(sessionsFor(customer.id).at(-1)!.body.customer).toBe(fresh.stripeCustomerId);
  });

  it("a failed Stripe Customer is a clear refusal, logged as customers.create", async () => {
    const customer = await createCustomer(db, shop.id);
    // The fake refuses any key that is not sk_… (401), as Stripe refuses a revoked one.
    const { error, logged } = await failureOf(() => withSecretKey("xk_test_revoked", () => startCardSetup(customerScope(customer))));
    expect(error).toMatchObject({ name: "DomainError", code: "conflict", message: UNREACHABLE });
    expect(logged).toEqual(["Stripe: customers.create failed"]);
    expect(customersCreatedFor(customer.id)).toHaveLength(1);
    expect(await cardRow(customer.id)).toBeUndefined();
  });

  it("a failed setup session is a clear refusal, logged as checkout.sessions.create (setup)", async () => {
    const customer = await createCustomer(db, shop.id);
    const account = fake.accounts.get(shop.accountId)!;
    account.charges_enabled = false; // Stripe refuses the session (the account was restricted meanwhile)
    let outcome: Awaited<ReturnType<typeof failureOf>>;
    try {
      outcome = await failureOf(() => startCardSetup(customerScope(customer)));
    } finally {
      account.charges_enabled = true;
    }
    expect(outcome.error).toMatchObject({ name: "DomainError", code: "conflict", message: UNREACHABLE });
    expect(outcome.logged).toEqual(["Stripe: checkout.sessions.create (setup) failed"]);
    expect(sessionsFor(customer.id)).toHaveLength(1);
  });

  it("a setup session Stripe answers without a URL is refused", async () => {
    const customer = await createCustomer(db, shop.id);
    await startCardSetup(customerScope(customer)); // stores the Stripe Customer, so only the session is asked for below
    const { error, logged } = await failureOf(() =>
      withStubStripe(
        (r) => (r.method === "POST" && r.path === "/v1/checkout/sessions" ? { id: "cs_test_stub", object: "checkout.session", mode: "setup", status: "open", url: null } : undefined),
        async (requests) => {
          try {
            return await startCardSetup(customerScope(customer));
          } finally {
            expect(requests.map((r) => [r.method, r.path, r.account])).toEqual([["POST", "/v1/checkout/sessions", shop.accountId]]);
          }
        },
      ),
    );
    expect(error).toMatchObject({ name: "DomainError", code: "conflict", message: UNREACHABLE });
    expect(logged).toEqual([]); // not a Stripe failure: the answer itself had no URL
  });
});

describe("POST /api/webhooks/stripe: checkout.session.completed in setup mode", () => {
  let shop: Awaited<ReturnType<typeof connectedBusiness>>;
  let saver: { id: string; stripeCustomerId: string; setupIntent: string };
  beforeAll(async () => {
    shop = await connectedBusiness();
    const customer = await createCustomer(db, shop.id);
    const { url } = await startCardSetup({ businessId: shop.id, customerId: customer.id });
    const sessionId = sessionIdOf(url);
    const saved = await fake.cards.saveCard(sessionId);
    expect([saved.status, JSON.parse(saved.body).result]).toEqual([200, "saved"]);
    saver = { id: customer.id, stripeCustomerId: (await cardRow(customer.id)).stripeCustomerId, setupIntent: fake.cards.setupSessions.get(sessionId)!.setup_intent! };
  });

  const session = (overrides: Record<string, unknown> = {}) => ({
    id: `cs_test_${randomUUID().slice(0, 8)}`,
    object: "checkout.session",
    mode: "setup",
    status: "complete",
    customer: saver.stripeCustomerId,
    setup_intent: saver.setupIntent,
    metadata: { purpose: "save_card", business_id: shop.id, customer_id: saver.id },
    ...overrides,
  });
  async function deliver(object: Record<string, unknown>, account: string | null = shop.accountId) {
    const delivery = await fake.deliver("checkout.session.completed", object, account);
    return { status: delivery.status, body: JSON.parse(delivery.body) as unknown };
  }
  const refused = (message: string) => ({ status: 422, body: { error: { code: "unprocessable", message } } });
  const NAMES_NO_CUSTOMER = "The card setup names no customer";
  const FOREIGN = "The card setup came from another Stripe account or customer";

  it("refuses an event missing the business, the customer, the SetupIntent or the account, and stores nothing", async () => {
    const before = await cardRow(saver.id);
    const { business_id: _b, ...noBusiness } = session().metadata;
    const { customer_id: _c, ...noCustomer } = session().metadata;
    const { metadata: _m, ...noMetadata } = session();
    expect(await deliver(session({ metadata: noBusiness }))).toEqual(refused(NAMES_NO_CUSTOMER));
    expect(await deliver(session({ metadata: noCustomer }))).toEqual(refused(NAMES_NO_CUSTOMER));
    expect(await deliver(noMetadata)).toEqual(refused(NAMES_NO_CUSTOMER));
    expect(await deliver(session({ setup_intent: null }))).toEqual(refused(NAMES_NO_CUSTOMER));
    expect(await deliver(session(), null)).toEqual(refused(NAMES_NO_CUSTOMER));
    expect(await cardRow(saver.id)).toEqual(before);
    expect(await auditsOf(shop.id, "customer.card_saved")).toHaveLength(1);
  });

  it("refuses an event from another account, for another Stripe Customer, or for a customer with no Stripe Customer", async () => {
    const before = await cardRow(saver.id);
    const stranger = await createCustomer(db, shop.id);
    expect(await deliver(session(), "acct_test_someone_else")).toEqual(refused(FOREIGN));
    expect(await deliver(session({ customer: "cus_test_someone_else" }))).toEqual(refused(FOREIGN));
    expect(await deliver(session({ metadata: { purpose: "save_card", business_id: shop.id, customer_id: stranger.id } }))).toEqual(refused(FOREIGN));
    expect(await cardRow(saver.id)).toEqual(before);
    expect(await cardRow(stranger.id)).toBeUndefined();
    expect(await auditsOf(shop.id, "customer.card_saved")).toHaveLength(1);
  });

  it("refuses a SetupIntent that has no card", async () => {
    const before = await cardRow(saver.id);
    const answer = await withStubStripe(
      (r) => (r.method === "GET" && r.path === `/v1/setup_intents/${saver.setupIntent}` ? { id: saver.setupIntent, object: "setup_intent", status: "requires_payment_method", payment_method: null } : undefined),
      async (requests) => {
        const delivered = await deliver(session());
        expect(requests.map((r) => [r.method, r.path, r.account])).toEqual([["GET", `/v1/setup_intents/${saver.setupIntent}`, shop.accountId]]);
        return delivered;
      },
    );
    expect(answer).toEqual(refused("The card setup has no card"));
    expect(await cardRow(saver.id)).toEqual(before);
  });
});
