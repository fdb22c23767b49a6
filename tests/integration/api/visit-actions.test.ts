import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as createJob } from "@/app/api/v1/jobs/route";
import { POST as cancelVisit } from "@/app/api/v1/visits/[id]/cancel/route";
import { POST as completeVisit } from "@/app/api/v1/visits/[id]/complete/route";
import { POST as rescheduleVisit } from "@/app/api/v1/visits/[id]/reschedule/route";
import { POST as skipVisit } from "@/app/api/v1/visits/[id]/skip/route";
import { GET as listVisits } from "@/app/api/v1/visits/route";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { apiRequest, createApiKey } from "@/tests/support/api-fixtures";
import { createBusiness, createCustomer, createService } from "@/tests/support/portal-fixtures";

/** POST /api/v1/visits/{id}/{skip|reschedule|complete|cancel} (issue 11 item 8) against the real handlers. */
const at = (id: string) => ({ params: Promise.resolve({ id }) });
type VisitJson = { id: string; job_id: string | null; status: string; starts_at: string; local_start: string; duration_minutes: number };

async function weeklyJob(permissions = ["manage_schedule", "view_jobs"]) {
  const biz = await createBusiness(db, { timezone: "America/New_York" });
  const customer = await createCustomer(db, biz.id);
  const service = await createService(db, biz.id, { name: "Mowing" });
  const { key } = await createApiKey(db, biz.id, permissions);
  const created = await createJob(
    apiRequest("/jobs", {
      key,
      method: "POST",
      body: { customer_id: customer.id, service_id: service.id, title: "Weekly mow", start_date: "2026-12-07", start_time: "09:00", duration_minutes: 45, recurrence: { frequency: "weekly", interval: 1, by_weekday: ["MO"], count: 6 } },
    }),
    { params: Promise.resolve({}) },
  );
  expect(created.status).toBe(201);
  const page = await (await listVisits(apiRequest("/visits?from=2026-12-01&to=2027-02-01", { key }))).json();
  return { biz, key, visits: page.data as VisitJson[] };
}

const post = (route: typeof skipVisit, action: string, id: string, key: string, body: unknown) =>
  route(apiRequest(`/visits/${id}/${action}`, { key, method: "POST", body }), at(id));

describe("POST /api/v1/visits/{id}/…", () => {
  it("skips with a reason, completes with a note and cancels with a reason; a closed visit answers 409", async () => {
    const { biz, key, visits } = await weeklyJob();
    expect(visits.map((v) => v.local_start)).toEqual(["2026-12-07T09:00", "2026-12-14T09:00", "2026-12-21T09:00", "2026-12-28T09:00", "2027-01-04T09:00", "2027-01-11T09:00"]);

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
    const one = await post(rescheduleVisit, "reschedule", visits[1].id, key, { date: "2026-12-15", time: "14:30" });
    expect(one.status).toBe(200);
    expect(await one.json()).toMatchObject({ id: visits[1].id, local_start: "2026-12-15T14:30", starts_at: "2026-12-15T19:30:00.000Z", duration_minutes: 45, status: "scheduled" });

    const following = await post(rescheduleVisit, "reschedule", visits[3].id, key, { date: "2026-12-29", time: "08:00", scope: "following", duration_minutes: 60 });
    expect(following.status).toBe(200);
    expect(await following.json()).toMatchObject({ local_start: "2026-12-29T08:00", duration_minutes: 60, status: "scheduled" });
    const after = (await (await listVisits(apiRequest("/visits?from=2026-12-01&to=2027-02-01", { key }))).json()).data as VisitJson[];
    expect(after.filter((v) => v.status === "scheduled").map((v) => v.local_start)).toEqual([
      "2026-12-07T09:00", "2026-12-15T14:30", "2026-12-21T09:00", "2026-12-29T08:00", "2027-01-05T08:00", "2027-01-12T08:00",
    ]);
  });

  it("refuses bad input with 422 and the message (the v1 convention), another business's visit with 404, a key without manage_schedule with 403 — nothing changes", async () => {
    const { biz, key, visits } = await weeklyJob();
    const theirs = await weeklyJob();
    const noReason = await post(cancelVisit, "cancel", visits[0].id, key, { reason: "  " });
    expect(noReason.status).toBe(422);
    expect(JSON.stringify(await noReason.json())).toContain("Please give a reason for cancelling");
    expect((await post(rescheduleVisit, "reschedule", visits[0].id, key, { date: "2026-02-30", time: "9:00" })).status).toBe(422);
    expect((await post(rescheduleVisit, "reschedule", visits[0].id, key, { date: "2026-12-08", time: "25:00" })).status).toBe(422);
    expect((await post(skipVisit, "skip", "not-a-uuid", key, {})).status).toBe(404);

    for (const [route, action, body] of [
      [skipVisit, "skip", {}],
      [completeVisit, "complete", {}],
      [cancelVisit, "cancel", { reason: "Nope" }],
      [rescheduleVisit, "reschedule", { date: "2026-12-08", time: "10:00" }],
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
    expect(theirStatuses.map((r) => r.scheduledDate.toISOString()).sort()[0]).toBe("2026-12-07T14:00:00.000Z");
  });
});
