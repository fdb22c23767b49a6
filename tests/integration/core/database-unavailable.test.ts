import { drizzle } from "drizzle-orm/postgres-js";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import net from "node:net";
import { afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { GET as portalData } from "@/app/api/customer-portal-data/route";
import { db } from "@/db/client";
import {
  DATABASE_UNAVAILABLE_DIGEST,
  TEMPORARILY_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from "@/lib/foundation/database-unavailable";
import { defineAction } from "@/lib/core/define-action";
import { publicRoute } from "@/lib/core/routes/public-route";
import { z } from "zod";
import { findBusinessByTenantKey, invalidateTenant } from "@/lib/tenancy/find-business-by-tenant-key";
import { requirePortalBusiness } from "@/lib/tenancy/require-portal-business";
import { createBusiness } from "../../support/portal-fixtures";

/**
 * Issue 44 item 3 (part): the database out of reach is "temporarily unavailable" — 503 with
 * Retry-After, a "try again" page — never "Business Not Found" and never a 500. The failures
 * are real: a DATABASE_URL on a closed port, a role the server refuses for "too many
 * connections"; the classification is also checked against errors that are bugs.
 */
const CLOSED_PORT_URL = "postgres://postgres@127.0.0.1:1/serviceloop";
type Globals = { __serviceloopSql?: { end: (o?: { timeout?: number }) => Promise<void> }; __serviceloopDb?: unknown };
const globals = globalThis as unknown as Globals;
const saved = { sql: globals.__serviceloopSql, db: globals.__serviceloopDb, url: process.env.DATABASE_URL };

/** From here on the app's pool aims at a port nobody listens on (as during a restart). */
function databaseGoesAway() {
  delete globals.__serviceloopSql;
  delete globals.__serviceloopDb;
  process.env.DATABASE_URL = CLOSED_PORT_URL;
}

afterEach(async () => {
  if (globals.__serviceloopSql !== saved.sql) await globals.__serviceloopSql?.end({ timeout: 1 }).catch(() => {});
  globals.__serviceloopSql = saved.sql;
  globals.__serviceloopDb = saved.db;
  process.env.DATABASE_URL = saved.url;
});

async function failureOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("expected a failure");
}

/** On the Postgres server: a role it refuses for "too many connections" (limit 0). */
async function cappedRole() {
  const role = `sl_capped_${Math.random().toString(36).slice(2, 10)}`;
  await db.execute(sql.raw(`create role ${role} login connection limit 0`));
  const url = new URL(saved.url!);
  url.username = role;
  return { url: url.toString(), close: async () => void (await db.execute(sql.raw(`drop role ${role}`))) };
}

/**
 * The embedded PGlite has no connection limit, so there the refusal comes from a local
 * listener that answers the startup message exactly as a full server does: an ErrorResponse
 * (FATAL, 53300) on the wire, parsed by the same driver the app uses.
 */
async function refusingServer() {
  const field = (tag: string, value: string) => Buffer.concat([Buffer.from(tag), Buffer.from(`${value}\0`)]);
  const fields = Buffer.concat([
    field("S", "FATAL"),
    field("V", "FATAL"),
    field("C", "53300"),
    field("M", 'too many connections for role "capped"'),
    Buffer.from([0]),
  ]);
  const length = Buffer.alloc(4);
  length.writeInt32BE(fields.length + 4);
  const refusal = Buffer.concat([Buffer.from("E"), length, fields]);
  const server = net.createServer((socket) => socket.once("data", () => socket.end(refusal)));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return { url: `postgres://capped@127.0.0.1:${port}/serviceloop`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe("isDatabaseUnavailable", () => {
  it("knows a refused connection, through Drizzle's wrapping too", async () => {
    const pool = postgres(CLOSED_PORT_URL, { max: 1, connect_timeout: 2, onnotice: () => {} });
    try {
      expect(isDatabaseUnavailable(await failureOf(() => pool`select 1`))).toBe(true);
      expect(isDatabaseUnavailable(await failureOf(() => drizzle(pool).execute(sql`select 1`)))).toBe(true);
    } finally {
      await pool.end({ timeout: 1 });
    }
  });

  it("knows the server's 'too many connections' (53300)", async () => {
    const { url, close } = inject("databaseServerUrl") !== null ? await cappedRole() : await refusingServer();
    const pool = postgres(url, { max: 1, connect_timeout: 5, onnotice: () => {} });
    try {
      const error = await failureOf(() => pool`select 1`);
      expect((error as { code?: string }).code).toBe("53300");
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await pool.end({ timeout: 1 });
      await close();
    }
  });

  it("knows shutdown and connection-exception codes, and leaves bugs alone", async () => {
    for (const code of ["57P01", "57P02", "57P03", "08006", "08001", "53300", "ECONNRESET", "CONNECTION_CLOSED"]) {
      expect(isDatabaseUnavailable(new Error("wrapped", { cause: Object.assign(new Error(code), { code }) }))).toBe(true);
    }
    const syntax = await failureOf(() => db.execute(sql`selec 1`));
    const division = await failureOf(() => db.execute(sql`select 1 / 0`));
    for (const bug of [syntax, division, new Error("boom"), null, undefined, "ECONNREFUSED"]) expect(isDatabaseUnavailable(bug)).toBe(false);
  });
});

describe("with the database unreachable", () => {
  let subdomain: string;
  beforeAll(async () => {
    subdomain = (await createBusiness(db)).portalSubdomain;
  });

  it("a route handler answers 503 with Retry-After and 'try again', not 500", async () => {
    const route = publicRoute(async () => Response.json(await db.execute(sql`select 1 as one`)));
    databaseGoesAway();
    const response = await route(new Request("http://localhost:3000/api/probe"));
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(await response.json()).toEqual({ success: false, message: TEMPORARILY_UNAVAILABLE_MESSAGE });
  });

  it("a server action answers 'unavailable' (503) with 'try again', not its 'Failed to …' fallback", async () => {
    const action = defineAction({
      kind: "public",
      schema: z.object({}),
      authenticate: async () => ({}),
      handler: async () => db.execute(sql`select 1 as one`),
      fallback: "Failed to send message",
    });
    databaseGoesAway();
    expect(await action({})).toEqual({ ok: false, code: "unavailable", status: 503, message: TEMPORARILY_UNAVAILABLE_MESSAGE });
  });

  it("the tenant lookup is an error, not 'not found'; the portal's pages throw the unavailable digest, its API answers 503", async () => {
    invalidateTenant(subdomain);
    databaseGoesAway();
    const lookup = await findBusinessByTenantKey(subdomain);
    expect(lookup).toMatchObject({ status: "error", unavailable: true });

    const page = await failureOf(() => requirePortalBusiness(subdomain));
    expect((page as { digest?: string }).digest).toBe(DATABASE_UNAVAILABLE_DIGEST);

    const host = `${subdomain}.localhost:3000`;
    const api = await portalData(new Request(`http://${host}/api/customer-portal-data?action=quotes`, { headers: { host } }));
    expect(api.status).toBe(503);
    expect(api.headers.get("retry-after")).toBe("5");
  });

  it("once the database is back the same business is found again (the failure was not cached)", async () => {
    invalidateTenant(subdomain);
    databaseGoesAway();
    expect((await findBusinessByTenantKey(subdomain)).status).toBe("error");
    globals.__serviceloopSql = saved.sql;
    globals.__serviceloopDb = saved.db;
    process.env.DATABASE_URL = saved.url;
    expect((await findBusinessByTenantKey(subdomain)).status).toBe("found");
  });
});
