import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { materialiseProjectedVisit } from "@/lib/scheduling/series/materialise-projected-visit";
import { listProjectedVisits } from "@/lib/scheduling/series/projected-visits";
import { toWallClock } from "@/lib/scheduling/recurrence/zoned-time";
import { schedulingWorld, weeklyJob } from "./fixtures";

/* Issue 37 item 7: the month view past the horizon shows each series' coming visits, computed from its rule. */
describe("projected visits past the horizon", () => {
  it("are the rule's dates after the stored visits, inside the season, at the local start time, never doubling a stored one", async () => {
    const world = await schedulingWorld();
    // Created 2 March: stored visits run to 27 April.
    const { id: weekly } = await weeklyJob(world);
    const { id: seasonal } = await weeklyJob(world, { title: "Snow", startDate: "2026-03-03", recurrence: { frequency: "weekly", interval: 1, byWeekday: ["TU"] }, season: { startMonth: 12, endMonth: 3 } });

    const april = await listProjectedVisits(db, { businessId: world.business.id }, "2026-04-01", "2026-05-31");
    // The weekly job: nothing for April's stored Mondays, the May Mondays projected at 9:00 New York time.
    expect(april.filter((v) => v.seriesId === weekly).map((v) => v.occurrenceDate)).toEqual(["2026-05-04", "2026-05-11", "2026-05-18", "2026-05-25"]);
    expect(april.every((v) => v.projected && toWallClock(v.startsAt, "America/New_York").time === "09:00")).toBe(true);
    expect(april[0].customerName).toBe(`${world.customer.firstName} ${world.customer.lastName}`.trim());
    // December–March: nothing in spring.
    expect(april.some((v) => v.seriesId === seasonal)).toBe(false);
    const december = await listProjectedVisits(db, { businessId: world.business.id }, "2026-12-01", "2026-12-31");
    expect(december.filter((v) => v.seriesId === seasonal).map((v) => v.occurrenceDate)).toEqual(["2026-12-01", "2026-12-08", "2026-12-15", "2026-12-22", "2026-12-29"]);

    // A cancelled job projects nothing.
    await db.update(s.jobSeries).set({ status: "cancelled" }).where(eq(s.jobSeries.id, weekly));
    expect((await listProjectedVisits(db, { businessId: world.business.id }, "2026-05-01", "2026-05-31")).some((v) => v.seriesId === weekly)).toBe(false);
  });

  it("one opened becomes a stored visit once, at its time and with the job's first employee; the horizon stays where it was", async () => {
    const world = await schedulingWorld();
    const other = await schedulingWorld();
    const { id } = await weeklyJob(world);
    const first = await materialiseProjectedVisit(world.scope, { jobId: id, date: "2026-05-18" });
    const again = await materialiseProjectedVisit(world.scope, { jobId: id, date: "2026-05-18" });
    expect(again).toEqual(first);
    const [visit] = await db.select().from(s.jobs).where(and(eq(s.jobs.businessId, world.business.id), eq(s.jobs.id, first.visitId)));
    expect(visit).toMatchObject({ seriesId: id, occurrenceDate: "2026-05-18", status: "scheduled", assigneeMemberId: world.employee.id });
    expect(toWallClock(visit.scheduledDate, "America/New_York")).toEqual({ date: "2026-05-18", time: "09:00" });
    const [series] = await db.select().from(s.jobSeries).where(eq(s.jobSeries.id, id));
    expect(series.generatedUntil).toBe("2026-04-27");
    // No longer projected; the other May Mondays still are.
    expect((await listProjectedVisits(db, { businessId: world.business.id }, "2026-05-01", "2026-05-31")).map((v) => v.occurrenceDate)).toEqual(["2026-05-04", "2026-05-11", "2026-05-25"]);
    // A Tuesday the rule has no visit on, and another business's job, are refused.
    await expect(materialiseProjectedVisit(world.scope, { jobId: id, date: "2026-05-19" })).rejects.toMatchObject({ code: "not_found" });
    await expect(materialiseProjectedVisit(other.scope, { jobId: id, date: "2026-05-25" })).rejects.toMatchObject({ code: "not_found" });
    expect(await db.select().from(s.jobs).where(and(eq(s.jobs.seriesId, id), eq(s.jobs.occurrenceDate, "2026-05-25")))).toHaveLength(0);
  });
});
