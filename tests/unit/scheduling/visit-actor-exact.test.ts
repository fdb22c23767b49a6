import { describe, expect, it } from "vitest";
import { assertMayWorkVisit, visitActorOf } from "@/lib/scheduling/visits/visit-actor";

/** lib/scheduling/visits/visit-actor.ts: schedulers work any visit; everyone else only their own. */
const businessId = "00000000-0000-4000-8000-000000000001";
const notFound = { code: "not_found", message: "Visit not found" };

describe("visit actors", () => {
  it("a staff member with manage_schedule manages the schedule; others do not", () => {
    expect(visitActorOf({ businessId, memberId: "m1", permissions: ["view_jobs", "manage_schedule"], userId: "u1" })).toEqual({
      businessId,
      memberId: "m1",
      managesSchedule: true,
      userId: "u1",
    });
    expect(visitActorOf({ businessId, memberId: "m2", permissions: ["view_jobs"] })).toEqual({ businessId, memberId: "m2", managesSchedule: false, userId: null });
  });

  it("a scheduler works any visit, assigned or not", () => {
    const scheduler = { businessId, memberId: null, managesSchedule: true };
    expect(() => assertMayWorkVisit(scheduler, { assigneeMemberId: "someone" })).not.toThrow();
    expect(() => assertMayWorkVisit(scheduler, { assigneeMemberId: null })).not.toThrow();
  });

  it("an employee works their own visit, and another's or an unassigned one answers not found", () => {
    const employee = { businessId, memberId: "m2", managesSchedule: false };
    expect(() => assertMayWorkVisit(employee, { assigneeMemberId: "m2" })).not.toThrow();
    expect(() => assertMayWorkVisit(employee, { assigneeMemberId: "m3" })).toThrow(expect.objectContaining(notFound));
    expect(() => assertMayWorkVisit(employee, { assigneeMemberId: null })).toThrow(expect.objectContaining(notFound));
    // Without a membership nothing is theirs, not even an unassigned visit.
    expect(() => assertMayWorkVisit({ ...employee, memberId: null }, { assigneeMemberId: null })).toThrow(expect.objectContaining(notFound));
  });
});
