import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { customers, customerSessions } from "@/db/schema";
import {
  SESSION_IDLE_TIMEOUT_MS,
  SESSION_MAX_AGE_MS,
  createCustomerSession,
  deleteCustomerSession,
  validateCustomerSession,
} from "@/lib/identity/customer/sessions";
import { hashToken } from "@/lib/security/tokens";
import { rowsOf } from "@/lib/webhooks/rows-of";
import { createBusiness, createCustomer } from "./fixtures";

type Biz = Awaited<ReturnType<typeof createBusiness>>;
type Cust = Awaited<ReturnType<typeof createCustomer>>;

let business: Biz;
let other: Biz;
let customer: Cust;
const t0 = new Date("2030-01-01T08:00:00Z");
const at = (ms: number) => new Date(t0.getTime() + ms);
const MIN = 60_000;

async function sessionRow(token: string) {
  const [row] = await db.select().from(customerSessions).where(eq(customerSessions.tokenHash, hashToken(token)));
  return row;
}

beforeAll(async () => {
  business = await createBusiness();
  other = await createBusiness();
  customer = await createCustomer(business.id, { firstName: "Ada" });
});

describe("portal sessions (spec §4)", () => {
  it("issues a 43-character url-safe token and stores only its hash", async () => {
    const { token } = await createCustomerSession({ businessId: business.id, customerId: customer.id, ip: "10.0.0.1", userAgent: "ua", now: t0 });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await db.select().from(customerSessions).where(eq(customerSessions.customerId, customer.id));
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    const row = await sessionRow(token);
    expect(row).toMatchObject({ businessId: business.id, customerId: customer.id, ip: "10.0.0.1" });
    expect(row.createdAt.toISOString()).toBe(t0.toISOString());
  });

  it("validates, returns the customer, and refreshes last activity on each use", async () => {
    const { token } = await createCustomerSession({ businessId: business.id, customerId: customer.id, now: t0 });
    const first = await validateCustomerSession({ token, businessId: business.id, now: at(90 * MIN) });
    expect("error" in first).toBe(false);
    if ("error" in first) return;
    expect(first.customer).toMatchObject({ id: customer.id, businessId: business.id, firstName: "Ada", portalAccessStatus: "active" });
    expect((await sessionRow(token)).lastActivityAt.toISOString()).toBe(at(90 * MIN).toISOString());
    // 3 h after creation but only 1.5 h after the last use: still valid thanks to the refresh.
    const second = await validateCustomerSession({ token, businessId: business.id, now: at(180 * MIN) });
    expect("error" in second).toBe(false);
  });

  it("refreshes without waiting for the disk, and leaves every pooled connection committing durably", async () => {
    const { token } = await createCustomerSession({ businessId: business.id, customerId: customer.id, now: t0 });
    const reads = await Promise.all(Array.from({ length: 8 }, (_, i) => validateCustomerSession({ token, businessId: business.id, now: at((i + 1) * MIN) })));
    expect(reads.every((r) => !("error" in r))).toBe(true);
    const latest = (await sessionRow(token)).lastActivityAt.getTime();
    expect(latest).toBeGreaterThanOrEqual(at(MIN).getTime());
    expect(latest).toBeLessThanOrEqual(at(8 * MIN).getTime());
    const settings = await Promise.all(
      Array.from({ length: 8 }, async () => rowsOf<{ synchronous_commit: string }>(await db.execute(sql`show synchronous_commit`))[0].synchronous_commit),
    );
    expect(settings).toEqual(Array.from({ length: 8 }, () => "on"));
  });

  it("expires after 2 h without use (and deletes the row), but not a millisecond before", async () => {
    const { token } = await createCustomerSession({ businessId: business.id, customerId: customer.id, now: t0 });
    expect("error" in (await validateCustomerSession({ token, businessId: business.id, now: at(SESSION_IDLE_TIMEOUT_MS) }))).toBe(false);
    const late = await validateCustomerSession({ token, businessId: business.id, now: at(2 * SESSION_IDLE_TIMEOUT_MS + 1) });
    expect(late).toEqual({ error: "invalid_session", message: "Invalid or expired session" });
    expect(await sessionRow(token)).toBeUndefined();
  });

  it("expires 24 h after creation even when used constantly", async () => {
    const { token } = await createCustomerSession({ businessId: business.id, customerId: customer.id, now: t0 });
    for (let h = 1; h <= 24; h++) {
      const result = await validateCustomerSession({ token, businessId: business.id, now: at(h * 60 * MIN) });
      expect("error" in result, `hour ${h}`).toBe(false);
    }
    const result = await validateCustomerSession({ token, businessId: business.id, now: at(SESSION_MAX_AGE_MS + 1) });
    expect("error" in result).toBe(true);
    expect(await sessionRow(token)).toBeUndefined();
  });

  it("a token presented to another business is invalid and the session is deleted", async () => {
    const { token } = await createCustomerSession({ businessId: business.id, customerId: customer.id, now: t0 });
    const result = await validateCustomerSession({ token, businessId: other.id, now: at(MIN) });
    expect("error" in result).toBe(true);
    expect(await sessionRow(token)).toBeUndefined();
    expect("error" in (await validateCustomerSession({ token, businessId: business.id, now: at(2 * MIN) }))).toBe(true);
  });

  it("rejects malformed tokens with the spec's messages and touches nothing", async () => {
    const bad = async (token: unknown) => validateCustomerSession({ token, businessId: business.id });
    expect(await bad("short")).toEqual({ error: "invalid_format", message: "Invalid session token format" });
    expect(await bad("a".repeat(129))).toEqual({ error: "invalid_format", message: "Invalid session token format" });
    expect(await bad(`${"a".repeat(40)}!`)).toEqual({ error: "invalid_format", message: "Session token contains invalid characters" });
    expect(await bad(`${"a".repeat(40)}' OR 1=1 --`)).toEqual({ error: "invalid_format", message: "Session token contains invalid characters" });
    expect(await bad(12345)).toMatchObject({ error: "invalid_format" });
    expect(await bad(undefined)).toMatchObject({ error: "invalid_format" });
    expect(await bad("a".repeat(43))).toEqual({ error: "invalid_session", message: "Invalid or expired session" });
  });

  it("a customer whose portal access is no longer active loses the session", async () => {
    const leaving = await createCustomer(business.id);
    const { token } = await createCustomerSession({ businessId: business.id, customerId: leaving.id, now: t0 });
    await db.update(customers).set({ portalAccessStatus: "disabled" }).where(eq(customers.id, leaving.id));
    expect("error" in (await validateCustomerSession({ token, businessId: business.id, now: at(MIN) }))).toBe(true);
    expect(await sessionRow(token)).toBeUndefined();
  });

  it("deleteCustomerSession ends exactly that session", async () => {
    const a = await createCustomerSession({ businessId: business.id, customerId: customer.id, now: t0 });
    const b = await createCustomerSession({ businessId: business.id, customerId: customer.id, now: t0 });
    expect(await deleteCustomerSession({ token: a.token })).toBe(true);
    expect(await deleteCustomerSession({ token: a.token })).toBe(false);
    expect(await deleteCustomerSession({ token: "not a token" })).toBe(false);
    expect(await sessionRow(a.token)).toBeUndefined();
    expect(await sessionRow(b.token)).toBeDefined();
  });
});
