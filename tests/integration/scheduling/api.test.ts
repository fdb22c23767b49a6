import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as getJob, PATCH as patchJob } from "@/app/api/v1/jobs/[id]/route";
import { GET as listJobs, POST as postJob } from "@/app/api/v1/jobs/route";
import { GET as listVisits } from "@/app/api/v1/visits/route";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { apiRequest, createApiKey } from "@/tests/support/api-fixtures";
import { createBusiness, createCustomer } from "@/tests/support/portal-fixtures";
import { schedulingWorld } from "./fixtures";

const params = (id: string) => ({ params: Promise.resolve({ id }) });

function nextMonday(): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + 14 + ((8 - d.getUTCDay()) % 7));
  return d.toISOString().slice(0, 10);
}

describe("API v1 jobs and visits", () => {
  it("creates a bi-weekly job (201), reads it back, lists it and its visits at 09:00 local", async () => {
    const world = await schedulingWorld();
    const { key } = await createApiKey(db, world.business.id, ["view_jobs", "manage_schedule"]);
    const start = nextMonday();
    const response = await postJob(apiRequest("/jobs", {
      key,
      method: "POST",
      body: {
        customer_id: world.customer.id,
        service_id: world.service.id,
        property_id: world.property.id,
        title: "Bi-weekly mowing",
        start_date: start,
        start_time: "09:00",
        duration_minutes: 45,
        employee_ids: [world.employee.id],
        recurrence: { frequency: "weekly", interval: 2, by_weekday: ["MO"] },
        price: 45.5,
      },
    }));
    expect(response.status).toBe(201);
    const job = await response.json();
    expect(job).toMatchObject({
      customer_id: world.customer.id,
      title: "Bi-weekly mowing",
      start_date: start,
      start_time: "09:00",
      time_zone: "America/New_York",
      rrule: "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO",
      recurrence: { frequency: "weekly", interval: 2, by_weekday: ["MO"], until: null, count: null },
      price: 45.5,
      employee_ids: [world.employee.id],
    });
    const [stored] = await db.select().from(s.jobSeries).where(eq(s.jobSeries.id, job.id));
    expect(stored.priceCents).toBe(4550);

    expect(await (await getJob(apiRequest(`/jobs/${job.id}`, { key }), params(job.id))).json()).toEqual(job);
    const list = await (await listJobs(apiRequest("/jobs", { key }))).json();
    expect(list).toMatchObject({ data: [job], has_more: false, next_cursor: null });

    const visits = await (await listVisits(apiRequest(`/visits?from=${start}&to=${nextDay(start, 28)}`, { key }))).json();
    expect(visits.data.map((v: { local_start: string }) => v.local_start)).toEqual([`${start}T09:00`, `${nextDay(start, 14)}T09:00`]);
    expect(visits.data[0]).toMatchObject({ job_id: job.id, status: "scheduled", duration_minutes: 45, employee_id: world.employee.id });

    const page = await (await listVisits(apiRequest(`/visits?from=${start}&to=${nextDay(start, 28)}&limit=1`, { key }))).json();
    expect(page.has_more).toBe(true);
    const rest = await (await listVisits(apiRequest(`/visits?from=${start}&to=${nextDay(start, 28)}&limit=1&cursor=${page.next_cursor}`, { key }))).json();
    expect(rest.data.map((v: { id: string }) => v.id)).toEqual([visits.data[1].id]);
  });

  it("PATCH changes only what is given and moves the upcoming visits", async () => {
    const world = await schedulingWorld();
    const { key } = await createApiKey(db, world.business.id, ["view_jobs", "manage_schedule"]);
    const start = nextMonday();
    const created = await (await postJob(apiRequest("/jobs", {
      key, method: "POST",
      body: { customer_id: world.customer.id, title: "Weekly", start_date: start, start_time: "09:00", duration_minutes: 30, employee_ids: [world.employee.id], recurrence: { frequency: "weekly" } },
    }))).json();
    const response = await patchJob(apiRequest(`/jobs/${created.id}`, { key, method: "PATCH", body: { start_time: "07:30" } }), params(created.id));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ start_time: "07:30", title: "Weekly", employee_ids: [world.employee.id] });
    const visits = await (await listVisits(apiRequest(`/visits?from=${start}&to=${nextDay(start, 21)}`, { key }))).json();
    expect(visits.data.map((v: { local_start: string }) => v.local_start.slice(11))).toEqual(["07:30", "07:30", "07:30"]);
  });

  it("refuses without the permission (403), another business's ids (404) and bad bodies (422/400)", async () => {
    const world = await schedulingWorld();
    const { key: viewer } = await createApiKey(db, world.business.id, ["view_jobs"]);
    const { key } = await createApiKey(db, world.business.id, ["view_jobs", "manage_schedule"]);
    const body = { customer_id: world.customer.id, title: "x", start_date: nextMonday(), start_time: "09:00", duration_minutes: 30 };
    expect((await postJob(apiRequest("/jobs", { key: viewer, method: "POST", body }))).status).toBe(403);

    const other = await createBusiness(db);
    const stranger = await createCustomer(db, other.id);
    const refused = await postJob(apiRequest("/jobs", { key, method: "POST", body: { ...body, customer_id: stranger.id } }));
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ error: { code: "not_found", message: "Customer not found" } });

    const { key: otherKey } = await createApiKey(db, other.id, ["view_jobs", "manage_schedule"]);
    const mine = await (await postJob(apiRequest("/jobs", { key, method: "POST", body }))).json();
    expect((await getJob(apiRequest(`/jobs/${mine.id}`, { key: otherKey }), params(mine.id))).status).toBe(404);
    expect((await patchJob(apiRequest(`/jobs/${mine.id}`, { key: otherKey, method: "PATCH", body: { title: "mine now" } }), params(mine.id))).status).toBe(404);

    expect((await postJob(apiRequest("/jobs", { key, method: "POST", body: { ...body, start_time: "25:00" } }))).status).toBe(422);
    const bad = await listVisits(apiRequest("/visits?from=2026-03-10&to=2026-03-01", { key }));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: { code: "invalid", message: "to must be after from" } });
    expect((await listVisits(apiRequest("/visits?from=2026-01-01&to=2026-12-31", { key }))).status).toBe(400);
  });
});

function nextDay(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
