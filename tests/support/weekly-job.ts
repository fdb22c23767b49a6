import { expect } from "vitest";
import { POST as createJobRoute } from "@/app/api/v1/jobs/route";
import { GET as listVisitsRoute } from "@/app/api/v1/visits/route";
import { addDays } from "@/lib/scheduling/recurrence/local-date";
import { apiRequest } from "./api-fixtures";

export type VisitJson = { id: string; job_id: string | null; status: string; starts_at: string; local_start: string; duration_minutes: number };

/**
 * The Monday 2 to 8 days from today: a six-week job from it stays inside the visits' rolling
 * horizon (VISIT_HORIZON_DAYS, 56) whenever the suite runs — a fixed date would drift out of
 * it, or into the past.
 */
export function mondayAhead(): string {
  const start = addDays(new Date().toISOString().slice(0, 10), 2);
  const weekday = new Date(`${start}T12:00:00Z`).getUTCDay();
  return addDays(start, (8 - weekday) % 7);
}

/** A weekly Monday 9:00 job created through API v1, and its visits as the API lists them. */
export async function createWeeklyJobThroughApi(key: string, job: { customerId: string; serviceId: string; startDate: string; count: number }): Promise<VisitJson[]> {
  const created = await createJobRoute(
    apiRequest("/jobs", {
      key,
      method: "POST",
      body: {
        customer_id: job.customerId, service_id: job.serviceId, title: "Weekly mow", start_date: job.startDate, start_time: "09:00", duration_minutes: 45,
        recurrence: { frequency: "weekly", interval: 1, by_weekday: ["MO"], count: job.count },
      },
    }),
    { params: Promise.resolve({}) },
  );
  expect(created.status).toBe(201);
  const to = addDays(job.startDate, 7 * job.count + 7);
  return (await (await listVisitsRoute(apiRequest(`/visits?from=${addDays(job.startDate, -1)}&to=${to}`, { key }))).json()).data as VisitJson[];
}
