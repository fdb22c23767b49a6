import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import { GET as serveLogo } from "@/app/brand/logos/[businessId]/[file]/route";
import { db } from "@/db/client";
import { uploadBusinessLogo } from "@/lib/businesses/settings/logo/upload-business-logo";
import { proxy } from "@/proxy";
import { createBusiness, TINY_PNG } from "@/tests/support/portal-fixtures";

vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

/**
 * Uploaded files answer with a sandboxing Content-Security-Policy so nothing in them can run on
 * our origin. The red team (issue 42) found the proxy replaced the logo route's policy with the
 * page policy. Next copies the headers the proxy sets onto the handler's response, so the proxy
 * must set no CSP on these paths, while pages keep theirs.
 */
const LOGO_CSP = "default-src 'none'; sandbox";

describe("file routes keep their own Content-Security-Policy", () => {
  it("the logo route answers its sandboxing policy and the proxy leaves it alone on every host", async () => {
    const biz = await createBusiness(db);
    const { companyLogo } = await uploadBusinessLogo({ businessId: biz.id, actorUserId: biz.owner.id, ip: null }, TINY_PNG);
    const [businessId, file] = companyLogo.replace("/brand/logos/", "").split("/");
    const served = await serveLogo(new Request(`http://localhost:3000${companyLogo}`), { params: Promise.resolve({ businessId: businessId!, file: file! }) });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-security-policy")).toBe(LOGO_CSP);

    for (const host of ["localhost:3000", "app.localhost:3000", `${biz.portalSubdomain}.localhost:3000`]) {
      const passed = await proxy(new NextRequest(`http://${host}${companyLogo}`, { headers: { host } }));
      expect(passed.headers.get("content-security-policy")).toBeNull();
      expect(passed.headers.get("permissions-policy")).toBeNull();
    }
  });

  it("the proxy sets no page policy on /api/files either, but does on a page", async () => {
    const host = "app.localhost:3000";
    const file = await proxy(new NextRequest(`http://${host}/api/files/00000000-0000-0000-0000-000000000000`, { headers: { host } }));
    expect(file.headers.get("content-security-policy")).toBeNull();
    const page = await proxy(new NextRequest(`http://${host}/auth/signin`, { headers: { host } }));
    expect(page.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-/);
  });
});
