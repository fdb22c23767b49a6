/**
 * The request context of a server action, faked for Vitest — and nothing else. Tests mock
 * `next/headers` and `next/cache` with these:
 *
 *   vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
 *   vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);
 *
 * and then say who is asking: `asAnonymous()`, `asStaff(userId)` (a REAL Auth.js session
 * cookie, minted with next-auth's own `encode` and the project's secret, that Auth.js
 * decodes), `asCustomer(...)` (a REAL portal session row and its cookie, on the tenant host
 * with the tenant header proxy.ts would set). Everything behind the action is real.
 */
import { encode } from "next-auth/jwt";
import { createCustomerSession } from "@/lib/identity/customer/sessions";
import { PORTAL_COOKIE_NAME } from "@/lib/identity/customer/portal-cookie";
import { resolveAuthSecret } from "@/lib/identity/staff/secret";
import { TENANT_HEADER } from "@/lib/tenancy/tenant-header";
import { CLIENT_ADDRESS_HEADER } from "@/lib/security/client-address";

/** Auth.js's session cookie on plain http (no __Secure- prefix), as in development and e2e. */
export const STAFF_COOKIE_NAME = "authjs.session-token";
const MAIN_HOST = "localhost:3000";

type State = { host: string; tenant: string | null; ip: string; jar: Map<string, string>; revalidated: string[]; extra: Map<string, string> };
const state: State = { host: MAIN_HOST, tenant: null, ip: "203.0.113.1", jar: new Map(), revalidated: [], extra: new Map() };

function requestHeaders(): Headers {
  // Next sets x-forwarded-proto on every request; Auth.js reads it to pick the (non-__Secure-) cookie name.
  const headers = new Headers({ host: state.host, "user-agent": "vitest", [CLIENT_ADDRESS_HEADER]: state.ip, "x-forwarded-proto": "http" });
  if (state.tenant) headers.set(TENANT_HEADER, state.tenant);
  for (const [name, value] of state.extra) headers.set(name, value);
  const cookie = [...state.jar].map(([name, value]) => `${name}=${value}`).join("; ");
  if (cookie) headers.set("cookie", cookie);
  return headers;
}

type CookieInit = { name: string; value: string; maxAge?: number; expires?: Date | number };
function setCookie(nameOrInit: string | CookieInit, value?: string, options: { maxAge?: number; expires?: Date | number } = {}) {
  const init = typeof nameOrInit === "string" ? { name: nameOrInit, value: value ?? "", ...options } : nameOrInit;
  const expired = init.maxAge === 0 || (init.expires !== undefined && new Date(init.expires).getTime() <= Date.now());
  if (expired || init.value === "") state.jar.delete(init.name);
  else state.jar.set(init.name, init.value);
}

const jar = {
  get: (name: string) => (state.jar.has(name) ? { name, value: state.jar.get(name)! } : undefined),
  getAll: () => [...state.jar].map(([name, value]) => ({ name, value })),
  has: (name: string) => state.jar.has(name),
  set: setCookie,
  delete: (name: string) => state.jar.delete(name),
};

export const nextHeaders = {
  headers: async () => requestHeaders(),
  cookies: async () => jar,
  draftMode: async () => ({ isEnabled: false, enable() {}, disable() {} }),
};

export const nextCache = {
  revalidatePath: (path: string) => void state.revalidated.push(path),
  revalidateTag: (tag: string) => void state.revalidated.push(`tag:${tag}`),
  updateTag: (tag: string) => void state.revalidated.push(`tag:${tag}`),
  refresh: () => {},
  unstable_noStore: () => {},
  unstable_cache: <T extends (...args: never[]) => unknown>(fn: T) => fn,
};

function reset(host: string, tenant: string | null) {
  state.ip = "203.0.113.1";
  state.host = host;
  state.tenant = tenant;
  state.jar = new Map();
  state.revalidated = [];
  state.extra = new Map();
}

/** The cookies the last action left in the jar (e.g. a session it set or cleared). */
export const cookieJar = () => new Map(state.jar);
export const revalidatedPaths = () => [...state.revalidated];

/** A request with no cookie, on the main host (or a tenant host). */
export function asAnonymous(options: { tenant?: string } = {}) {
  reset(options.tenant ? `${options.tenant}.localhost:3000` : MAIN_HOST, options.tenant ?? null);
}

/** A signed-in staff member or superadmin: a real Auth.js JWT cookie for the user id. */
export async function asStaff(userId: string) {
  reset(MAIN_HOST, null);
  const token = await encode({ token: { sub: userId }, secret: resolveAuthSecret(), salt: STAFF_COOKIE_NAME, maxAge: 3600 });
  state.jar.set(STAFF_COOKIE_NAME, token);
}

/**
 * A signed-in portal customer: a real session row (as /api/customer-login creates it) and
 * its cookie, on the tenant host of `tenant` (defaults to the customer's own business).
 */
export async function asCustomer(customer: { id: string; businessId: string }, tenant: string) {
  const { token } = await createCustomerSession({ businessId: customer.businessId, customerId: customer.id });
  reset(`${tenant}.localhost:3000`, tenant);
  state.jar.set(PORTAL_COOKIE_NAME, token);
  return token;
}

/** Puts a cookie into the jar as it stands, e.g. a session cookie copied earlier. */
export function withCookie(name: string, value: string) {
  state.jar.set(name, value);
}

/** Adds a request header to the following requests, e.g. one proxy.ts would set. */
export function withRequestHeader(name: string, value: string) {
  state.extra.set(name, value);
}

/** Sends the following requests from another client address (per-address caps and throttles). */
export function fromAddress(ip: string) {
  state.ip = ip;
}

/** Keeps the signed-in identity but moves the request to another tenant host. */
export function onTenant(tenant: string) {
  state.host = `${tenant}.localhost:3000`;
  state.tenant = tenant;
}
