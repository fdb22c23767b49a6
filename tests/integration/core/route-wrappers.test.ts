import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import { DomainError } from "@/lib/foundation/domain-error";
import { customerRoute } from "@/lib/core/routes/customer-route";
import { param, ROUTE_KIND, withFallback } from "@/lib/core/routes/define-route";
import { MAX_JSON_BODY_BYTES, readJsonBody } from "@/lib/core/routes/json-body";
import { isSameOrigin } from "@/lib/core/routes/same-origin";
import { publicRoute } from "@/lib/core/routes/public-route";
import { staffRoute } from "@/lib/core/routes/staff-route";
import { superadminRoute } from "@/lib/core/routes/superadmin-route";
import { createCustomerSession } from "@/lib/identity/customer/sessions";
import { createWorld, type World } from "../../support/authz-world";
import { asAnonymous, asStaff } from "../../support/fake-request";

/**
 * The route wrappers themselves (lib/core/routes): no staff or superadmin route exists yet,
 * so these wrap a probe handler and prove who gets through, with which error shape.
 */
vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

let w: World;
let tokenA: string;
beforeAll(async () => {
  w = await createWorld(db);
  tokenA = (await createCustomerSession({ businessId: w.a.id, customerId: w.customerA.id })).token;
});

const probe = vi.fn(async (_request: Request, ctx: Record<string, unknown>) => Response.json({ ok: true, ctx: Object.keys(ctx).sort() }));
const get = (url = "http://localhost:3000/api/probe", init: RequestInit = {}) => new Request(url, init);

describe("staffRoute", () => {
  const route = staffRoute("manage_employees", async (_request, ctx) => Response.json({ businessId: ctx.businessId, permissions: ctx.permissions.length, params: ctx.params }));

  it("refuses anonymous callers (401), non-staff (401) and a missing permission (403) in the REST shape", async () => {
    expect(route[ROUTE_KIND]).toBe("staff");
    asAnonymous();
    const anonymous = await route(get());
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: { code: "unauthenticated", message: "Authentication required. Please log in again." } });
    await asStaff(w.superadmin.id);
    expect((await route(get())).status).toBe(401);
    await asStaff(w.a.employeeId);
    const employee = await route(get());
    expect(employee.status).toBe(403);
    expect(await employee.json()).toEqual({ error: { code: "forbidden", message: "You don't have permission to perform this action." } });
  });

  it("lets the owner through, scoped to their business, with the route's params", async () => {
    await asStaff(w.a.ownerId);
    const res = await route(get(), { params: Promise.resolve({ id: "x" }) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ businessId: w.a.id, permissions: 14, params: { id: "x" } });
    const any = staffRoute(null, async (_r, ctx) => Response.json({ businessId: ctx.businessId }));
    await asStaff(w.a.employeeId);
    expect(await (await any(get())).json()).toEqual({ businessId: w.a.id });
  });
});

describe("superadminRoute", () => {
  const route = superadminRoute(async (_request, ctx) => Response.json({ userId: ctx.userId }));
  it("admits only the superadmin", async () => {
    expect(route[ROUTE_KIND]).toBe("superadmin");
    asAnonymous();
    expect((await route(get())).status).toBe(401);
    await asStaff(w.a.ownerId);
    const owner = await route(get());
    expect(owner.status).toBe(401);
    expect(await owner.json()).toEqual({ error: { code: "unauthenticated", message: "Authentication required. Please log in again." } });
    await asStaff(w.superadmin.id);
    expect(await (await route(get())).json()).toEqual({ userId: w.superadmin.id });
  });
});

describe("customerRoute", () => {
  const host = () => `${w.a.subdomain}.localhost:3000`;
  const cookieRoute = customerRoute(async (_r, ctx) => Response.json({ customerId: ctx.customer.id, body: ctx.body }), { body: "json" });
  const requestRoute = customerRoute(async (_r, ctx) => Response.json({ customerId: ctx.customer.id }), { credentials: "request" });

  it("reads the session from the cookie, and refuses a cookie-authenticated write from another origin", async () => {
    const headers = { host: host(), cookie: `sl_portal_session=${tokenA}`, "content-type": "application/json" };
    const url = `http://${host()}/api/probe`;
    const ok = await cookieRoute(new Request(url, { method: "POST", headers: { ...headers, origin: `http://${host()}` }, body: "{\"a\":1}" }));
    expect(await ok.json()).toEqual({ customerId: w.customerA.id, body: { a: 1 } });
    const cross = await cookieRoute(new Request(url, { method: "POST", headers: { ...headers, origin: "http://evil.example" }, body: "{}" }));
    expect(cross.status).toBe(403);
    expect(await cross.json()).toEqual({ success: false, message: "Cross-site request refused" });
    const noOrigin = await cookieRoute(new Request(url, { method: "POST", headers, body: "{}" }));
    expect(noOrigin.status).toBe(403);
    // A read needs no Origin; its body is never parsed.
    expect(await (await cookieRoute(new Request(url, { headers: { host: host(), cookie: `sl_portal_session=${tokenA}` } }))).json()).toEqual({ customerId: w.customerA.id, body: null });
    const none = await cookieRoute(new Request(url, { headers: { host: host() } }));
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ success: false, message: "Authentication required" });
  });

  it("takes the token from the query when the route allows it, but only for its own business", async () => {
    const ok = await requestRoute(new Request(`http://${host()}/api/probe?session_token=${tokenA}`, { headers: { host: host() } }));
    expect(await ok.json()).toEqual({ customerId: w.customerA.id });
    const foreign = await requestRoute(new Request(`http://${w.c.subdomain}.localhost:3000/api/probe?session_token=${tokenA}`, { headers: { host: `${w.c.subdomain}.localhost:3000` } }));
    expect(foreign.status).toBe(401);
    // The cookie-only route ignores a token in the query.
    const ignored = await cookieRoute(new Request(`http://${host()}/api/probe?session_token=${tokenA}`, { headers: { host: host() } }));
    expect(ignored.status).toBe(401);
  });
});

describe("defineRoute's error handling (through publicRoute)", () => {
  it("maps DomainErrors to their status, hides unexpected errors behind the fallback, and passes params", async () => {
    const typed = publicRoute(async () => {
      throw new DomainError("conflict", "Already done");
    });
    const typedRes = await typed(get());
    expect(typedRes.status).toBe(409);
    expect(await typedRes.json()).toEqual({ success: false, message: "Already done" });

    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = publicRoute(async () => {
      throw new Error("secret detail");
    }, { fallback: "Failed to fetch quotes" });
    const brokenRes = await broken(get());
    expect(brokenRes.status).toBe(500);
    expect(await brokenRes.json()).toEqual({ success: false, message: "Failed to fetch quotes" });
    const plain = await publicRoute(async () => {
      throw new Error("secret detail");
    })(get());
    expect(await plain.json()).toEqual({ success: false, message: "Server error. Please try again later." });
    const stepped = await publicRoute(() => withFallback("Failed to load messages", async () => {
      throw new Error("secret detail");
    }))(get());
    expect(await stepped.json()).toEqual({ success: false, message: "Failed to load messages" });
    // Logged with its cause (the original error), never shown.
    expect(errors.mock.calls.map((call) => (call[1] as Error).message)).toEqual(["secret detail", "secret detail", "secret detail"]);
    errors.mockRestore();

    const typedStep = await publicRoute(() => withFallback("Failed", async () => {
      throw new DomainError("not_found", "Quote not found");
    }))(get());
    expect(typedStep.status).toBe(404);
    expect(await withFallback("x", async () => 7)).toBe(7);

    const api = publicRoute(async () => {
      throw new DomainError("invalid", "Bad");
    }, { format: "api" });
    expect(await (await api(get())).json()).toEqual({ error: { code: "invalid", message: "Bad" } });

    const echo = publicRoute(async (_r, ctx) => Response.json({ params: ctx.params, ip: ctx.ip }));
    expect(await (await echo(get(), { params: Promise.resolve({ a: "1" }) })).json()).toEqual({ params: { a: "1" }, ip: null });
    expect(await (await echo(get())).json()).toEqual({ params: {}, ip: null });
    void probe;
  });

  it("reads one route parameter", () => {
    expect(param({ id: "x" }, "id")).toBe("x");
    expect(param({ id: ["a", "b"] }, "id")).toBe("a");
    expect(param({ id: [] }, "id")).toBe("");
    expect(param({}, "id")).toBe("");
  });
});

describe("readJsonBody and isSameOrigin", () => {
  const post = (body: string, headers: Record<string, string> = { "content-type": "application/json" }) =>
    new Request("http://localhost:3000/x", { method: "POST", headers, body });
  const refusal = (promise: Promise<unknown>) => promise.then(() => "accepted", (e: DomainError) => `${e.code}: ${e.message}`);

  it("accepts a JSON object and refuses everything else with a typed 4xx", async () => {
    expect(await readJsonBody(post("{\"a\":[1]}"))).toEqual({ a: [1] });
    expect(await readJsonBody(post("{}", { "content-type": "application/json; charset=utf-8" }))).toEqual({});
    expect(await refusal(readJsonBody(post("{}", { "content-type": "text/plain" })))).toBe("invalid: Content-Type must be application/json");
    expect(await refusal(readJsonBody(post("{}", {})))).toBe("invalid: Content-Type must be application/json");
    expect(await refusal(readJsonBody(post("{nope")))).toBe("invalid: Invalid JSON body");
    expect(await refusal(readJsonBody(post("[1]")))).toBe("invalid: Request body must be a JSON object");
    expect(await refusal(readJsonBody(post("null")))).toBe("invalid: Request body must be a JSON object");
    expect(await refusal(readJsonBody(post("\"s\"")))).toBe("invalid: Request body must be a JSON object");
    expect(await refusal(readJsonBody(post("{\"a\":\"\\u0000\"}")))).toBe("invalid: Invalid value");
    expect(await refusal(readJsonBody(post("x".repeat(11)), 10))).toBe("too_large: Request body too large");
    expect(await refusal(readJsonBody(post("{}", { "content-type": "application/json", "content-length": String(MAX_JSON_BODY_BYTES + 1) })))).toBe(
      "too_large: Request body too large",
    );
    expect(await readJsonBody(post("{\"a\":1}"), 7)).toEqual({ a: 1 });
  });

  it("compares the Origin with the Host", () => {
    const req = (headers: Record<string, string>) => new Request("http://x/", { headers });
    expect(isSameOrigin(req({ host: "a.localhost:3000", origin: "http://a.localhost:3000" }))).toBe(true);
    expect(isSameOrigin(req({ host: "A.localhost:3000", origin: "http://a.LOCALHOST:3000" }))).toBe(true);
    expect(isSameOrigin(req({ host: "a.localhost:3000", origin: "http://b.localhost:3000" }))).toBe(false);
    expect(isSameOrigin(req({ host: "a.localhost:3000" }))).toBe(false);
    expect(isSameOrigin(req({ origin: "http://a.localhost:3000" }))).toBe(false);
    expect(isSameOrigin(req({ host: "a.localhost:3000", origin: "null" }))).toBe(false);
  });
});
