import { and, eq, sql } from "drizzle-orm";
import postgres from "postgres";
import { describe, expect, inject, it } from "vitest";
import { z } from "zod";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import { apiRoute } from "@/lib/core/routes/api-route";
import { createBusiness } from "@/tests/support/portal-fixtures";
import { apiRequest, createApiKey } from "@/tests/support/api-fixtures";

/**
 * Issue 44 item 1 on the real database: an Idempotency-Key's claim, the request's writes and
 * the stored answer commit together. A request that wrote and then failed leaves neither its
 * write nor its claim, so the retry applies exactly once; a claim whose process died goes with
 * its connection; an unfinished claim row of the earlier code expires after five minutes.
 */
const note = z.object({ note: z.string().min(1).max(50) });

/** Writes a trace, then — while `failNext` says so — fails as a later statement would. */
function probeRoute(failures: { next: "none" | "statement" | "refusal" }) {
  return apiRoute("manage_customers", { body: note }, async (_request, { scope, body }) => {
    const [row] = await db
      .insert(s.auditLog)
      .values({ businessId: scope.businessId, actorType: "system", action: "api.tx-probe", meta: { note: body.note } })
      .returning({ id: s.auditLog.id });
    const failure = failures.next;
    failures.next = "none";
    if (failure === "statement") await db.execute(sql`select 1 / 0`);
    if (failure === "refusal") throw new DomainError("conflict", "Refused after writing");
    return Response.json({ id: row.id, note: body.note }, { status: 201 });
  });
}

const traces = async (businessId: string) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(s.auditLog).where(and(eq(s.auditLog.businessId, businessId), eq(s.auditLog.action, "api.tx-probe"))))[0].n;
const keyRows = async (businessId: string, key: string) =>
  db.select().from(s.apiIdempotencyKeys).where(and(eq(s.apiIdempotencyKeys.businessId, businessId), eq(s.apiIdempotencyKeys.key, key)));

async function quietly<T>(fn: () => Promise<T>): Promise<T> {
  const errors = console.error;
  console.error = () => {};
  try {
    return await fn();
  } finally {
    console.error = errors;
  }
}

async function setUp() {
  const biz = await createBusiness(db);
  const apiKey = await createApiKey(db, biz.id, ["manage_customers"]);
  const failures = { next: "none" as "none" | "statement" | "refusal" };
  const probe = probeRoute(failures);
  const send = (idempotencyKey: string, body = { note: "once" }) =>
    probe(apiRequest("/probe", { key: apiKey.key, method: "POST", body, headers: { "idempotency-key": idempotencyKey } }));
  return { biz, apiKey, failures, send };
}

describe("Idempotency-Key in the write's transaction", () => {
  it("a write followed by a failing statement leaves nothing, so the retry applies exactly once", async () => {
    const { biz, failures, send } = await setUp();
    failures.next = "statement";
    expect((await quietly(() => send("k-fail"))).status).toBe(500);
    expect(await traces(biz.id)).toBe(0);
    expect(await keyRows(biz.id, "k-fail")).toEqual([]);

    const retry = await send("k-fail");
    expect(retry.status).toBe(201);
    const replay = await send("k-fail");
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(await replay.json()).toEqual(await retry.json());
    expect(await traces(biz.id)).toBe(1);
    expect((await keyRows(biz.id, "k-fail")).map((r) => r.statusCode)).toEqual([201]);
  });

  it("a refusal after a write undoes the write and is stored with the key", async () => {
    const { biz, failures, send } = await setUp();
    failures.next = "refusal";
    const refused = await send("k-refused");
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: { code: "conflict", message: "Refused after writing" } });
    expect(await traces(biz.id)).toBe(0);
    const again = await send("k-refused");
    expect(again.status).toBe(409);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await traces(biz.id)).toBe(0);
  });

  it("a claim held by a live request answers 409; once its process dies, the retry runs", async () => {
    const { biz, apiKey, send } = await setUp();
    // The embedded PGlite is one backend: a connection inside a transaction holds it whole, so
    // there a second request waits instead of meeting the claim, and only the "dies" half applies.
    const onServer = inject("databaseServerUrl") !== null;
    // Another app process mid-request: its transaction holds the claim (lock and row).
    const other = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
    try {
      const reserved = await other.reserve();
      await reserved`begin`;
      const [{ pid }] = await reserved<{ pid: number }[]>`select pg_backend_pid() as pid`;
      await reserved`select pg_advisory_xact_lock(hashtextextended(${`idempotency:${biz.id}:${apiKey.id}:k-dead`}, 0))`;
      await reserved`insert into api_idempotency_keys (business_id, api_key_id, key, method, path, request_hash)
                     values (${biz.id}, ${apiKey.id}, 'k-dead', 'POST', '/api/v1/probe', 'x')`;

      if (onServer) {
        const busy = await send("k-dead");
        expect(busy.status).toBe(409);
        expect(await busy.json()).toEqual({ error: { code: "conflict", message: "A request with this Idempotency-Key is still in progress" } });
        // kill -9 of that process: its connection goes, the server rolls its transaction back.
        await db.execute(sql`select pg_terminate_backend(${pid})`);
        reserved.release();
      } else {
        // The process dies: its socket closes and the embedded server rolls its transaction back.
        await other.end({ timeout: 0 });
      }
    } finally {
      await other.end({ timeout: 1 }).catch(() => {});
    }
    const retry = await send("k-dead");
    expect(retry.status).toBe(201);
    expect(await traces(biz.id)).toBe(1);
  });

  it("two requests with one key at the same moment apply once: one runs, the other meets its claim or replays its answer", async () => {
    const { biz, send } = await setUp();
    const answers = await Promise.all([send("k-twice"), send("k-twice")]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect([[201, 201], [201, 409]]).toContainEqual(statuses);
    expect(await traces(biz.id)).toBe(1);
    expect((await keyRows(biz.id, "k-twice")).map((r) => r.statusCode)).toEqual([201]);
  });

  it("an unfinished claim row older than five minutes (left by the earlier code) expires; a recent one is still in progress", async () => {
    const { biz, apiKey, send } = await setUp();
    const leftover = (key: string, minutesAgo: number) =>
      db.insert(s.apiIdempotencyKeys).values({
        businessId: biz.id,
        apiKeyId: apiKey.id,
        key,
        method: "POST",
        path: "/api/v1/probe",
        requestHash: "x",
        createdAt: new Date(Date.now() - minutesAgo * 60_000),
      });
    await leftover("k-stale", 32);
    await leftover("k-recent", 1);
    expect((await send("k-stale")).status).toBe(201);
    expect((await send("k-recent")).status).toBe(409);
    expect(await traces(biz.id)).toBe(1);
    expect((await keyRows(biz.id, "k-stale")).map((r) => r.statusCode)).toEqual([201]);
  });
});
