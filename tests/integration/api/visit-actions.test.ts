import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as cancelVisit } from "@/app/api/v1/visits/[id]/cancel/route";
import { POST as completeVisit } from "@/app/api/v1/visits/[id]/complete/route";
import { POST as rescheduleVisit } from "@/app/api/v1/visits/[id]/reschedule/route";
import { POST as skipVisit } from "@/app/api/v1/visits/[id]/skip/route";
import { GET as listVisits } from "@/app/api/v1/visits/route";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { apiRequest, createApiKey } from "@/tests/support/api-fixtures";
import { addDays } from "@/lib/scheduling/recurrence/local-date";
import { fromWallClock } from "@/lib/scheduling/recurrence/zoned-time";
import { createBusiness, createCustomer, createService } from "@/tests/support/portal-fixtures";
import { createWeeklyJobThroughApi, mondayAhead, type VisitJson } from "@/tests/support/weekly-job";

/** POST /api/v1/visits/{id}/{skip|reschedule|complete|cancel} (issue 11 item 8) against the real handlers. */
const at = (id: string) => ({ params: Promise.resolve({ id }) });

const ZONE = "America/New_York";
const START = mondayAhead();
const day = (offset: number) => addDays(START, offset);

async function weeklyJob(permissions = ["manage_schedule", "view_jobs"]) {
  const biz = await createBusiness(db, { timezone: ZONE });
  const customer = await createCustomer(db, biz.id);
  const service = await createService(db, biz.id, { name: "Mowing" });
  const { key } = await createApiKey(db, biz.id, permissions);
  const visits = await createWeeklyJobThroughApi(key, { customerId: customer.id, serviceId: service.id, startDate: START, count: 6 });
  return { biz, key, visits };
}

const post = (route: typeof skipVisit, action: string, id: string, key: string, body: unknown) =>
  route(apiRequest(`/visits/${id}/${action}`, { key, method: "POST", body }), at(id));

describe("POST /api/v1/visits/{id}/…", () => {
  it("skips with a reason, completes with a note and cancels with a reason; a closed visit answers 409", async () => {
    const { biz, key, visits } = await weeklyJob();
    expect(visits.map((v) => v.local_start)).toEqual([0, 7, 14, 21, 28, 35].map((d) => `${day(d)}T09:00`));

    const skipped = await post(skipVisit, "skip", visits[0].id, key, { reason: "Rain" });
    expect(skipped.status).toBe(200);
    expect(await skipped.json()).toMatchObject({ id: visits[0].id, status: "skipped" });
    const completed = await post(completeVisit, "complete", visits[1].id, key, { note: "Edges done" });
    expect(await completed.json()).toMatchObject({ id: visits[1].id, status: "completed" });
    const cancelled = await post(cancelVisit, "cancel", visits[2].id, key, { reason: "Customer away" });
    expect(await cancelled.json()).toMatchObject({ id: visits[2].id, status: "cancelled" });

    const rows = await db.select().from(s.jobs).where(eq(s.jobs.businessId, biz.id));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(visits[0].id)).toMatchObject({ status: "skipped", skipReason: "Rain" });
    expect(byId.get(visits[1].id)).toMatchObject({ status: "completed", completionNote: "Edges done" });
    expect(byId.get(visits[2].id)).toMatchObject({ status: "cancelled", cancelReason: "Customer away" });

    for (const [route, action, id, body] of [
      [skipVisit, "skip", visits[0].id, {}],
      [completeVisit, "complete", visits[2].id, {}],
      [cancelVisit, "cancel", visits[1].id, { reason: "Again" }],
    ] as const) {
      const again = await post(route, action, id, key, body);
      expect(again.status, action).toBe(409);
    }
  });

  it("reschedules one visit, or this and the following ones, and answers the visit at its new time", async () => {
    const { key, visits } = await weeklyJob();
    const one = await post(rescheduleVisit, "reschedule", visits[1].id, key, { date: day(8), time: "14:30" });
    expect(one.status).toBe(200);
    expect(await one.json()).toMatchObject({ id: visits[1].id, local_start: `${day(8)}T14:30`, starts_at: fromWallClock(day(8), "14:30", ZONE).toISOString(), duration_minutes: 45, status: "scheduled" });

    const following = await post(rescheduleVisit, "reschedule", visits[3].id, key, { date: day(22), time: "08:00", scope: "following", duration_minutes: 60 });
    expect(following.status).toBe(200);
    expect(await following.json()).toMatchObject({ local_start: `${day(22)}T08:00`, duration_minutes: 60, status: "scheduled" });
    const after = (await (await listVisits(apiRequest(`/visits?from=${day(-1)}&to=${day(50)}`, { key }))).json()).data as VisitJson[];
    expect(after.filter((v) => v.status === "scheduled").map((v) => v.local_start)).toEqual([
      `${day(0)}T09:00`, `${day(8)}T14:30`, `${day(14)}T09:00`, `${day(22)}T08:00`, `${day(29)}T08:00`, `${day(36)}T08:00`,
    ]);
  });

  it("refuses bad input with 422 and the message (the v1 convention), another business's visit with 404, a key without manage_schedule with 403 — nothing changes", async () => {
    const { biz, key, visits } = await weeklyJob();
    const theirs = await weeklyJob();
    const noReason = await post(cancelVisit, "cancel", visits[0].id, key, { reason: "  " });
    expect(noReason.status).toBe(422);
    expect(JSON.stringify(await noReason.json())).toContain("Please give a reason for cancelling");
    expect((await post(rescheduleVisit, "reschedule", visits[0].id, key, { date: "2026-02-30", time: "9:00" })).status).toBe(422);
    expect((await post(rescheduleVisit, "reschedule", visits[0].id, key, { date: day(1), time: "25:00" })).status).toBe(422);
    expect((await post(skipVisit, "skip", "not-a-uuid", key, {})).status).toBe(404);

    for (const [route, action, body] of [
      [skipVisit, "skip", {}],
      [completeVisit, "complete", {}],
      [cancelVisit, "cancel", { reason: "Nope" }],
      [rescheduleVisit, "reschedule", { date: day(1), time: "10:00" }],
    ] as const) {
      const foreign = await post(route, action, theirs.visits[0].id, key, body);
      expect(foreign.status, action).toBe(404);
    }
    const { key: readOnly } = await createApiKey(db, biz.id, ["view_jobs"]);
    expect((await post(skipVisit, "skip", visits[0].id, readOnly, {})).status).toBe(403);

    const statuses = await db.select({ status: s.jobs.status }).from(s.jobs).where(and(eq(s.jobs.businessId, biz.id)));
    expect(statuses.every((r) => r.status === "scheduled")).toBe(true);
    const theirStatuses = await db.select({ status: s.jobs.status, scheduledDate: s.jobs.scheduledDate }).from(s.jobs).where(eq(s.jobs.businessId, theirs.biz.id));
    expect(theirStatuses.every((r) => r.status === "scheduled")).toBe(true);
    expect(theirStatuses.map((r) => r.scheduledDate.toISOString()).sort()[0]).toBe(fromWallClock(START, "09:00", ZONE).toISOString());
  });
});
