import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { defineAction, isFailure, validationFailure } from "@/lib/core/define-action";
import { DomainError } from "@/lib/foundation/domain-error";
import { publicAction } from "@/lib/core/public-action";
import { apiRoute } from "@/lib/core/routes/api-route";
import { customerRoute } from "@/lib/core/routes/customer-route";
import { MAX_AUTH_BODY_BYTES, MAX_JSON_BODY_BYTES, readJsonBody, readTextBody } from "@/lib/core/routes/json-body";
import { staffRoute } from "@/lib/core/routes/staff-route";
import { resolveStaffContext } from "@/lib/core/staff-action";
import { startSupportViewAction } from "@/lib/superadmin/actions/start-support-view";
import { createCustomerSession } from "@/lib/identity/customer/sessions";
import { apiRequest, createApiKey } from "@/tests/support/api-fixtures";
import { createBusiness } from "@/tests/support/portal-fixtures";
import { createWorld, type World } from "../../support/authz-world";
import { asAnonymous, asStaff, fromAddress } from "../../support/fake-request";

/**
 * The edges of the core wrappers that the main wrapper tests leave open: which methods count as
 * safe, where a portal token may come from, a staff preview on a route, the API's Bearer and
 * Content-Type parsing, body limits, which methods read a body or are idempotent, and what a
 * public action's throttle records. Each case fails if its rule is loosened or tightened.
 */
vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

let w: World;
let tokenA: string;
beforeAll(async () => {
  w = await createWorld(db);
  tokenA = (await createCustomerSession({ businessId: w.a.id, customerId: w.customerA.id })).token;
});

describe("customerRoute's methods and credentials", () => {
  const host = () => `${w.a.subdomain}.localhost:3000`;
  const url = () => `http://${host()}/api/probe`;
  const cookieRoute = customerRoute(async (request, ctx) => Response.json({ method: request.method, customerId: ctx.customer.id, body: ctx.body }), { body: "json" });
  const requestRoute = customerRoute(async (_r, ctx) => Response.json({ customerId: ctx.customer.id }), { credentials: "request", body: "json" });
  const plainRoute = customerRoute(async (_r, ctx) => Response.json({ customerId: ctx.customer.id, body: ctx.body }));

  it("treats HEAD and OPTIONS like GET: no body read, no Origin needed", async () => {
    for (const method of ["GET", "HEAD", "OPTIONS"]) {
      const res = await cookieRoute(new Request(url(), { method, headers: { host: host(), cookie: `sl_portal_session=${tokenA}` } }));
      expect(res.status, method).toBe(200);
      if (method !== "HEAD") expect(await res.json()).toEqual({ method, customerId: w.customerA.id, body: null });
    }
  });

  it("treats PUT, PATCH and DELETE as writes: the cookie needs our Origin", async () => {
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const headers = { host: host(), cookie: `sl_portal_session=${tokenA}`, "content-type": "application/json" };
      const cross = await cookieRoute(new Request(url(), { method, headers, body: "{}" }));
      expect(cross.status, method).toBe(403);
      expect(await cross.json()).toEqual({ success: false, message: "Cross-site request refused" });
      const ours = await cookieRoute(new Request(url(), { method, headers: { ...headers, origin: `http://${host()}` }, body: "{\"a\":1}" }));
      expect(await ours.json()).toEqual({ method, customerId: w.customerA.id, body: { a: 1 } });
    }
  });

  it("a route that reads no body leaves a write's body alone", async () => {
    const res = await plainRoute(
      new Request(url(), { method: "POST", headers: { host: host(), origin: `http://${host()}`, cookie: `sl_portal_session=${tokenA}`, "content-type": "text/plain" }, body: "not json" }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ customerId: w.customerA.id, body: null });
  });

  it("a token sent in the body needs no Origin; an empty or null one falls back to the cookie, which does", async () => {
    const post = (body: unknown, origin?: string) =>
      requestRoute(
        new Request(url(), {
          method: "POST",
          headers: { host: host(), cookie: `sl_portal_session=${tokenA}`, "content-type": "application/json", ...(origin ? { origin } : {}) },
          body: JSON.stringify(body),
        }),
      );
    expect(await (await post({ session_token: tokenA })).json()).toEqual({ customerId: w.customerA.id });
    for (const token of ["", null]) {
      const refused = await post({ session_token: token });
      expect(refused.status, String(token)).toBe(403);
      expect(await refused.json()).toEqual({ success: false, message: "Cross-site request refused" });
      expect(await (await post({ session_token: token }, `http://${host()}`)).json()).toEqual({ customerId: w.customerA.id });
    }
  });

  it("a cookie-only route never takes a token from the body", async () => {
    const res = await cookieRoute(
      new Request(url(), { method: "POST", headers: { host: host(), origin: `http://${host()}`, "content-type": "application/json" }, body: JSON.stringify({ session_token: tokenA }) }),
    );
    expect(res.status).toBe(401);
  });

  it("a staff preview session may read through a route and may not write", async () => {
    const { token } = await createCustomerSession({ businessId: w.a.id, customerId: w.customerA.id, previewByUserId: w.a.ownerId });
    const headers = { host: host(), cookie: `sl_portal_session=${token}` };
    expect((await cookieRoute(new Request(url(), { headers }))).status).toBe(200);
    const write = await cookieRoute(new Request(url(), { method: "POST", headers: { ...headers, origin: `http://${host()}`, "content-type": "application/json" }, body: "{}" }));
    expect(write.status).toBe(403);
    expect(await write.json()).toEqual({ success: false, message: "This is a read-only preview: changes are not allowed" });
  });
});

describe("apiRoute's request parsing", () => {
  const echo = apiRoute(null, { body: z.object({ note: z.string() }) }, async (request, { body }) => Response.json({ method: request.method, body: body ?? null }));
  const nested = apiRoute(null, { body: z.object({ a: z.object({ b: z.string() }) }) }, async () => Response.json({}));
  const noBody = apiRoute(null, {}, async (request) => Response.json({ method: request.method }));
  let key: string;
  let businessId: string;
  beforeAll(async () => {
    businessId = (await createBusiness(db)).id;
    key = (await createApiKey(db, businessId, ["view_jobs"])).key;
  });

  const withAuthorization = (authorization: string) =>
    noBody(new Request("http://localhost:3000/api/v1/probe", { headers: { host: "localhost:3000", authorization } }));

  it("reads `Bearer <key>` in any case, with surrounding or repeated spaces, and nothing else", async () => {
    for (const good of [`Bearer ${key}`, `bearer ${key}`, `Bearer   ${key}`, `  Bearer ${key}  `]) expect((await withAuthorization(good)).status, good).toBe(200);
    for (const bad of [`xBearer ${key}`, `Bearer ${key} extra`, `Basic ${key}`, key, "Bearer"]) {
      const res = await withAuthorization(bad);
      expect(res.status, bad).toBe(401);
      expect(await res.json()).toEqual({ error: { code: "unauthenticated", message: "Missing or invalid API key" } });
    }
  });

  it("names the permission a key lacks", async () => {
    const guarded = apiRoute("manage_customers", {}, async () => Response.json({}));
    const res = await guarded(apiRequest("/probe", { key }));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: { code: "forbidden", message: "This API key lacks the manage_customers permission" } });
  });

  it("answers every response with no-store and the rate headers", async () => {
    const res = await noBody(apiRequest("/probe", { key }));
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-ratelimit-limit")).toMatch(/^\d+$/);
  });

  it("reads the body of POST, PUT and PATCH only", async () => {
    for (const method of ["POST", "PUT", "PATCH"]) {
      expect(await (await echo(apiRequest("/probe", { key, method, body: { note: method } }))).json(), method).toEqual({ method, body: { note: method } });
    }
    for (const method of ["GET", "DELETE"]) {
      const res = await echo(apiRequest("/probe", { key, method, headers: { "content-type": "text/plain" } }));
      expect(await res.json(), method).toEqual({ method, body: null });
    }
    // A route without a body schema never reads one, whatever the method.
    const res = await noBody(apiRequest("/probe", { key, method: "POST", body: "not json", headers: { "content-type": "text/plain" } }));
    expect(await res.json()).toEqual({ method: "POST" });
  });

  it("takes a JSON Content-Type with leading spaces, and refuses one that merely contains it", async () => {
    const ok = await echo(apiRequest("/probe", { key, method: "POST", body: { note: "x" }, headers: { "content-type": "  application/json; charset=utf-8" } }));
    expect(ok.status).toBe(200);
    const odd = await echo(apiRequest("/probe", { key, method: "POST", body: { note: "x" }, headers: { "content-type": "text/x-application/json" } }));
    expect(odd.status).toBe(400);
    expect(await odd.json()).toEqual({ error: { code: "invalid", message: "Content-Type must be application/json" } });
  });

  it("treats an empty body as {} (then the schema speaks) and caps the body at 64 KiB", async () => {
    const empty = await echo(apiRequest("/probe", { key, method: "POST", body: "" }));
    expect(empty.status).toBe(422);
    expect((await empty.json()).error.message).toMatch(/^note: /);
    const padding = MAX_JSON_BODY_BYTES - JSON.stringify({ note: "" }).length;
    const atLimit = JSON.stringify({ note: "x".repeat(padding) });
    expect(atLimit.length).toBe(MAX_JSON_BODY_BYTES);
    expect((await echo(apiRequest("/probe", { key, method: "PUT", body: atLimit }))).status).toBe(200);
    const over = await echo(apiRequest("/probe", { key, method: "PUT", body: JSON.stringify({ note: "x".repeat(padding + 1) }) }));
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({ error: { code: "too_large", message: "Request body too large" } });
  });

  it("names a nested field in a body's refusal with dots, and a body of the wrong type without a field", async () => {
    const res = await nested(apiRequest("/probe", { key, method: "POST", body: { a: { b: 1 } } }));
    expect(res.status).toBe(422);
    expect((await res.json()).error.message).toMatch(/^a\.b: /);
    const wrongType = await nested(apiRequest("/probe", { key, method: "POST", body: "\"text\"" }));
    expect(wrongType.status).toBe(422);
    const { message } = (await wrongType.json()).error as { message: string };
    expect(message).not.toMatch(/^[a-z_.]*: /);
    expect(message.length).toBeGreaterThan(0);
  });

  it("replays POST only: two PUTs with one Idempotency-Key both run", async () => {
    let runs = 0;
    const counted = apiRoute(null, { body: z.object({ note: z.string() }) }, async () => {
      runs++;
      return Response.json({ runs });
    });
    const idem = { "idempotency-key": `put-${randomUUID()}` };
    await counted(apiRequest("/probe", { key, method: "PUT", body: { note: "a" }, headers: idem }));
    await counted(apiRequest("/probe", { key, method: "PUT", body: { note: "a" }, headers: idem }));
    expect(runs).toBe(2);
    const postKey = { "idempotency-key": `post-${randomUUID()}` };
    await counted(apiRequest("/probe", { key, method: "POST", body: { note: "a" }, headers: postKey }));
    await counted(apiRequest("/probe", { key, method: "POST", body: { note: "a" }, headers: postKey }));
    expect(runs).toBe(3);
  });
});

describe("staff wrappers: suspension and support view", () => {
  it("refuses every member of a suspended business with the suspension message", async () => {
    await db.update(s.businesses).set({ suspendedAt: new Date() }).where(eq(s.businesses.id, w.c.id));
    try {
      await asStaff(w.c.ownerId);
      expect(await resolveStaffContext(null, "read")).toEqual({
        ok: false,
        status: 403,
        code: "forbidden",
        message: "This business is suspended. Contact ServiceLoop support to restore access.",
      });
    } finally {
      await db.update(s.businesses).set({ suspendedAt: null }).where(eq(s.businesses.id, w.c.id));
    }
    expect(await resolveStaffContext(null, "read")).toMatchObject({ businessId: w.c.id });
  });

  it("lets a support view through a staff route's GET, HEAD and OPTIONS, not its writes", async () => {
    await asStaff(w.superadmin.id);
    expect(await startSupportViewAction({ businessId: w.c.id })).toMatchObject({ ok: true });
    const route = staffRoute(null, async (request) => Response.json({ method: request.method }));
    for (const method of ["GET", "HEAD", "OPTIONS"]) expect((await route(new Request("http://localhost:3000/api/admin/probe", { method }))).status, method).toBe(200);
    for (const method of ["POST", "PUT", "DELETE"]) expect((await route(new Request("http://localhost:3000/api/admin/probe", { method }))).status, method).toBe(403);
  });
});

describe("body limits", () => {
  it("are 64 KiB for JSON and 16 KiB for sign-in style bodies", () => {
    expect(MAX_JSON_BODY_BYTES).toBe(65_536);
    expect(MAX_AUTH_BODY_BYTES).toBe(16_384);
  });

  it("readTextBody refuses a declared or actual size over the cap, takes the cap itself, and reads no body as empty", async () => {
    const post = (body: string | null, headers: Record<string, string> = {}) => new Request("http://localhost:3000/x", { method: "POST", headers, body });
    const refusal = (promise: Promise<unknown>) => promise.then((v) => `read ${String(v).length}`, (e: DomainError) => `${e.code}: ${e.message}`);
    expect(await refusal(readTextBody(post("abc", { "content-length": "11" }), 10))).toBe("too_large: Request body too large");
    expect(await refusal(readTextBody(post("x".repeat(10), { "content-length": "10" }), 10))).toBe("read 10");
    expect(await refusal(readTextBody(post("x".repeat(11)), 10))).toBe("too_large: Request body too large");
    expect(await readTextBody(post(null))).toBe("");
    // readJsonBody: the declared size may equal the cap; the type must start with application/json.
    const json = (headers: Record<string, string>) => readJsonBody(post("{}", { "content-type": "application/json", ...headers }), 10);
    expect(await json({ "content-length": "10" })).toEqual({});
    expect(await refusal(json({ "content-length": "11" }))).toBe("too_large: Request body too large");
    expect(await refusal(json({ "content-type": "text/x-application/json" }))).toBe("invalid: Content-Type must be application/json");
    expect(await readTextBody(new Request("http://localhost:3000/x"))).toBe("");
  });
});

describe("defineAction", () => {
  it("knows a failure only by ok === false on an object", () => {
    expect(isFailure({ ok: false, status: 400, code: "invalid", message: "x" })).toBe(true);
    for (const value of [{ ok: true, data: null }, {}, null, undefined, "failure", false, { ok: "false" }]) expect(isFailure(value)).toBe(false);
  });

  it("names no field for a refusal of the whole input", () => {
    const result = z.string().safeParse(1);
    expect(result.success).toBe(false);
    expect(validationFailure(result.error!)).not.toHaveProperty("field");
    const nestedResult = z.object({ name: z.string() }).safeParse({ name: 1 });
    expect(validationFailure(nestedResult.error!).field).toBe("name");
  });

  it("refuses a NUL byte before asking who is calling, and logs an unexpected failure with its kind", async () => {
    const authenticate = vi.fn(async () => ({}));
    const action = defineAction({ kind: "public", schema: z.unknown(), authenticate, handler: async () => { throw new Error("boom"); } });
    expect(await action({ name: "a\u0000" })).toEqual({ ok: false, status: 400, code: "invalid", message: "Invalid value" });
    expect(authenticate).not.toHaveBeenCalled();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await action({ name: "a" })).toEqual({ ok: false, status: 500, code: "internal", message: "Server error. Please try again later." });
    expect(errors.mock.calls[0][0]).toBe("public action failed");
    errors.mockRestore();
  });
});

describe("publicAction's throttle", () => {
  const attemptsOf = async (accountKey: string) =>
    db.select({ succeeded: s.authAttempts.succeeded }).from(s.authAttempts).where(and(eq(s.authAttempts.scope, "portal_signup"), eq(s.authAttempts.accountKey, accountKey)));
  const addressAttempts = async (ip: string) =>
    (await db.select({ n: sql<number>`count(*)::int` }).from(s.authAttempts).where(and(eq(s.authAttempts.scope, "portal_signup"), eq(s.authAttempts.ip, ip))))[0].n;
  const outcomes = { ok: async () => "done", refused: async () => { throw new DomainError("invalid", "Nope"); }, throttled: async () => { throw new DomainError("throttled", "Slow down"); }, broken: async () => { throw new Error("boom"); } };
  type Outcome = keyof typeof outcomes;
  const action = (withAccount: boolean) =>
    publicAction(z.object({ email: z.string(), outcome: z.enum(["ok", "refused", "throttled", "broken"]) }), (input) => outcomes[input.outcome as Outcome](), {
      throttle: { scope: "portal_signup", ...(withAccount ? { account: (input) => input.email } : {}) },
    });

  afterEach(() => vi.restoreAllMocks());

  it("records a success, and a typed refusal as a failure, under the account and address", async () => {
    const email = `${randomUUID()}@example.com`;
    const ip = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
    asAnonymous();
    fromAddress(ip);
    const before = await addressAttempts(ip);
    expect(await action(true)({ email, outcome: "ok" })).toEqual({ ok: true, data: "done" });
    expect(await action(true)({ email, outcome: "refused" })).toMatchObject({ ok: false, status: 400, message: "Nope" });
    expect((await attemptsOf(email)).map((a) => a.succeeded).sort()).toEqual([false, true]);
    expect(await addressAttempts(ip)).toBe(before + 2);
  });

  it("records nothing for a throttled answer or an unexpected error", async () => {
    const email = `${randomUUID()}@example.com`;
    asAnonymous();
    fromAddress("198.51.100.250");
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await action(true)({ email, outcome: "throttled" })).toMatchObject({ ok: false, status: 429, message: "Slow down" });
    expect(await action(true)({ email, outcome: "broken" })).toMatchObject({ ok: false, status: 500 });
    expect(await attemptsOf(email)).toEqual([]);
  });

  it("records an attempt without an account under the address only", async () => {
    const ip = "198.51.100.251";
    asAnonymous();
    fromAddress(ip);
    const before = await addressAttempts(ip);
    await action(false)({ email: "ignored@example.com", outcome: "refused" });
    const [row] = await db
      .select({ accountKey: s.authAttempts.accountKey })
      .from(s.authAttempts)
      .where(and(eq(s.authAttempts.scope, "portal_signup"), eq(s.authAttempts.ip, ip)))
      .orderBy(sql`created_at desc`)
      .limit(1);
    expect(row.accountKey).toBeNull();
    expect(await addressAttempts(ip)).toBe(before + 1);
  });
});
