import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { updateBrandingAction } from "@/lib/admin/actions/settings/update-branding";
import { updateBusinessProfileAction } from "@/lib/admin/actions/settings/update-business-profile";
import { updatePortalSettingsAction } from "@/lib/admin/actions/settings/update-portal-settings";
import { findBusinessByTenantKey } from "@/lib/tenancy/find-business-by-tenant-key";
import { addEmployee, createUser } from "../staff-auth/fixtures";
import { createBusiness, unique } from "@/tests/support/portal-fixtures";
import { asStaff } from "@/tests/support/fake-request";

vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

/** Settings (issue 10 item 4): profile, branding and portal through the real action exports. */
const businessRow = async (id: string) => (await db.select().from(s.businesses).where(eq(s.businesses.id, id)))[0];
const auditActions = async (businessId: string) =>
  (await db.select({ action: s.auditLog.action }).from(s.auditLog).where(eq(s.auditLog.businessId, businessId))).map((row) => row.action);

const profile = { companyName: "Greenway Gardens", businessEmail: "hello@greenway.example", businessPhone: "(555) 123-4567", businessAddress: "1 Elm St", timezone: "America/Denver", taxRate: "7.5" };
const notifications = { emailOnNewMessage: true, emailOnQuoteResponse: false, emailOnServiceRequest: true, emailOnInvoicePaid: true, emailCustomersOnNewInvoice: false, emailCustomersOnJobUpdate: true };
const portal = (portalSubdomain: string) => ({ portalSubdomain, portalEnabled: true, allowCancellation: false, allowRescheduling: true, autoReminders: true, reminderHours: "48", notifications });

async function owner() {
  const biz = await createBusiness(db);
  await asStaff(biz.owner.id);
  return biz;
}

describe("business profile", () => {
  it("saves name, contact details, IANA time zone and tax rate, audited", async () => {
    const biz = await owner();
    expect(await updateBusinessProfileAction(profile)).toEqual({ ok: true, data: null });
    expect(await businessRow(biz.id)).toMatchObject({ companyName: "Greenway Gardens", businessEmail: "hello@greenway.example", businessPhone: "(555) 123-4567", businessAddress: "1 Elm St", timezone: "America/Denver", taxRate: 7.5 });
    expect(await auditActions(biz.id)).toContain("settings.profile_updated");
    // The portal sees the new name at once (the cached tenant was dropped).
    const lookup = await findBusinessByTenantKey(biz.portalSubdomain);
    expect(lookup.status === "found" && lookup.business.companyName).toBe("Greenway Gardens");
  });

  it("refuses bad input with the §5 messages and changes nothing", async () => {
    const biz = await owner();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...profile, companyName: "" }, "companyName", "This field is required"],
      [{ ...profile, businessEmail: "nope" }, "businessEmail", "Please enter a valid email address"],
      [{ ...profile, businessPhone: "12345" }, "businessPhone", "Phone number must be between 10 and 15 digits"],
      [{ ...profile, timezone: "Mars/Olympus" }, "timezone", "Please choose a time zone"],
      [{ ...profile, taxRate: "101" }, "taxRate", "Must be no more than 100"],
    ];
    for (const [input, field, message] of cases) expect(await updateBusinessProfileAction(input)).toMatchObject({ ok: false, status: 400, field, message });
    expect((await businessRow(biz.id)).companyName).toBe(biz.companyName);
  });
});

describe("branding", () => {
  it("saves colours and the portal shows them at once (tenant cache invalidated)", async () => {
    const biz = await owner();
    const before = await findBusinessByTenantKey(biz.portalSubdomain); // now cached
    expect(before.status === "found" && before.business.themePrimaryColor).toBe("#1e40af");
    expect(await updateBrandingAction({ themePrimaryColor: "#14532D", themeSecondaryColor: "#ecfdf5" })).toEqual({ ok: true, data: null });
    const after = await findBusinessByTenantKey(biz.portalSubdomain);
    expect(after.status === "found" && after.business.themePrimaryColor).toBe("#14532d");
    expect(await auditActions(biz.id)).toContain("settings.branding_updated");
  });

  it("refuses a primary colour white text cannot be read on, and a malformed colour", async () => {
    const biz = await owner();
    expect(await updateBrandingAction({ themePrimaryColor: "#fde047", themeSecondaryColor: "#ffffff" })).toMatchObject({
      ok: false, status: 400, field: "themePrimaryColor", message: "White text on this colour has a contrast of 1.3:1; choose a darker colour (at least 4.5:1)",
    });
    expect(await updateBrandingAction({ themePrimaryColor: "blue", themeSecondaryColor: "#ffffff" })).toMatchObject({ ok: false, status: 400, message: "Use a colour like #1e40af" });
    expect((await businessRow(biz.id)).themePrimaryColor).toBe("#1e40af");
  });
});

describe("portal settings", () => {
  it("moves the portal to a new subdomain (old one no longer resolves) and saves the options", async () => {
    const biz = await owner();
    expect((await findBusinessByTenantKey(biz.portalSubdomain)).status).toBe("found"); // cached
    const next = unique("moved");
    expect(await updatePortalSettingsAction(portal(next))).toEqual({ ok: true, data: { portalSubdomain: next } });
    expect(await businessRow(biz.id)).toMatchObject({ portalSubdomain: next, allowCancellation: false, reminderHours: 48, notificationSettings: notifications });
    expect((await findBusinessByTenantKey(biz.portalSubdomain)).status).toBe("not_found");
    expect((await findBusinessByTenantKey(next)).status).toBe("found");
    const [audit] = await db.select().from(s.auditLog).where(and(eq(s.auditLog.businessId, biz.id), eq(s.auditLog.action, "settings.portal_updated")));
    expect(audit.meta).toMatchObject({ from: biz.portalSubdomain, to: next });
  });

  it("refuses a reserved, taken or malformed subdomain and a bad reminder time", async () => {
    const other = await createBusiness(db);
    const biz = await owner();
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [portal("admin"), 400, "This subdomain is reserved"],
      [portal(other.portalSubdomain), 409, "This subdomain is already taken"],
      [portal("Not Valid!"), 400, "Use lower-case letters, digits and single hyphens (at most 50 characters)"],
      [portal("a--b"), 400, "Use lower-case letters, digits and single hyphens (at most 50 characters)"],
      [{ ...portal(unique("ok")), reminderHours: "0" }, 400, "Must be at least 1"],
    ];
    for (const [input, status, message] of cases) expect(await updatePortalSettingsAction(input)).toMatchObject({ ok: false, status, message });
    expect((await businessRow(biz.id)).portalSubdomain).toBe(biz.portalSubdomain);
  });
});

describe("who may change settings", () => {
  it("refuses the default employee with 403 and changes nothing", async () => {
    const biz = await createBusiness(db);
    const staffer = await createUser({ userType: "employee" });
    await addEmployee(biz.id, staffer.id);
    await asStaff(staffer.id);
    expect(await updateBrandingAction({ themePrimaryColor: "#14532d", themeSecondaryColor: "#ffffff" })).toMatchObject({ ok: false, status: 403 });
    expect(await updateBusinessProfileAction(profile)).toMatchObject({ ok: false, status: 403 });
    expect(await updatePortalSettingsAction(portal(unique("x")))).toMatchObject({ ok: false, status: 403 });
    expect(await businessRow(biz.id)).toMatchObject({ companyName: biz.companyName, themePrimaryColor: "#1e40af", portalSubdomain: biz.portalSubdomain });
  });
});
