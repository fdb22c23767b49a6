import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { fakeStripeCards } from "./cards";
import { parseStripeForm } from "./form-body";

/**
 * A tiny local stand-in for the parts of Stripe ServiceLoop calls (Stripe cannot be reached
 * from the test machines). The real Stripe SDK talks to it through STRIPE_API_BASE:
 *   POST /v1/accounts · GET /v1/accounts/{id} · POST /v1/account_links · POST /v1/checkout/sessions
 *   POST /v1/refunds (of a Checkout payment)
 * (saved cards and off-session charges for autopay: cards.ts)
 * and it serves the two pages a browser visits: the Connect onboarding page
 * (/connect/onboard/{account}) and the Checkout page (/checkout/{session}). Paying there, or
 * calling pay()/refund() from a test, POSTs events signed exactly as Stripe signs them
 * (Stripe-Signature: t=…,v1=HMAC-SHA256(secret, "t.payload")) to the webhook URL, as a Connect
 * endpoint receives them (`account` set to the connected account).
 */
export type FakeStripeOptions = { webhookUrl: string; webhookSecret: string; port?: number; host?: string };

type Account = { id: string; charges_enabled: boolean; details_submitted: boolean; email: string | null; metadata: Record<string, string> };
type Session = {
  id: string;
  account: string;
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent_metadata: Record<string, string>;
  application_fee_amount: number | null;
  success_url: string;
  cancel_url: string;
  name: string;
  status: "open" | "complete" | "expired";
  payment_intent: string | null;
  charge: string | null;
  amount_refunded: number;
};
export type Delivery = { type: string; status: number; body: string };

const rid = (prefix: string) => `${prefix}_test_${crypto.randomBytes(12).toString("hex")}`;

/** The Stripe-Signature header Stripe sends for `payload` (what stripe.webhooks.constructEvent checks). */
export function stripeSignature(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = crypto.createHmac("sha256", secret).update(`${timestamp}.${payload}`, "utf8").digest("hex");
  return `t=${timestamp},v1=${v1}`;
}

export async function startFakeStripe(options: FakeStripeOptions) {
  const accounts = new Map<string, Account>();
  const sessions = new Map<string, Session>();
  /** Every API request received, for tests to assert what the SDK sent. */
  const requests: Array<{ method: string; path: string; account: string | null; idempotencyKey: string | null; body: Record<string, unknown> }> = [];
  let base = "";

  const sessionJson = (s: Session) => ({
    id: s.id,
    object: "checkout.session",
    mode: "payment",
    amount_total: s.amount_total,
    currency: s.currency,
    metadata: s.metadata,
    client_reference_id: s.metadata.invoice_id ?? null,
    payment_intent: s.payment_intent,
    payment_status: s.status === "complete" ? "paid" : "unpaid",
    status: s.status,
    success_url: s.success_url,
    cancel_url: s.cancel_url,
    url: s.status === "open" ? `${base}/checkout/${s.id}` : null,
    livemode: false,
  });
  const intentJson = (s: Session) => ({
    id: s.payment_intent,
    object: "payment_intent",
    amount: s.amount_total,
    amount_received: s.amount_total,
    currency: s.currency,
    status: "succeeded",
    metadata: s.payment_intent_metadata,
    application_fee_amount: s.application_fee_amount,
    latest_charge: s.charge,
    livemode: false,
  });
  const chargeJson = (s: Session) => ({
    id: s.charge,
    object: "charge",
    amount: s.amount_total,
    amount_refunded: s.amount_refunded,
    refunded: s.amount_refunded >= s.amount_total,
    currency: s.currency,
    payment_intent: s.payment_intent,
    metadata: s.payment_intent_metadata,
    livemode: false,
  });
  const accountJson = (a: Account) => ({ id: a.id, object: "account", type: "standard", charges_enabled: a.charges_enabled, details_submitted: a.details_submitted, payouts_enabled: a.charges_enabled, email: a.email, metadata: a.metadata });

  /** Builds, signs and POSTs one event to the webhook URL (or returns it unsent). */
  function buildEvent(type: string, object: unknown, account: string | null) {
    const event = { id: rid("evt"), object: "event", api_version: "2026-10-28.endive", created: Math.floor(Date.now() / 1000), type, account, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, data: { object } };
    const payload = JSON.stringify(event);
    return { event, payload, signature: stripeSignature(payload, options.webhookSecret) };
  }
  /** Refunds made through POST /v1/refunds: answers by idempotency key, and their charge.refunded events not delivered yet. */
  const refundsByKey = new Map<string, unknown>();
  const refundEvents: Array<() => Promise<Delivery>> = [];
  let refusingRefunds: string | null = null;
  let refundEventsAtOnce = false;
  /** Every event sent, with its exact bytes and signature, so a test can replay one. */
  const sent: Array<{ type: string; payload: string; signature: string }> = [];
  async function deliver(type: string, object: unknown, account: string | null, payloadOverride?: { payload: string; signature: string }): Promise<Delivery> {
    const built = payloadOverride ?? buildEvent(type, object, account);
    sent.push({ type, payload: built.payload, signature: built.signature });
    const response = await fetch(options.webhookUrl, { method: "POST", headers: { "content-type": "application/json", "stripe-signature": built.signature }, body: built.payload });
    return { type, status: response.status, body: await response.text() };
  }

  /** Completes a session as a card payment would: checkout.session.completed, then payment_intent.succeeded. */
  async function pay(sessionId: string): Promise<Delivery[]> {
    const s = sessions.get(sessionId);
    if (!s) throw new Error(`fake Stripe: no session ${sessionId}`);
    if (s.status === "open") {
      s.status = "complete";
      s.payment_intent = rid("pi");
      s.charge = rid("ch");
    }
    return [await deliver("checkout.session.completed", sessionJson(s), s.account), await deliver("payment_intent.succeeded", intentJson(s), s.account)];
  }

  /** Refunds part or all of a paid session's charge (Stripe: charge.refunded with the cumulative amount). */
  async function refund(sessionId: string, amountCents?: number): Promise<Delivery> {
    const s = sessions.get(sessionId);
    if (!s || s.status !== "complete") throw new Error(`fake Stripe: session ${sessionId} is not paid`);
    s.amount_refunded = Math.min(s.amount_total, s.amount_refunded + (amountCents ?? s.amount_total - s.amount_refunded));
    return deliver("charge.refunded", chargeJson(s), s.account);
  }

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json", "request-id": rid("req") });
    res.end(JSON.stringify(body));
  };
  const stripeError = (res: http.ServerResponse, status: number, message: string) => send(res, status, { error: { type: "invalid_request_error", message } });
  const html = (res: http.ServerResponse, body: string) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Fake Stripe</title></head><body style="font-family:sans-serif;max-width:30rem;margin:2rem auto;padding:0 1rem">${body}</body></html>`);
  };
  const redirect = (res: http.ServerResponse, location: string) => {
    res.writeHead(303, { location });
    res.end();
  };
  const esc = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const cards = fakeStripeCards({ rid, base: () => base, canCharge: (id) => Boolean(id && accounts.get(id)?.charges_enabled), deliver, send, stripeError, html, redirect, esc });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? "/", base);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    const body = parseStripeForm(raw);
    const account = (req.headers["stripe-account"] as string | undefined) ?? null;
    const path = url.pathname;
    if (path.startsWith("/v1/")) {
      requests.push({ method: req.method ?? "GET", path, account, idempotencyKey: (req.headers["idempotency-key"] as string | undefined) ?? null, body });
      if (!/^Bearer sk_/.test(req.headers.authorization ?? "")) return stripeError(res, 401, "Invalid API Key provided");
    }

    if (await cards.handle(req, res, path, body, account)) return;
    if (req.method === "POST" && path === "/v1/accounts") {
      const a: Account = { id: rid("acct"), charges_enabled: false, details_submitted: false, email: (body.email as string) ?? null, metadata: (body.metadata as Record<string, string>) ?? {} };
      accounts.set(a.id, a);
      return send(res, 200, accountJson(a));
    }
    const accountMatch = /^\/v1\/accounts\/([^/]+)$/.exec(path);
    if (req.method === "GET" && accountMatch) {
      const a = accounts.get(accountMatch[1]);
      return a ? send(res, 200, accountJson(a)) : stripeError(res, 404, `No such account: '${accountMatch[1]}'`);
    }
    if (req.method === "POST" && path === "/v1/account_links") {
      const a = accounts.get(String(body.account));
      if (!a) return stripeError(res, 400, `No such account: '${String(body.account)}'`);
      const link = new URL(`${base}/connect/onboard/${a.id}`);
      link.searchParams.set("return_url", String(body.return_url));
      return send(res, 200, { object: "account_link", url: link.toString(), created: Math.floor(Date.now() / 1000), expires_at: Math.floor(Date.now() / 1000) + 300 });
    }
    if (req.method === "POST" && path === "/v1/checkout/sessions") {
      if (!account || !accounts.get(account)?.charges_enabled) return stripeError(res, 400, "The connected account cannot take charges");
      const lines = (body.line_items as Array<{ quantity: string; price_data: { currency: string; unit_amount: string; product_data: { name: string } } }>) ?? [];
      const amount = lines.reduce((sum, l) => sum + Number(l.price_data.unit_amount) * Number(l.quantity), 0);
      const intentData = (body.payment_intent_data as { application_fee_amount?: string; metadata?: Record<string, string> }) ?? {};
      const s: Session = {
        id: rid("cs"),
        account,
        amount_total: amount,
        currency: lines[0]?.price_data.currency ?? "usd",
        metadata: (body.metadata as Record<string, string>) ?? {},
        payment_intent_metadata: intentData.metadata ?? {},
        application_fee_amount: intentData.application_fee_amount ? Number(intentData.application_fee_amount) : null,
        success_url: String(body.success_url),
        cancel_url: String(body.cancel_url),
        name: lines[0]?.price_data.product_data.name ?? "Payment",
        status: "open",
        payment_intent: null,
        charge: null,
        amount_refunded: 0,
      };
      sessions.set(s.id, s);
      return send(res, 200, sessionJson(s));
    }

    // POST /v1/refunds (a refund the app asks for, on the connected account): the session's
    // charge is refunded as refund() does, answered first, then charge.refunded is delivered
    // (held in refundEvents until flushRefundEvents(), so a test decides when the webhook lands;
    // deliverRefundEventsAtOnce(true) delivers it before answering instead).
    if (req.method === "POST" && path === "/v1/refunds") {
      const key = (req.headers["idempotency-key"] as string | undefined) ?? null;
      const earlier = key ? refundsByKey.get(`${account}:${key}`) : undefined;
      if (earlier) return send(res, 200, earlier);
      const s = [...sessions.values()].find((x) => x.payment_intent === body.payment_intent && x.account === account);
      if (!s) return send(res, 400, { error: { type: "invalid_request_error", code: "resource_missing", message: `No such payment_intent: '${String(body.payment_intent)}'` } });
      if (refusingRefunds) return stripeError(res, 400, refusingRefunds);
      const amount = body.amount === undefined ? s.amount_total - s.amount_refunded : Number(body.amount);
      if (!Number.isInteger(amount) || amount <= 0) return stripeError(res, 400, "Invalid integer: amount");
      if (s.amount_refunded + amount > s.amount_total) return send(res, 400, { error: { type: "invalid_request_error", code: "charge_already_refunded", message: `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${((s.amount_total - s.amount_refunded) / 100).toFixed(2)})` } });
      s.amount_refunded += amount;
      const expand = Array.isArray(body.expand) ? (body.expand as string[]) : [];
      const refundJson = { id: rid("re"), object: "refund", amount, currency: s.currency, status: "succeeded", payment_intent: s.payment_intent, charge: expand.includes("charge") ? chargeJson(s) : s.charge, metadata: body.metadata ?? {} };
      if (key) refundsByKey.set(`${account}:${key}`, refundJson);
      const charge = chargeJson(s);
      const event = () => deliver("charge.refunded", charge, s.account);
      if (refundEventsAtOnce) await event();
      else refundEvents.push(event);
      return send(res, 200, refundJson);
    }

    // For browser tests in another process: a refund "made in the Stripe dashboard" of a PaymentIntent.
    if (req.method === "POST" && path === "/_test/refunds") {
      const intent = url.searchParams.get("payment_intent");
      const s = [...sessions.values()].find((x) => x.payment_intent === intent);
      if (!s) return stripeError(res, 404, `No such payment_intent: '${intent}'`);
      const amount = url.searchParams.get("amount");
      const delivery = await refund(s.id, amount ? Number(amount) : undefined);
      return send(res, delivery.status === 200 ? 200 : 502, delivery);
    }

    // The pages a browser visits.
    const onboard = /^\/connect\/onboard\/([^/]+)$/.exec(path);
    if (onboard && accounts.has(onboard[1])) {
      const a = accounts.get(onboard[1])!;
      const back = url.searchParams.get("return_url") ?? "";
      if (req.method === "POST") {
        a.charges_enabled = true;
        a.details_submitted = true;
        return redirect(res, back);
      }
      return html(res, `<h1>Set up your Stripe account</h1><p>Account ${esc(a.id)} (test mode)</p><form method="post"><button type="submit">Agree and submit</button></form>`);
    }
    const checkout = /^\/checkout\/([^/]+)(\/pay|\/cancel)?$/.exec(path);
    if (checkout && sessions.has(checkout[1])) {
      const s = sessions.get(checkout[1])!;
      if (req.method === "POST" && checkout[2] === "/pay") {
        const deliveries = await pay(s.id);
        const failed = deliveries.find((d) => d.status !== 200);
        if (failed) return html(res, `<h1>Webhook failed</h1><p>${esc(failed.type)}: ${failed.status} ${esc(failed.body)}</p>`);
        return redirect(res, s.success_url);
      }
      if (req.method === "POST" && checkout[2] === "/cancel") return redirect(res, s.cancel_url);
      const amount = `$${(s.amount_total / 100).toFixed(2)}`;
      return html(
        res,
        `<h1>${esc(s.name)}</h1><p>Pay <strong data-testid="checkout-amount">${amount}</strong> (test mode, card 4242 4242 4242 4242)</p>` +
          `<form method="post" action="/checkout/${s.id}/pay"><button type="submit">Pay ${amount}</button></form>` +
          `<form method="post" action="/checkout/${s.id}/cancel"><button type="submit">Cancel</button></form>`,
      );
    }
    return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${path})`);
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error) => {
      console.error("fake Stripe failed", error);
      if (!res.headersSent) stripeError(res, 500, "fake Stripe failed");
    });
  });
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://${host}:${port}`;

  return {
    /** STRIPE_API_BASE for the app. */
    url: base,
    port,
    accounts,
    sessions,
    requests,
    pay,
    refund,
    /** Saved cards and off-session charges: saveCard, declineCardsOf, paymentIntents… */
    cards,
    buildEvent,
    deliver,
    sent,
    /** Delivers the charge.refunded events of refunds made through the API so far, in order. */
    flushRefundEvents: async () => {
      const deliveries: Delivery[] = [];
      for (const event of refundEvents.splice(0)) deliveries.push(await event());
      return deliveries;
    },
    /** true: a refund's charge.refunded is delivered before the API answers (Stripe's webhook beating its answer). */
    deliverRefundEventsAtOnce: (atOnce: boolean) => {
      refundEventsAtOnce = atOnce;
    },
    /** Every later POST /v1/refunds is refused with this message (null: they work again). */
    refuseRefunds: (message: string | null) => {
      refusingRefunds = message;
    },
    /** Sends an earlier event again, byte for byte (a replay). */
    replay: (index: number) => deliver(sent[index].type, null, null, sent[index]),
    /** Marks an account as able to take charges (as finishing onboarding does). */
    enableCharges(accountId: string) {
      const a = accounts.get(accountId);
      if (!a) throw new Error(`fake Stripe: no account ${accountId}`);
      a.charges_enabled = true;
      a.details_submitted = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
