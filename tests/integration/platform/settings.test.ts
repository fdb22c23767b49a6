import { and, desc, eq, inArray } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import { auditLog, platformSettings } from "@/db/schema";
import { readPlatformSettings, signupsOpen } from "@/lib/platform/platform-settings";
import { updatePlatformSettingsAction as action } from "@/lib/superadmin/actions/update-platform-settings";
import { asAnonymous, asStaff } from "../../support/fake-request";
import { createBusiness, createUser, makeSuperadminProfile } from "../staff-auth/fixtures";

vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

// The settings are platform-wide: this file owns them (each integration file has its own database).
const KEYS = ["signups_open", "waitlist_enabled", "support_email", "platform_fee_bps", "default_trial_days"];
const good = { signupsOpen: true, waitlistEnabled: true, supportEmail: "help@example.test", platformFeeBps: 75, defaultTrialDays: 21 };

async function superadmin() {
  const admin = await createUser({ userType: "superadmin" });
  await makeSuperadminProfile(admin.id);
  return admin;
}
const stored = async () =>
  Object.fromEntries((await db.select().from(platformSettings).where(inArray(platformSettings.key, KEYS))).map((r) => [r.key, r.value]));
const settingAudits = (actorId: string) =>
  db
    .select({ meta: auditLog.meta, actorType: auditLog.actorType, businessId: auditLog.businessId })
    .from(auditLog)
    .where(and(eq(auditLog.action, "platform_setting.updated"), eq(auditLog.actorId, actorId)))
    .orderBy(desc(auditLog.createdAt));

beforeEach(async () => {
  asAnonymous();
  await db.delete(platformSettings).where(inArray(platformSettings.key, KEYS));
});

describe("updatePlatformSettingsAction (superadminAction) through its real export", () => {
  it("refuses anyone but a superadmin and writes nothing", async () => {
    expect(await action(good)).toMatchObject({ ok: false, status: 401, code: "unauthenticated" });
    const owner = await createUser({ userType: "business_owner" });
    await createBusiness(owner.id);
    await asStaff(owner.id);
    expect(await action(good)).toMatchObject({ ok: false, status: 401, code: "unauthenticated" });
    expect(await stored()).toEqual({});
  });

  it("answers each bad value with its own message and writes nothing", async () => {
    const admin = await superadmin();
    await asStaff(admin.id);
    expect(await action({ ...good, platformFeeBps: 1001 })).toMatchObject({
      ok: false,
      status: 400,
      message: "Platform fee must be between 0 and 1000 basis points",
      field: "platformFeeBps",
    });
    expect(await action({ ...good, platformFeeBps: 12.5 })).toMatchObject({ status: 400, message: "Platform fee must be a whole number" });
    expect(await action({ ...good, defaultTrialDays: -1 })).toMatchObject({ status: 400, message: "Trial length must be between 0 and 90 days" });
    expect(await action({ ...good, supportEmail: "not-an-email" })).toMatchObject({ status: 400, message: "Please enter a valid email address" });
    expect(await action({ ...good, signupsOpen: "yes" })).toMatchObject({ status: 400, message: "Sign-ups open must be on or off" });
    expect(await stored()).toEqual({});
    expect(await settingAudits(admin.id)).toEqual([]);
  });

  it("saves typed values and audits each change with its old and new value", async () => {
    const admin = await superadmin();
    await asStaff(admin.id);
    expect(await action({ ...good, signupsOpen: false })).toEqual({
      ok: true,
      data: { changed: ["signups_open", "support_email", "platform_fee_bps", "default_trial_days"] },
    });
    expect(await stored()).toEqual({ signups_open: false, support_email: "help@example.test", platform_fee_bps: 75, default_trial_days: 21 });
    expect(await signupsOpen()).toBe(false);
    expect(await readPlatformSettings()).toEqual({ ...good, signupsOpen: false });
    const audits = await settingAudits(admin.id);
    expect(audits.map((a) => a.meta)).toEqual(
      expect.arrayContaining([
        { key: "signups_open", from: true, to: false },
        { key: "support_email", from: "support@serviceloop.app", to: "help@example.test" },
        { key: "platform_fee_bps", from: 0, to: 75 },
        { key: "default_trial_days", from: 14, to: 21 },
      ]),
    );
    expect(audits).toHaveLength(4);
    expect(audits.every((a) => a.actorType === "superadmin" && a.businessId === null)).toBe(true);

    // Saving the same values again changes nothing and audits nothing.
    expect(await action({ ...good, signupsOpen: false })).toEqual({ ok: true, data: { changed: [] } });
    expect(await settingAudits(admin.id)).toHaveLength(4);

    expect(await action({ ...good, signupsOpen: true })).toEqual({ ok: true, data: { changed: ["signups_open"] } });
    expect((await settingAudits(admin.id))[0].meta).toEqual({ key: "signups_open", from: false, to: true });
  });

  it("ignores a stored value that no longer fits its type (the old JSON editor's) and uses the default", async () => {
    await db.insert(platformSettings).values({ key: "platform_fee_bps", value: "lots" });
    expect((await readPlatformSettings()).platformFeeBps).toBe(0);
  });
});
