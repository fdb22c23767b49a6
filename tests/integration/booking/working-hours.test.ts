import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { setWorkingHoursAction } from "@/lib/admin/actions/team/set-working-hours";
import { getMemberWorkingHours } from "@/lib/booking/availability/get-working-hours";
import { asStaff } from "@/tests/support/fake-request";
import { addEmployee, createUser } from "../staff-auth/fixtures";
import { availabilityWorld } from "./availability-fixtures";

vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

/** Employees → Working hours (issue 39 item 2) through the real action: the week, §5's messages, audit, scope. */
const week = (patch: Record<number, Partial<{ works: boolean; start: string; end: string }>> = {}) =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, works: weekday <= 5, start: "08:00", end: "17:00", ...patch[weekday] }));

const storedHours = (businessId: string, memberId: string) =>
  db
    .select({ weekday: s.memberWorkingHours.weekday, startMinute: s.memberWorkingHours.startMinute, endMinute: s.memberWorkingHours.endMinute })
    .from(s.memberWorkingHours)
    .where(and(eq(s.memberWorkingHours.businessId, businessId), eq(s.memberWorkingHours.memberId, memberId)))
    .orderBy(asc(s.memberWorkingHours.weekday));

describe("setWorkingHoursAction", () => {
  it("replaces the member's week, audits from and to once per change, and the editor reads it back", async () => {
    const world = await availabilityWorld();
    await asStaff(world.business.owner.id);
    const saturdayMorning = week({ 6: { works: true, start: "08:00", end: "12:00" } });
    expect(await setWorkingHoursAction({ memberId: world.ana.id, days: saturdayMorning })).toMatchObject({ ok: true });
    expect(await storedHours(world.business.id, world.ana.id)).toEqual([
      ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute: 480, endMinute: 1020 })),
      { weekday: 6, startMinute: 480, endMinute: 720 },
    ]);
    // Saving the same week again changes nothing and writes no audit row; then Monday off.
    expect(await setWorkingHoursAction({ memberId: world.ana.id, days: saturdayMorning })).toMatchObject({ ok: true });
    expect(await setWorkingHoursAction({ memberId: world.ana.id, days: week({ 1: { works: false }, 6: { works: true, end: "12:00" } }) })).toMatchObject({ ok: true });
    expect((await storedHours(world.business.id, world.ana.id)).map((row) => row.weekday)).toEqual([2, 3, 4, 5, 6]);

    const audit = await db
      .select({ action: s.auditLog.action, actorId: s.auditLog.actorId, targetId: s.auditLog.targetId, meta: s.auditLog.meta })
      .from(s.auditLog)
      .where(and(eq(s.auditLog.businessId, world.business.id), eq(s.auditLog.action, "member.working_hours_changed")))
      .orderBy(asc(s.auditLog.createdAt), asc(s.auditLog.id));
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ actorId: world.business.owner.id, targetId: world.ana.id, meta: { from: [] } });
    expect((audit[1].meta as { from: unknown[]; to: unknown[] }).from).toHaveLength(6);
    expect((audit[1].meta as { from: unknown[]; to: unknown[] }).to).toHaveLength(5);

    const editor = await getMemberWorkingHours({ businessId: world.business.id }, world.ana.id);
    expect(editor?.name).toBe("Ana User");
    expect(editor?.days[0]).toEqual({ weekday: 1, works: false, start: "09:00", end: "17:00" });
    expect(editor?.days[5]).toEqual({ weekday: 6, works: true, start: "08:00", end: "12:00" });
  });

  it("answers §5's first message for a bad row and keeps the week as it was", async () => {
    const world = await availabilityWorld();
    await asStaff(world.business.owner.id);
    await setWorkingHoursAction({ memberId: world.ana.id, days: week() });
    const cases: Array<[Record<number, Partial<{ works: boolean; start: string; end: string }>>, string]> = [
      [{ 2: { start: "" } }, "This field is required"],
      [{ 2: { end: "5pm" } }, "Invalid format"],
      [{ 2: { start: "08:10" } }, "Invalid value"],
      [{ 2: { start: "12:00", end: "12:00" } }, "Invalid value"],
      [{ 2: { start: "12:00", end: "09:00" } }, "Invalid value"],
    ];
    for (const [patch, message] of cases) {
      expect(await setWorkingHoursAction({ memberId: world.ana.id, days: week(patch) })).toEqual({ ok: false, status: 400, code: "invalid", message, field: "days" });
    }
    // A day off is never checked: its leftover times do not matter.
    expect(await setWorkingHoursAction({ memberId: world.ana.id, days: week({ 7: { works: false, start: "", end: "x" } }) })).toMatchObject({ ok: true });
    expect(await setWorkingHoursAction({ memberId: world.ana.id, days: [...week().slice(0, 6), { ...week()[0] }] })).toMatchObject({ ok: false, status: 400 });
    expect(await storedHours(world.business.id, world.ana.id)).toHaveLength(5);
  });

  it("another business's member is not found; a location-limited manager reaches only their locations' members", async () => {
    const world = await availabilityWorld();
    const other = await availabilityWorld();
    await asStaff(world.business.owner.id);
    expect(await setWorkingHoursAction({ memberId: other.ana.id, days: week() })).toMatchObject({ ok: false, status: 404, code: "not_found" });
    expect(await storedHours(other.business.id, other.ana.id)).toEqual([]);
    expect(await getMemberWorkingHours({ businessId: world.business.id }, other.ana.id)).toBeNull();

    // A manager with manage_employees limited to Dayton: Ben (Dayton) yes, Ana (everywhere) no.
    const managerUser = await createUser({ firstName: "Mia" });
    const manager = await addEmployee(world.business.id, managerUser.id, { roleTemplate: "full_admin" });
    await db.insert(s.memberLocations).values({ businessId: world.business.id, memberId: manager.id, locationId: world.dayton.id });
    await asStaff(managerUser.id);
    expect(await setWorkingHoursAction({ memberId: world.ben.id, days: week() })).toMatchObject({ ok: true });
    expect(await setWorkingHoursAction({ memberId: world.ana.id, days: week() })).toMatchObject({ ok: false, status: 404 });
    expect(await getMemberWorkingHours({ businessId: world.business.id, locationIds: [world.dayton.id] }, world.ana.id)).toBeNull();
    expect(await storedHours(world.business.id, world.ana.id)).toEqual([]);
  });
});
