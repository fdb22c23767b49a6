import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import { GET, POST } from "@/app/api/auth/[...nextauth]/route";
import { hasUnusableCallbackUrl } from "@/lib/identity/staff/auth-callback-url";

vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

/**
 * Auth.js answered 500 to a callbackUrl that is no http(s) URL (issue 42's red team: sign-out
 * with `callbackUrl=\/evil.example`); its endpoints now answer such a request 400.
 */
const HOST = "app.localhost:3000";
const request = (path: string, init: { method?: string; cookie?: string; body?: string } = {}) =>
  new NextRequest(`http://${HOST}${path}`, {
    method: init.method ?? "GET",
    headers: { host: HOST, ...(init.cookie ? { cookie: init.cookie } : {}), ...(init.body ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
    body: init.body,
  });

describe("Auth.js endpoints and an unusable callbackUrl", () => {
  it("answer 400 to one in the query or the callback-url cookie, on GET and POST", async () => {
    const bad = encodeURIComponent("\\/evil.example");
    for (const res of [
      await GET(request(`/api/auth/signout?callbackUrl=${bad}`)),
      await POST(request(`/api/auth/signout?callbackUrl=${bad}`, { method: "POST", body: "csrfToken=x" })),
      await GET(request(`/api/auth/session?callbackUrl=${bad}`)), // Auth.js alone answered these two 500
      await GET(request("/api/auth/signin?callbackUrl=javascript:alert(1)")),
      await GET(request("/api/auth/session", { cookie: `authjs.callback-url=${bad}` })),
    ]) {
      expect(res.status).toBe(400);
      expect(await res.text()).toBe("Bad Request: invalid callbackUrl");
    }
  });

  it("pass a usable one on to Auth.js, which answers it below 500", async () => {
    for (const res of [
      await GET(request(`/api/auth/signout?callbackUrl=${encodeURIComponent("/auth")}`)),
      await GET(request("/api/auth/session", { cookie: `authjs.callback-url=${encodeURIComponent(`http://${HOST}/admin`)}` })),
      await GET(request("/api/auth/csrf")),
    ]) {
      expect(res.status).toBeLessThan(400);
    }
  });

  it("judges as Auth.js does: paths and http(s) URLs are usable; backslashes, other schemes and junk are not", () => {
    const usable = (callbackUrl: string) => !hasUnusableCallbackUrl(new Request(`http://${HOST}/api/auth/signout?callbackUrl=${encodeURIComponent(callbackUrl)}`));
    expect(["/auth", "/admin?x=1", "https://evil.example/", `http://${HOST}/admin`].map(usable)).toEqual([true, true, true, true]);
    expect(["\\/evil.example", "javascript:alert(1)", "evil.example", "ftp://x/"].map(usable)).toEqual([false, false, false, false]);
  });
});
