import "server-only";
import { and, count, eq, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { authAttempts, files } from "@/db/schema";
import { PORTAL_COOKIE_NAME, portalCookieSecure } from "@/lib/identity/customer/portal-cookie";
import { attemptVerdict, recordAttempt, THROTTLE_MAX_FAILURES } from "@/lib/security/throttle";
import { checkSecurityHeaders, checkSessionCookie, isLocalDatabase, type RuleOutcome } from "./header-rules";
import { deploymentHosts, probeRequest } from "./probe-request";
import type { SyntheticTenant } from "./synthetic-tenants";

/** What every probe gets: this deployment's hosts and the two throwaway tenants. */
export type ProbeWorld = {
  hosts: ReturnType<typeof deploymentHosts>;
  a: SyntheticTenant;
  b: SyntheticTenant;
  /** Customer A's portal session, from the cookie probe (the later probes act as A). */
  session: { token: string | null };
};

export type Probe = { key: string; label: string; area: string; run: (world: ProbeWorld) => Promise<RuleOutcome> };

const origin = (world: ProbeWorld, host: string) => `${world.hosts.https ? "https" : "http"}://${host}`;
const cookieOf = (world: ProbeWorld) => `${PORTAL_COOKIE_NAME}=${world.session.token ?? ""}`;

function headerProbe(key: string, area: string, pick: (world: ProbeWorld) => { host: string; path: string }): Probe {
  return {
    key,
    area,
    label: `Security headers: ${area}`,
    run: async (world) => {
      const { host, path } = pick(world);
      const response = await probeRequest({ host, path });
      if (response.status >= 500) return { ok: false, detail: `GET ${path} answered ${response.status}` };
      const outcome = checkSecurityHeaders(response.headers, { https: world.hosts.https });
      return { ...outcome, detail: `GET ${host}${path} → ${response.status}. ${outcome.detail}` };
    },
  };
}

/** Fails with the answer's status when a request that must be refused was not. */
const refused = (what: string, status: number, allowed: number[]): RuleOutcome =>
  allowed.includes(status) ? { ok: true, detail: `${what} → ${status}` } : { ok: false, detail: `${what} → ${status} (expected ${allowed.join(" or ")})` };

export const SECURITY_PROBES: Probe[] = [
  headerProbe("headers-public", "public site", (w) => ({ host: w.hosts.main, path: "/" })),
  // Staff pages are served on the staff host; the apex only redirects there.
  headerProbe("headers-staff", "staff sign-in and admin", (w) => ({ host: w.hosts.staff, path: "/auth" })),
  headerProbe("headers-portal", "customer portal", (w) => ({ host: w.hosts.portal(w.a.subdomain), path: "/login" })),
  headerProbe("headers-superadmin", "superadmin", (w) => ({ host: w.hosts.staff, path: "/superadmin/login" })),
  {
    key: "session-cookie",
    area: "customer portal",
    label: "Portal session cookie flags",
    run: async (world) => {
      const host = world.hosts.portal(world.a.subdomain);
      const response = await probeRequest({
        host,
        path: "/api/customer-login",
        method: "POST",
        headers: { "content-type": "application/json", origin: origin(world, host) },
        body: JSON.stringify({ email: world.a.customer.email, password: world.a.customer.password }),
      });
      if (response.status !== 200) return { ok: false, detail: `Sign-in of the probe customer answered ${response.status}` };
      world.session.token = (JSON.parse(response.body) as { session_token?: string }).session_token ?? null;
      return checkSessionCookie(response.headers["set-cookie"], PORTAL_COOKIE_NAME, { secureExpected: portalCookieSecure() });
    },
  },
  {
    key: "throttling",
    area: "sign-in",
    label: "Sign-in throttling is active",
    run: async (world) => {
      // Recorded in the live throttle table under a documentation address (192.0.2.0/24, never a
      // real client), so the probe cannot lock anyone out; its rows are removed afterwards.
      const key = { scope: "portal_login" as const, accountKey: `${world.a.businessId}:${world.a.customer.email}`, ip: "192.0.2.1" };
      try {
        for (let i = 0; i < THROTTLE_MAX_FAILURES; i++) await recordAttempt(key, false);
        const verdict = await attemptVerdict(key);
        return verdict.blocked
          ? { ok: true, detail: `Attempt ${THROTTLE_MAX_FAILURES + 1} after ${THROTTLE_MAX_FAILURES} failures is refused` }
          : { ok: false, detail: `Still admitted after ${THROTTLE_MAX_FAILURES} failures` };
      } finally {
        await db.delete(authAttempts).where(and(eq(authAttempts.scope, key.scope), eq(authAttempts.accountKey, key.accountKey)));
      }
    },
  },
  {
    key: "upload-html",
    area: "uploads",
    label: "Uploads refuse an HTML file",
    run: async (world) => {
      if (!world.session.token) return { ok: false, detail: "No session for the probe customer (see the cookie check)" };
      const host = world.hosts.portal(world.a.subdomain);
      const boundary = `----probe${Date.now()}`;
      const body = [
        `--${boundary}`,
        'Content-Disposition: form-data; name="files"; filename="probe.html"',
        "Content-Type: text/html",
        "",
        "<!doctype html><html><body><script>alert(document.cookie)</script></body></html>",
        `--${boundary}--`,
        "",
      ].join("\r\n");
      const response = await probeRequest({
        host,
        path: "/api/portal/uploads",
        method: "POST",
        headers: { "content-type": `multipart/form-data; boundary=${boundary}`, cookie: cookieOf(world), origin: origin(world, host) },
        body,
      });
      const [stored] = await db.select({ n: count() }).from(files).where(eq(files.businessId, world.a.businessId));
      if (response.status < 400 || response.status >= 500) return { ok: false, detail: `POST /api/portal/uploads with an HTML file → ${response.status}` };
      if ((stored?.n ?? 0) > 0) return { ok: false, detail: "Refused, but a file row was stored" };
      return { ok: true, detail: `POST /api/portal/uploads with an HTML file → ${response.status}, nothing stored` };
    },
  },
  {
    key: "cross-tenant",
    area: "tenancy",
    label: "Two tenants see nothing of each other",
    run: async (world) => {
      if (!world.session.token) return { ok: false, detail: "No session for the probe customer (see the cookie check)" };
      const hostA = world.hosts.portal(world.a.subdomain);
      const hostB = world.hosts.portal(world.b.subdomain);
      const own = await probeRequest({ host: hostA, path: "/api/customer-portal-data?action=quotes", headers: { cookie: cookieOf(world) } });
      if (own.status !== 200 || !own.body.includes(world.a.quote.title)) return { ok: false, detail: `A's own quotes → ${own.status}, A's quote missing` };
      if (own.body.includes(world.b.quote.title)) return { ok: false, detail: "A's quote list holds B's quote" };
      // Same-host probe first: presenting A's session on another tenant's host revokes it.
      const checks = [
        refused("B's quote PDF with A's session", (await probeRequest({ host: hostA, path: `/api/portal/quotes/${world.b.quote.id}/pdf`, headers: { cookie: cookieOf(world) } })).status, [404]),
        refused("A's cookie on B's portal /dashboard", (await probeRequest({ host: hostB, path: "/dashboard", headers: { cookie: cookieOf(world) } })).status, [307]),
        refused(
          "A's token for B's quotes (customer-portal-data)",
          (await probeRequest({ host: world.hosts.main, path: `/api/customer-portal-data?action=quotes&portal_subdomain=${world.b.subdomain}&session_token=${world.session.token}` })).status,
          [401, 403],
        ),
        refused("A's session after use on B's host (revoked)", (await probeRequest({ host: hostA, path: "/api/customer-portal-data?action=quotes", headers: { cookie: cookieOf(world) } })).status, [401]),
      ];
      const failed = checks.filter((c) => !c.ok);
      return failed.length ? { ok: false, detail: failed.map((c) => c.detail).join("; ") } : { ok: true, detail: `A sees its quote only; ${checks.map((c) => c.detail).join("; ")}` };
    },
  },
  {
    key: "auth-secret",
    area: "configuration",
    label: "AUTH_SECRET set in production",
    run: async () => {
      const secret = process.env.AUTH_SECRET ?? "";
      if (process.env.NODE_ENV !== "production") return { ok: true, detail: "Not a production build: a per-install secret in .data/ is used" };
      if (secret.length >= 32) return { ok: true, detail: `AUTH_SECRET is set (${secret.length} characters)` };
      if (secret) return { ok: false, detail: `AUTH_SECRET has only ${secret.length} characters (at least 32)` };
      return { ok: false, detail: "AUTH_SECRET is not set: sessions are signed with a per-install secret in .data/, which differs between instances" };
    },
  },
  {
    key: "database-tls",
    area: "configuration",
    label: "Database connection uses TLS when remote",
    run: async () => {
      if (isLocalDatabase(process.env.DATABASE_URL)) return { ok: true, detail: process.env.DATABASE_URL ? "Database on this machine: TLS not needed" : "Embedded database: no network connection" };
      const [row] = await db.execute<{ ssl: boolean | null }>(sql`SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()`);
      return row?.ssl ? { ok: true, detail: "Remote database over TLS" } : { ok: false, detail: "Remote database WITHOUT TLS: add sslmode=require to DATABASE_URL" };
    },
  },
];
