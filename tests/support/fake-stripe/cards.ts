import type http from "node:http";

/**
 * The fake Stripe's saved cards and off-session charges (autopay), on a connected account:
 *   POST /v1/customers · POST /v1/checkout/sessions (mode=setup) · GET /v1/setup_intents/{id}
 *   GET /v1/payment_methods/{id} · POST /v1/payment_methods/{id}/detach
 *   POST /v1/payment_intents (confirm + off_session)
 * and the setup page a browser visits (/checkout/setup/{session}). Saving a card there (or
 * saveCard() from a test) delivers checkout.session.completed with the SetupIntent. Card
 * 4000 0000 0000 0002 (or declineCardsOf(customer)) declines every later charge with
 * card_declined and a payment_intent.payment_failed event; others succeed with
 * payment_intent.succeeded. An Idempotency-Key seen before answers the first result again
 * and sends nothing. Detaching answers as Stripe does: an unknown method is resource_missing (404),
 * one detached before is refused (400, "not attached to a customer"); each call is recorded in
 * `detaches`, and refuseDetaches() makes every later one fail (by default 403, a disconnected account).
 * holdEvents()/releaseEvents() delay the charges' events, as a late webhook.
 */
export const DECLINING_TEST_CARD = "4000000000000002";

type Ctx = {
  rid: (prefix: string) => string;
  base: () => string;
  canCharge: (account: string | null) => boolean;
  deliver: (type: string, object: unknown, account: string | null) => Promise<{ type: string; status: number; body: string }>;
  send: (res: http.ServerResponse, status: number, body: unknown) => void;
  stripeError: (res: http.ServerResponse, status: number, message: string) => void;
  html: (res: http.ServerResponse, body: string) => void;
  redirect: (res: http.ServerResponse, location: string) => void;
  esc: (text: string) => string;
};
type Customer = { id: string; account: string; email: string | null; metadata: Record<string, string> };
type SetupSession = { id: string; account: string; customer: string; metadata: Record<string, string>; success_url: string; cancel_url: string; status: "open" | "complete"; setup_intent: string | null };
type PaymentMethod = { id: string; account: string; customer: string | null; brand: string; last4: string; exp_month: number; exp_year: number; declines: boolean };
type Intent = { id: string; account: string; customer: string; payment_method: string; amount: number; currency: string; status: "succeeded" | "requires_payment_method"; application_fee_amount: number | null; metadata: Record<string, string>; off_session: boolean; idempotency_key: string | null };

export function fakeStripeCards(ctx: Ctx) {
  const customers = new Map<string, Customer>();
  const setupSessions = new Map<string, SetupSession>();
  const setupIntents = new Map<string, { id: string; account: string; customer: string; payment_method: string; metadata: Record<string, string> }>();
  const paymentMethods = new Map<string, PaymentMethod>();
  const intents = new Map<string, Intent>();
  const byIdempotencyKey = new Map<string, { status: number; body: unknown }>();
  const declining = new Set<string>();
  /** Every detach request, with what the fake answered. */
  const detaches: Array<{ account: string | null; paymentMethod: string; status: number }> = [];
  let detachRefusal: { message: string; status: number; type: string } | null = null;
  /** While set, a charge's event waits here (a webhook that has not arrived yet) until releaseEvents(). */
  let heldEvents: Array<() => Promise<{ type: string; status: number; body: string }>> | null = null;

  const setupSessionJson = (s: SetupSession) => ({
    id: s.id,
    object: "checkout.session",
    mode: "setup",
    customer: s.customer,
    metadata: s.metadata,
    payment_status: "no_payment_required",
    status: s.status,
    setup_intent: s.setup_intent,
    success_url: s.success_url,
    cancel_url: s.cancel_url,
    url: s.status === "open" ? `${ctx.base()}/checkout/setup/${s.id}` : null,
    livemode: false,
  });
  const pmJson = (p: PaymentMethod) => ({ id: p.id, object: "payment_method", type: "card", customer: p.customer, card: { brand: p.brand, last4: p.last4, exp_month: p.exp_month, exp_year: p.exp_year, funding: "credit" }, livemode: false });
  const intentJson = (i: Intent) => ({
    id: i.id,
    object: "payment_intent",
    amount: i.amount,
    amount_received: i.status === "succeeded" ? i.amount : 0,
    currency: i.currency,
    status: i.status,
    customer: i.customer,
    payment_method: i.payment_method,
    application_fee_amount: i.application_fee_amount,
    metadata: i.metadata,
    last_payment_error: i.status === "succeeded" ? null : { type: "card_error", code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." },
    livemode: false,
  });

  /** Saves a card on an open setup session, as submitting its page does; delivers checkout.session.completed. */
  async function saveCard(sessionId: string, card: { number?: string; expMonth?: number; expYear?: number } = {}) {
    const s = setupSessions.get(sessionId);
    if (!s) throw new Error(`fake Stripe: no setup session ${sessionId}`);
    if (s.status === "open") {
      const number = (card.number ?? "4242424242424242").replace(/\D/g, "");
      const pm: PaymentMethod = { id: ctx.rid("pm"), account: s.account, customer: s.customer, brand: number.startsWith("5") ? "mastercard" : "visa", last4: number.slice(-4), exp_month: card.expMonth ?? 12, exp_year: card.expYear ?? 2028, declines: number === DECLINING_TEST_CARD };
      paymentMethods.set(pm.id, pm);
      const seti = { id: ctx.rid("seti"), account: s.account, customer: s.customer, payment_method: pm.id, metadata: s.metadata };
      setupIntents.set(seti.id, seti);
      s.status = "complete";
      s.setup_intent = seti.id;
    }
    return ctx.deliver("checkout.session.completed", setupSessionJson(s), s.account);
  }

  async function createIntent(res: http.ServerResponse, account: string, body: Record<string, unknown>, idempotencyKey: string | null) {
    if (idempotencyKey && byIdempotencyKey.has(`${account}:${idempotencyKey}`)) {
      const earlier = byIdempotencyKey.get(`${account}:${idempotencyKey}`)!;
      return ctx.send(res, earlier.status, earlier.body);
    }
    const customer = customers.get(String(body.customer));
    const pm = paymentMethods.get(String(body.payment_method));
    if (!customer || customer.account !== account) return ctx.stripeError(res, 400, `No such customer: '${String(body.customer)}'`);
    if (!pm || pm.account !== account || pm.customer !== customer.id) return ctx.stripeError(res, 400, `No such PaymentMethod: '${String(body.payment_method)}'`);
    if (body.confirm !== "true" || body.off_session !== "true") return ctx.stripeError(res, 400, "The fake only takes confirmed off-session PaymentIntents");
    const amount = Number(body.amount);
    if (!Number.isInteger(amount) || amount <= 0) return ctx.stripeError(res, 400, "Invalid integer: amount");
    const declines = pm.declines || declining.has(customer.id);
    const intent: Intent = {
      id: ctx.rid("pi"),
      account,
      customer: customer.id,
      payment_method: pm.id,
      amount,
      currency: String(body.currency ?? "usd"),
      status: declines ? "requires_payment_method" : "succeeded",
      application_fee_amount: body.application_fee_amount ? Number(body.application_fee_amount) : null,
      metadata: (body.metadata as Record<string, string>) ?? {},
      off_session: true,
      idempotency_key: idempotencyKey,
    };
    intents.set(intent.id, intent);
    const answer = declines
      ? { status: 402, body: { error: { type: "card_error", code: "card_declined", decline_code: "generic_decline", message: "Your card was declined.", payment_intent: intentJson(intent) } } }
      : { status: 200, body: intentJson(intent) };
    if (idempotencyKey) byIdempotencyKey.set(`${account}:${idempotencyKey}`, answer);
    // Stripe sends the event shortly after; delivering it before answering keeps tests deterministic.
    const event = () => ctx.deliver(declines ? "payment_intent.payment_failed" : "payment_intent.succeeded", intentJson(intent), account);
    if (heldEvents) heldEvents.push(event);
    else await event();
    return ctx.send(res, answer.status, answer.body);
  }

  /** Answers the request if it is one of these routes; false otherwise. */
  async function handle(req: http.IncomingMessage, res: http.ServerResponse, path: string, body: Record<string, unknown>, account: string | null): Promise<boolean> {
    if (req.method === "POST" && path === "/v1/customers") {
      if (!account) return (ctx.stripeError(res, 400, "Customers are made on a connected account here"), true);
      const c: Customer = { id: ctx.rid("cus"), account, email: (body.email as string) ?? null, metadata: (body.metadata as Record<string, string>) ?? {} };
      customers.set(c.id, c);
      return (ctx.send(res, 200, { id: c.id, object: "customer", email: c.email, metadata: c.metadata, livemode: false }), true);
    }
    if (req.method === "POST" && path === "/v1/checkout/sessions" && body.mode === "setup") {
      if (!account || !ctx.canCharge(account)) return (ctx.stripeError(res, 400, "The connected account cannot take charges"), true);
      const customer = customers.get(String(body.customer));
      if (!customer || customer.account !== account) return (ctx.stripeError(res, 400, `No such customer: '${String(body.customer)}'`), true);
      const s: SetupSession = { id: ctx.rid("cs"), account, customer: customer.id, metadata: (body.metadata as Record<string, string>) ?? {}, success_url: String(body.success_url), cancel_url: String(body.cancel_url), status: "open", setup_intent: null };
      setupSessions.set(s.id, s);
      return (ctx.send(res, 200, setupSessionJson(s)), true);
    }
    const seti = /^\/v1\/setup_intents\/([^/]+)$/.exec(path);
    if (req.method === "GET" && seti) {
      const found = setupIntents.get(seti[1]);
      if (!found || found.account !== account) return (ctx.stripeError(res, 404, `No such setupintent: '${seti[1]}'`), true);
      return (ctx.send(res, 200, { id: found.id, object: "setup_intent", status: "succeeded", usage: "off_session", customer: found.customer, payment_method: found.payment_method, metadata: found.metadata, livemode: false }), true);
    }
    const pm = /^\/v1\/payment_methods\/([^/]+)$/.exec(path);
    if (req.method === "GET" && pm) {
      const found = paymentMethods.get(pm[1]);
      if (!found || found.account !== account) return (ctx.stripeError(res, 404, `No such PaymentMethod: '${pm[1]}'`), true);
      return (ctx.send(res, 200, pmJson(found)), true);
    }
    const detach = /^\/v1\/payment_methods\/([^/]+)\/detach$/.exec(path);
    if (req.method === "POST" && detach) {
      const found = paymentMethods.get(detach[1]);
      const answer = (status: number, body: unknown) => {
        detaches.push({ account, paymentMethod: detach[1], status });
        ctx.send(res, status, body);
        return true;
      };
      if (detachRefusal) return answer(detachRefusal.status, { error: { type: detachRefusal.type, message: detachRefusal.message } });
      if (!found || found.account !== account) return answer(404, { error: { type: "invalid_request_error", code: "resource_missing", param: "payment_method", message: `No such PaymentMethod: '${detach[1]}'` } });
      if (!found.customer) return answer(400, { error: { type: "invalid_request_error", message: "The payment method you provided is not attached to a customer so detachment is impossible." } });
      found.customer = null;
      return answer(200, pmJson(found));
    }
    if (req.method === "POST" && path === "/v1/payment_intents") {
      if (!account || !ctx.canCharge(account)) return (ctx.stripeError(res, 400, "The connected account cannot take charges"), true);
      await createIntent(res, account, body, (req.headers["idempotency-key"] as string | undefined) ?? null);
      return true;
    }
    // The page a browser visits to save a card.
    const page = /^\/checkout\/setup\/([^/]+)(\/save|\/cancel)?$/.exec(path);
    if (page && setupSessions.has(page[1])) {
      const s = setupSessions.get(page[1])!;
      if (req.method === "POST" && page[2] === "/save") {
        const delivery = await saveCard(s.id, { number: typeof body.card_number === "string" ? body.card_number : undefined });
        if (delivery.status !== 200) return (ctx.html(res, `<h1>Webhook failed</h1><p>${ctx.esc(delivery.type)}: ${delivery.status} ${ctx.esc(delivery.body)}</p>`), true);
        return (ctx.redirect(res, s.success_url), true);
      }
      if (req.method === "POST" && page[2] === "/cancel") return (ctx.redirect(res, s.cancel_url), true);
      ctx.html(
        res,
        `<h1>Save a card</h1><p>Test mode. 4242 4242 4242 4242 is charged; ${DECLINING_TEST_CARD} is declined.</p>` +
          `<form method="post" action="/checkout/setup/${s.id}/save"><label for="card_number">Card number</label> <input id="card_number" name="card_number" value="4242 4242 4242 4242" autocomplete="off"> <button type="submit">Save card</button></form>` +
          `<form method="post" action="/checkout/setup/${s.id}/cancel"><button type="submit">Cancel</button></form>`,
      );
      return true;
    }
    return false;
  }

  return {
    handle,
    saveCard,
    customers,
    setupSessions,
    paymentMethods,
    paymentIntents: intents,
    detaches,
    /** Every later detach fails with this error, by default a 403 permission error (null: they work again). */
    refuseDetaches: (message: string | null, error: { status: number; type: string } = { status: 403, type: "permission_error" }) => {
      detachRefusal = message === null ? null : { message, ...error };
    },
    /** Later charges' events wait (the webhook is late)… */
    holdEvents: () => {
      heldEvents = heldEvents ?? [];
    },
    /** …until this delivers them, in order. */
    releaseEvents: async () => {
      const queue = heldEvents ?? [];
      heldEvents = null;
      const deliveries = [];
      for (const event of queue) deliveries.push(await event());
      return deliveries;
    },
    /** Every later off-session charge of this Stripe customer is declined (card_declined)… */
    declineCardsOf: (customerId: string) => void declining.add(customerId),
    /** …until this is called. */
    acceptCardsOf: (customerId: string) => void declining.delete(customerId),
  };
}
