import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { DELETE as removeLogo, POST as uploadLogo } from "@/app/api/admin/branding/logo/route";
import { GET as serveLogo } from "@/app/brand/logos/[businessId]/[file]/route";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { getStorage } from "@/lib/files/storage/storage";
import { findBusinessByTenantKey } from "@/lib/tenancy/find-business-by-tenant-key";
import { asAnonymous, asStaff } from "@/tests/support/fake-request";
import { createBusiness, TINY_PNG } from "@/tests/support/portal-fixtures";
import { addEmployee, createUser } from "../staff-auth/fixtures";

vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

/** Settings → Branding → logo (issue 10 item 4): the real route handlers, storage and public URL. */
const HOST = "localhost:3000";
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]), Buffer.alloc(64)]);
const WEBP = Buffer.concat([Buffer.from("RIFF"), Buffer.from([0x24, 0, 0, 0]), Buffer.from("WEBPVP8 "), Buffer.alloc(32)]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const GIF = Buffer.concat([Buffer.from("GIF89a"), Buffer.alloc(32)]);

function post(bytes: Uint8Array, { name = "logo.png", type = "image/png", origin = `http://${HOST}` } = {}) {
  const form = new FormData();
  form.append("logo", new File([Buffer.from(bytes)], name, { type }));
  return uploadLogo(new Request(`http://${HOST}/api/admin/branding/logo`, { method: "POST", headers: { host: HOST, origin }, body: form }));
}
const del = () => removeLogo(new Request(`http://${HOST}/api/admin/branding/logo`, { method: "DELETE", headers: { host: HOST, origin: `http://${HOST}` } }));
function serve(url: string) {
  const [businessId, file] = url.replace("/brand/logos/", "").split("/");
  return serveLogo(new Request(`http://${HOST}${url}`, { headers: { host: HOST } }), { params: Promise.resolve({ businessId, file }) });
}
const logoOf = async (id: string) => (await db.select({ logo: s.businesses.companyLogo }).from(s.businesses).where(eq(s.businesses.id, id)))[0].logo;
const audits = async (businessId: string, action: string) =>
  db.select().from(s.auditLog).where(and(eq(s.auditLog.businessId, businessId), eq(s.auditLog.action, action)));
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

describe("logo upload", () => {
  it("stores a PNG through the storage module, saves its public URL, serves it on every host, audits and refreshes the cached tenant", async () => {
    const biz = await createBusiness(db);
    // Warm the tenant cache: the portal must still see the logo at once.
    expect((await findBusinessByTenantKey(biz.portalSubdomain)).status).toBe("found");
    await asStaff(biz.owner.id);
    const res = await post(TINY_PNG);
    expect(res.status).toBe(200);
    const { companyLogo } = (await res.json()) as { companyLogo: string };
    expect(companyLogo).toMatch(new RegExp(`^/brand/logos/${biz.id}/logo-\\d+-[A-Za-z0-9_-]+\\.png$`));
    expect(await logoOf(biz.id)).toBe(companyLogo);
    const lookup = await findBusinessByTenantKey(biz.portalSubdomain);
    expect(lookup.status === "found" && lookup.business.companyLogo).toBe(companyLogo);

    const stored = await getStorage().getObject(companyLogo.replace("/brand/logos/", ""));
    expect(stored?.contentType).toBe("image/png");
    expect(Buffer.from(stored!.bytes).equals(TINY_PNG)).toBe(true);

    const served = await serve(companyLogo);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await served.arrayBuffer()).equals(TINY_PNG)).toBe(true);

    const [audit] = await audits(biz.id, "settings.logo_uploaded");
    expect(audit).toMatchObject({ actorType: "staff", actorId: biz.owner.id, targetId: biz.id });
    expect(audit.meta).toMatchObject({ from: null, to: companyLogo, contentType: "image/png" });
  });

  it("accepts JPEG and WebP by their content; replacing deletes the previous object", async () => {
    const biz = await createBusiness(db);
    await asStaff(biz.owner.id);
    const first = (await (await post(JPEG, { name: "logo.jpg", type: "image/jpeg" })).json()) as { companyLogo: string };
    expect(first.companyLogo).toMatch(/\.jpg$/);
    const second = (await (await post(WEBP, { name: "logo.webp", type: "image/webp" })).json()) as { companyLogo: string };
    expect(second.companyLogo).toMatch(/\.webp$/);
    expect((await serve(second.companyLogo)).headers.get("content-type")).toBe("image/webp");
    expect((await serve(first.companyLogo)).status).toBe(404);
    expect(await getStorage().getObject(first.companyLogo.replace("/brand/logos/", ""))).toBeNull();
  });

  it("refuses SVG, GIF, a text file named .png, an empty file and anything over 2 MB with a clear message, changing nothing", async () => {
    const biz = await createBusiness(db, { companyLogo: "/brand/greenleaf-logo.svg" });
    await asStaff(biz.owner.id);
    const cases: Array<[Uint8Array, { name?: string; type?: string }, number, string]> = [
      [SVG, { name: "logo.svg", type: "image/svg+xml" }, 400, "The logo must be a PNG, JPEG or WebP image"],
      [GIF, { name: "logo.gif", type: "image/gif" }, 400, "The logo must be a PNG, JPEG or WebP image"],
      [Buffer.from("hello, not a picture"), { name: "logo.png", type: "image/png" }, 400, "The logo must be a PNG, JPEG or WebP image"],
      [new Uint8Array(0), {}, 400, "Choose an image file for the logo"],
      [Buffer.concat([TINY_PNG, Buffer.alloc(2 * 1024 * 1024)]), {}, 413, "The logo is too large. Maximum size is 2MB."],
    ];
    for (const [bytes, file, status, message] of cases) {
      const res = await post(bytes, file);
      expect(res.status, message).toBe(status);
      expect((await errorOf(res)).message).toBe(message);
    }
    expect(await logoOf(biz.id)).toBe("/brand/greenleaf-logo.svg");
    expect(await audits(biz.id, "settings.logo_uploaded")).toEqual([]);
  });

  it("refuses a cross-site upload, an employee without manage_settings and a visitor without a session", async () => {
    const biz = await createBusiness(db);
    await asStaff(biz.owner.id);
    const crossSite = await post(TINY_PNG, { origin: "http://evil.example" });
    expect(crossSite.status).toBe(403);
    const user = await createUser({ userType: "employee" });
    await addEmployee(biz.id, user.id);
    await asStaff(user.id);
    expect((await post(TINY_PNG)).status).toBe(403);
    expect((await del()).status).toBe(403);
    asAnonymous();
    expect((await post(TINY_PNG)).status).toBe(401);
    expect(await logoOf(biz.id)).toBeNull();
  });
});

describe("logo removal and serving", () => {
  it("removes the logo: the row is cleared, the object deleted, audited; removing again is a conflict", async () => {
    const biz = await createBusiness(db);
    await asStaff(biz.owner.id);
    const { companyLogo } = (await (await post(TINY_PNG)).json()) as { companyLogo: string };
    await findBusinessByTenantKey(biz.portalSubdomain);
    const res = await del();
    expect(res.status).toBe(200);
    expect(await logoOf(biz.id)).toBeNull();
    const lookup = await findBusinessByTenantKey(biz.portalSubdomain);
    expect(lookup.status === "found" && lookup.business.companyLogo).toBeNull();
    expect((await serve(companyLogo)).status).toBe(404);
    expect((await audits(biz.id, "settings.logo_removed")).map((a) => a.meta)).toEqual([{ from: companyLogo, to: null }]);
    const again = await del();
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe("There is no logo to remove");
  });

  it("serves only uploaded logo objects: other stored files and malformed names are 404", async () => {
    const biz = await createBusiness(db);
    await getStorage().putObject({ key: `${biz.id}/1700000000000-abcdefghijkl.png`, body: TINY_PNG, contentType: "image/png" });
    expect((await serve(`/brand/logos/${biz.id}/1700000000000-abcdefghijkl.png`)).status).toBe(404);
    expect((await serve(`/brand/logos/${biz.id}/..%2Fsecret.png`)).status).toBe(404);
    expect((await serve(`/brand/logos/not-a-uuid/logo-1700000000000-abcdefghijkl.png`)).status).toBe(404);
  });
});
