import { and, eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { GET as getBusiness } from "@/app/api/v1/business/route";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { apiRoute } from "@/lib/core/routes/api-route";
import { createBusiness } from "@/tests/support/portal-fixtures";
import { apiRequest, createApiKey } from "@/tests/support/api-fixtures";

/**
 * The business REST API v1 core (lib/core/routes/api-route.ts): key authentication, the
 * key's permission set, the per-key rate limit, body validation and Idempotency-Key — run
 * through a real route and a probe route built with the same wrapper, on the real database.
 */

// A probe POST that leaves a trace per execution, so "exactly one effect" can be counted.
const probe = apiRoute("manage_customers", { body: z.object({ note: z.string().min(1).max(50) }) }, async (_request, { scope, body }) => {
  const [row] = await db
    .insert(s.auditLog)
    .values({ businessId: scope.businessId, actorType: "system", action: "api.probe", meta: { note: body.note } })
    .returning({ id: s.auditLog.id });
  return Response.json({ id: row.id, note: body.note }, { status: 201 });
});

const probeCount = async (businessId: string) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(s.auditLog).where(and(eq(s.auditLog.businessId, businessId), eq(s.auditLog.action, "api.probe"))))[0].n;

afterEach(() => {
  delete process.env.API_RATE_LIMIT_PER_MINUTE;
});

describe("API v1 authentication and permissions", () => {
  it("answers 401 without a key, with a malformed or unknown key, and with a revoked key", async () => {
    const biz = await createBusiness(db);
    const { id, key } = await createApiKey(db, biz.id, ["manage_customers"]);
    for (const request of [apiRequest("/business"), apiRequest("/business", { key: "nope" }), apiRequest("/business", { key: `${key}x` })]) {
      const response = await getBusiness(request);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: { code: "unauthenticated", message: "Missing or invalid API key" } });
    }
    await db.update(s.apiKeys).set({ revokedAt: new Date() }).where(eq(s.apiKeys.id, id));
    expect((await getBusiness(apiRequest("/business", { key }))).status).toBe(401);
  });

  it("gives the key's own business (timezone included) and records when the key was last used", async () => {
    const mine = await createBusiness(db, { timezone: "America/Chicago" });
    await createBusiness(db);
    const { id, key } = await createApiKey(db, mine.id, []);
    const response = await getBusiness(apiRequest("/business", { key }));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: mine.id, company_name: mine.companyName, timezone: "America/Chicago", tax_rate: 8.25 });
    const [row] = await db.select({ lastUsedAt: s.apiKeys.lastUsedAt }).from(s.apiKeys).where(eq(s.apiKeys.id, id));
    expect(row.lastUsedAt).not.toBeNull();
  });

  it("answers 403 when the key lacks the operation's permission, and nothing happens", async () => {
    const biz = await createBusiness(db);
    const { key } = await createApiKey(db, biz.id, ["view_jobs"]);
    const response = await probe(apiRequest("/probe", { key, method: "POST", body: { note: "hi" } }));
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe("forbidden");
    expect(await probeCount(biz.id)).toBe(0);
  });
});

describe("API v1 input", () => {
  it("refuses malformed JSON (400), a non-JSON type (400), a NUL byte (400) and a body that fails its schema (422)", async () => {
    const biz = await createBusiness(db);
    const { key } = await createApiKey(db, biz.id, ["manage_customers"]);
    const cases: Array<[Request, number, string]> = [
      [apiRequest("/probe", { key, method: "POST", body: "{not json" }), 400, "Request body is not valid JSON"],
      [apiRequest("/probe", { key, method: "POST", body: "note=x", headers: { "content-type": "text/plain" } }), 400, "Content-Type must be application/json"],
      [apiRequest("/probe", { key, method: "POST", body: { note: "a\u0000b" } }), 400, "Invalid value"],
      [apiRequest("/probe", { key, method: "POST", body: { note: "" } }), 422, "note: Too small: expected string to have >=1 characters"],
    ];
    for (const [request, status, message] of cases) {
      const response = await probe(request);
      expect(response.status).toBe(status);
      expect((await response.json()).error.message).toBe(message);
    }
    expect(await probeCount(biz.id)).toBe(0);
  });
});

describe("API v1 rate limit", () => {
  it("allows the per-minute budget per key, then answers 429 with Retry-After; another key is unaffected", async () => {
    process.env.API_RATE_LIMIT_PER_MINUTE = "3";
    // Windows are whole minutes: start well inside one, so all five requests share it.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 100));
    const biz = await createBusiness(db);
    const first = await createApiKey(db, biz.id, []);
    const second = await createApiKey(db, biz.id, []);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await getBusiness(apiRequest("/business", { key: first.key }))).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await getBusiness(apiRequest("/business", { key: first.key }));
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("x-ratelimit-remaining")).toBe("0");
    expect(await refused.json()).toEqual({ error: { code: "throttled", message: "Rate limit exceeded; retry after the reset" } });
    expect((await getBusiness(apiRequest("/business", { key: second.key }))).status).toBe(200);
  });
});

describe("API v1 Idempotency-Key", () => {
  it("replays the first response for the same key and body, with exactly one effect", async () => {
    const biz = await createBusiness(db);
    const { key } = await createApiKey(db, biz.id, ["manage_customers"]);
    const send = () => probe(apiRequest("/probe", { key, method: "POST", body: { note: "once" }, headers: { "idempotency-key": "abc-123" } }));
    const first = await send();
    const again = await send();
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.json()).toEqual(await first.json());
    expect(await probeCount(biz.id)).toBe(1);
  });

  it("refuses the same key with another body (422) and scopes keys per API key", async () => {
    const biz = await createBusiness(db);
    const one = await createApiKey(db, biz.id, ["manage_customers"]);
    const two = await createApiKey(db, biz.id, ["manage_customers"]);
    const headers = { "idempotency-key": "shared" };
    expect((await probe(apiRequest("/probe", { key: one.key, method: "POST", body: { note: "a" }, headers }))).status).toBe(201);
    const reused = await probe(apiRequest("/probe", { key: one.key, method: "POST", body: { note: "b" }, headers }));
    expect(reused.status).toBe(422);
    expect((await probe(apiRequest("/probe", { key: two.key, method: "POST", body: { note: "b" }, headers }))).status).toBe(201);
    expect(await probeCount(biz.id)).toBe(2);
  });

  it("has exactly one effect when 50 requests with one key arrive at once", async () => {
    const biz = await createBusiness(db);
    const { key } = await createApiKey(db, biz.id, ["manage_customers"]);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => probe(apiRequest("/probe", { key, method: "POST", body: { note: "race" }, headers: { "idempotency-key": "race-1" } }))),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(1);
    expect(await probeCount(biz.id)).toBe(1);
  });

  it("stores refusals too, and forgets a key whose request failed unexpectedly", async () => {
    const biz = await createBusiness(db);
    const { key } = await createApiKey(db, biz.id, ["manage_customers"]);
    const failing = apiRoute("manage_customers", {}, async () => {
      throw new Error("boom");
    });
    const errors = console.error;
    console.error = () => {};
    try {
      expect((await failing(apiRequest("/fail", { key, method: "POST", body: {}, headers: { "idempotency-key": "k1" } }))).status).toBe(500);
    } finally {
      console.error = errors;
    }
    const [left] = await db.select({ n: sql<number>`count(*)::int` }).from(s.apiIdempotencyKeys).where(eq(s.apiIdempotencyKeys.key, "k1"));
    expect(left.n).toBe(0);
  });
});
