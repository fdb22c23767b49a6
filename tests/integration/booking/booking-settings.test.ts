import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { updateBookingSettingsAction } from "@/lib/admin/actions/settings/update-booking-settings";
import { listFreeSlots } from "@/lib/booking/availability/free-slots";
import { getBookingSettings } from "@/lib/booking/settings/get-booking-settings";
import { portalUrl } from "@/lib/tenancy/portal-url";
import { asStaff } from "@/tests/support/fake-request";
import { addEmployee, createUser } from "../staff-auth/fixtures";
import { availabilityWorld, giveHours } from "./availability-fixtures";

vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

/** Settings → Booking (issue 39 items 2 and 4) through the real action: defaults, the saved row, §5's messages, audit. */
const form = (patch: Partial<Record<string, unknown>> = {}) => ({ enabled: true, autoConfirm: true, windowsMode: "standard", windows: "", websiteOrigins: "", terms: "", ...patch });

describe("booking settings", () => {
  it("reads the defaults until saved, then the row; the portal origin is the subdomain's, or the verified domain", async () => {
    const world = await availabilityWorld();
    const defaults = await getBookingSettings({ businessId: world.business.id });
    expect(defaults).toEqual({ enabled: true, autoConfirm: true, arrivalWindows: null, websiteOrigins: [], terms: null, requireCardOnFile: false, portalOrigin: new URL(portalUrl(world.business.portalSubdomain)).origin });
    await asStaff(world.business.owner.id);
    const saved = await updateBookingSettingsAction(
      form({ autoConfirm: false, windowsMode: "own", windows: "13:00-15:00\n07:30-09:30\n", websiteOrigins: "https://www.Example.com/\nhttp://localhost:8080\nhttps://www.example.com", terms: "  Cancel 24 hours ahead.  " }),
    );
    expect(saved).toEqual({
      ok: true,
      data: { enabled: true, autoConfirm: false, requireCardOnFile: false, arrivalWindows: [{ start: 450, end: 570 }, { start: 780, end: 900 }], websiteOrigins: ["https://www.example.com", "http://localhost:8080"], terms: "Cancel 24 hours ahead." },
    });
    const [row] = await db.select().from(s.bookingSettings).where(eq(s.bookingSettings.businessId, world.business.id));
    expect(row).toMatchObject({ autoConfirm: false, arrivalWindows: [{ start: 450, end: 570 }, { start: 780, end: 900 }], websiteOrigins: ["https://www.example.com", "http://localhost:8080"] });
    // The own windows are what booking offers now.
    await giveHours(world.business.id, world.ana.id, 420, 1020, [1]);
    const slots = await listFreeSlots({ businessId: world.business.id, durationMinutes: 60, from: "2026-03-09", to: "2026-03-09", now: new Date("2026-03-01T00:00:00Z") });
    expect(slots.windows.map((w) => w.label)).toEqual(["7:30-9:30 AM", "1:00-3:00 PM"]);

    await db.update(s.businesses).set({ customDomain: "Book.Example.com", customDomainVerifiedAt: new Date() }).where(eq(s.businesses.id, world.business.id));
    expect((await getBookingSettings({ businessId: world.business.id })).portalOrigin).toBe("https://book.example.com");
  });

  it("answers §5's first message per field and saves nothing", async () => {
    const world = await availabilityWorld();
    await asStaff(world.business.owner.id);
    const refusals: Array<[Record<string, unknown>, string, string]> = [
      [{ windowsMode: "own", windows: "" }, "windows", "This field is required"],
      [{ windowsMode: "own", windows: "8-10" }, "windows", "Invalid format"],
      [{ windowsMode: "own", windows: "10:00-09:00" }, "windows", "Invalid value"],
      [{ windowsMode: "own", windows: "08:10-10:00" }, "windows", "Invalid value"],
      [{ windowsMode: "own", windows: "08:00-10:00\n08:00-09:00" }, "windows", "Invalid value"],
      [{ websiteOrigins: "http://www.example.com" }, "websiteOrigins", "Invalid format"],
      [{ websiteOrigins: "https://www.example.com/book" }, "websiteOrigins", "Invalid format"],
      [{ websiteOrigins: "https://user:pw@www.example.com" }, "websiteOrigins", "Invalid format"],
      [{ websiteOrigins: "javascript:alert(1)" }, "websiteOrigins", "Invalid format"],
      [{ websiteOrigins: Array.from({ length: 11 }, (_, i) => `https://site${i}.example.com`).join("\n") }, "websiteOrigins", "Invalid value"],
      [{ terms: "x".repeat(5001) }, "terms", "Must be no more than 5000 characters long"],
    ];
    for (const [patch, field, message] of refusals) {
      expect(await updateBookingSettingsAction(form(patch))).toEqual({ ok: false, status: 400, code: "invalid", message, field });
    }
    // §9's slots chosen: whatever is left in the windows box is not read.
    expect(await updateBookingSettingsAction(form({ windowsMode: "standard", windows: "nonsense" }))).toMatchObject({ ok: true, data: { arrivalWindows: null } });
    expect(await db.select().from(s.bookingSettings).where(eq(s.bookingSettings.businessId, world.business.id))).toHaveLength(1);
  });

  it("audits what changed (nothing: no row); the default employee is refused; another business's row is untouched", async () => {
    const world = await availabilityWorld();
    const other = await availabilityWorld();
    await asStaff(world.business.owner.id);
    await updateBookingSettingsAction(form({ enabled: false }));
    await updateBookingSettingsAction(form({ enabled: false }));
    await updateBookingSettingsAction(form({ enabled: false, terms: "Be home" }));
    const audit = await db
      .select({ actorId: s.auditLog.actorId, meta: s.auditLog.meta })
      .from(s.auditLog)
      .where(and(eq(s.auditLog.businessId, world.business.id), eq(s.auditLog.action, "booking.settings_changed")))
      .orderBy(asc(s.auditLog.createdAt), asc(s.auditLog.id));
    expect(audit).toEqual([
      { actorId: world.business.owner.id, meta: { from: { enabled: true }, to: { enabled: false } } },
      { actorId: world.business.owner.id, meta: { from: { terms: null }, to: { terms: "Be home" } } },
    ]);
    const employee = await createUser();
    await addEmployee(world.business.id, employee.id);
    await asStaff(employee.id);
    expect(await updateBookingSettingsAction(form())).toMatchObject({ ok: false, status: 403 });
    expect((await getBookingSettings({ businessId: world.business.id })).enabled).toBe(false);
    expect(await db.select().from(s.bookingSettings).where(eq(s.bookingSettings.businessId, other.business.id))).toEqual([]);
  });
});
