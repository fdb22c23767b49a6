import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as exportReport } from "@/app/api/admin/reports/[report]/route";
import { countQueries, db } from "@/db/client";
import * as s from "@/db/schema";
import { loadRecurringReports, loadReports, loadTeamReports } from "@/lib/reports/load-reports";
import { monthlyRecurringRevenue } from "@/lib/reports/monthly-recurring-revenue";
import { resolveReportRange } from "@/lib/reports/report-range";
import { retentionCohorts } from "@/lib/reports/retention-cohorts";
import { revenueByService } from "@/lib/reports/revenue-by-service";
import { visitsByEmployee } from "@/lib/reports/visits-by-employee";
import { asStaff } from "../../support/fake-request";
import { createBusiness, createCustomer, createInvoice, createJob, createService, unique } from "../../support/portal-fixtures";

vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

/**
 * The recurring and team reports (issue 13): monthly recurring revenue, retention by
 * start-month cohort, visits and revenue per crew-hour by employee, revenue by service — on
 * the real database with known figures, and a second business holding the same rows that
 * must never be counted.
 */
type Biz = Awaited<ReturnType<typeof createBusiness>>;
const TZ = "America/New_York";
const RANGE = resolveReportRange({ from: "2026-01", to: "2026-04" }, "2026-11");
const CLOCK = { timeZone: TZ, today: "2026-04-15" };
let biz: Biz;
let other: Biz;

async function seed(b: Biz) {
  const businessId = b.id;
  const [crewUser] = await db.insert(s.users).values({ email: `${unique("crew")}@example.test`, userType: "employee", firstName: "Eddie", lastName: "Crew" }).returning();
  const [crew] = await db.insert(s.businessMembers).values({ businessId, userId: crewUser.id, role: "employee" }).returning();
  const [ownerMember] = await db.select().from(s.businessMembers).where(eq(s.businessMembers.userId, b.owner.id));
  const mowing = await createService(db, businessId, { name: "Mowing", priceCents: 4_000 });
  const treatment = await createService(db, businessId, { name: "Treatment", priceCents: 8_000 });
  const cleanup = await createService(db, businessId, { name: "Cleanup", priceCents: 5_000 });

  const series = async (customerId: string, rrule: string, startDate: string, serviceId: string, priceCents: number | null, extra: Partial<typeof s.jobSeries.$inferInsert> = {}) => {
    const [row] = await db
      .insert(s.jobSeries)
      .values({ businessId, customerId, serviceId, title: "Job", startDate, startTime: "09:00", durationMinutes: 60, timeZone: TZ, rrule, priceCents, ...extra })
      .returning();
    return row;
  };
  const visit = async (job: { id: string; customerId: string; serviceId: string | null }, day: string, extra: Partial<typeof s.jobs.$inferInsert> = {}) =>
    createJob(db, { businessId, customerId: job.customerId }, {
      seriesId: job.id, occurrenceDate: day, serviceId: job.serviceId, scheduledDate: new Date(`${day}T13:00:00Z`), status: "completed", completedAt: new Date(`${day}T18:00:00Z`), ...extra,
    });
  const span = (day: string, from: string, to: string) => ({ startedAt: new Date(`${day}T${from}:00Z`), completedAt: new Date(`${day}T${to}:00Z`) });

  const [a, bee, cee, dee, eve, fay] = await Promise.all(["A", "B", "C", "D", "E", "F"].map((n) => createCustomer(db, businessId, { firstName: n, lastName: "Cohort" })));
  // A: weekly from January at $45 a visit → $195.00 a month.
  const jobA = await series(a.id, "FREQ=WEEKLY;INTERVAL=1;BYDAY=MO", "2026-01-05", mowing.id, 4_500);
  // B: every two weeks from February at $60 → $130.00 a month; paused today.
  const jobB = await series(bee.id, "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO", "2026-02-02", mowing.id, 6_000, { pausedUntil: "2026-05-01" });
  // C: monthly at the service's $80, ending in February.
  const jobC = await series(cee.id, "FREQ=MONTHLY;INTERVAL=1;UNTIL=20260228", "2026-01-10", treatment.id, null);
  // D: monthly, two visits (March 15 and April 15) at $30.
  const jobD = await series(dee.id, "FREQ=MONTHLY;INTERVAL=1;COUNT=2", "2026-03-15", mowing.id, 3_000);
  // E: weekly at $10 → $43.33 a month, until the customer was archived on March 20.
  await db.update(s.customers).set({ archivedAt: new Date("2026-03-20T16:00:00Z") }).where(eq(s.customers.id, eve.id));
  const jobE = await series(eve.id, "FREQ=WEEKLY;INTERVAL=1;BYDAY=MO", "2026-01-05", mowing.id, 1_000);
  // A one-off job is no recurring revenue and starts no cohort.
  await series(a.id, null as unknown as string, "2026-02-20", cleanup.id, 99_900);

  await visit(jobA, "2026-01-12", { assigneeMemberId: crew.id, ...span("2026-01-12", "14:00", "14:45") });
  await visit(jobA, "2026-02-09", { assigneeMemberId: crew.id, ...span("2026-02-09", "15:00", "16:00") });
  await visit(jobA, "2026-03-09", { assigneeMemberId: crew.id });
  await visit(jobA, "2026-04-06", { status: "scheduled", completedAt: null, assigneeMemberId: crew.id });
  await visit(jobA, "2026-04-13", { status: "skipped", completedAt: null, assigneeMemberId: crew.id });
  await visit(jobC, "2026-02-10", { assigneeMemberId: ownerMember.id, ...span("2026-02-10", "15:00", "17:00") });
  await visit(jobE, "2026-01-12");
  await visit(jobD, "2026-04-15", { assigneeMemberId: crew.id, ...span("2026-04-15", "13:00", "13:30") });
  // F's one-off visit (service price $50), by the owner, an hour.
  await createJob(db, { businessId, customerId: fay.id }, {
    serviceId: cleanup.id, status: "completed", scheduledDate: new Date("2026-03-03T15:00:00Z"), assigneeMemberId: ownerMember.id, ...span("2026-03-03", "15:00", "16:00"),
  });
  // Billing makes a customer active too: C in January, B from February.
  await createInvoice(db, { businessId, customerId: cee.id }, { status: "paid", invoiceDate: "2026-01-20" });
  for (const day of ["2026-02-20", "2026-03-20", "2026-04-10"]) await createInvoice(db, { businessId, customerId: bee.id }, { status: "pending", invoiceDate: day });
  await createInvoice(db, { businessId, customerId: dee.id }, { status: "draft", invoiceDate: "2026-03-20" });
  void jobB;
}

beforeAll(async () => {
  biz = await createBusiness(db, { timezone: TZ });
  other = await createBusiness(db, { timezone: TZ });
  await seed(biz);
  await seed(other);
  await seed(other);
});

describe("monthly recurring revenue", () => {
  it("normalises each recurring job to a month, counts it in the months it runs, and keeps today's paused jobs apart, for this business only", async () => {
    expect(await monthlyRecurringRevenue({ businessId: biz.id }, RANGE, CLOCK)).toEqual({
      currentCents: 19_500 + 3_000,
      activeSeries: 2,
      pausedCents: 13_000,
      pausedSeries: 1,
      outOfSeasonCents: 0,
      outOfSeasonSeries: 0,
      months: [
        { month: "2026-01", mrrCents: 19_500 + 8_000 + 4_333, series: 3 },
        { month: "2026-02", mrrCents: 19_500 + 13_000 + 8_000 + 4_333, series: 4 },
        { month: "2026-03", mrrCents: 19_500 + 13_000 + 3_000 + 4_333, series: 4 },
        { month: "2026-04", mrrCents: 19_500 + 13_000 + 3_000, series: 3 },
      ],
    });
  });
});

describe("retention by start-month cohort", () => {
  it("groups customers by their first recurring job's month and counts who had a visit or a bill each month since, for this business only", async () => {
    expect(await retentionCohorts({ businessId: biz.id }, RANGE)).toEqual([
      { cohort: "2026-01", customers: 3, active: [3, 2, 1, 0] },
      { cohort: "2026-02", customers: 1, active: [1, 1, 1] },
      { cohort: "2026-03", customers: 1, active: [0, 1] },
    ]);
    // A range starting later leaves the January cohort out and cuts the triangle at its end.
    expect(await retentionCohorts({ businessId: biz.id }, resolveReportRange({ from: "2026-02", to: "2026-03" }, "2026-11"))).toEqual([
      { cohort: "2026-02", customers: 1, active: [1, 1] },
      { cohort: "2026-03", customers: 1, active: [0] },
    ]);
  });
});

describe("by employee", () => {
  it("counts completed visits, their revenue and revenue per hour on site, for this business only", async () => {
    const rows = await visitsByEmployee({ businessId: biz.id }, RANGE, TZ);
    expect(rows.map(({ memberId: _, ...r }) => r)).toEqual([
      // 45 + 60 + 30 minutes on site for $120 of timed visits; the March visit has no start.
      { name: "Eddie Crew", visits: 4, revenueCents: 16_500, secondsOnSite: 8_100, revenuePerHourCents: 5_333, tooShortToTime: 0 },
      { name: "Olive Owner", visits: 2, revenueCents: 13_000, secondsOnSite: 10_800, revenuePerHourCents: 4_333, tooShortToTime: 0 },
      { name: "Unassigned", visits: 1, revenueCents: 1_000, secondsOnSite: 0, revenuePerHourCents: null, tooShortToTime: 0 },
    ]);
  });

  it("times only visits of at least 5 minutes between Start and Complete, and counts the shorter ones apart (issue 37)", async () => {
    const lone = await createBusiness(db, { timezone: TZ });
    const [member] = await db.select().from(s.businessMembers).where(eq(s.businessMembers.userId, lone.owner.id));
    const customer = await createCustomer(db, lone.id);
    const at = (day: string, time: string) => new Date(`${day}T${time}Z`);
    const done = (day: string, priceCents: number, from: string, to: string) =>
      createJob(db, { businessId: lone.id, customerId: customer.id }, {
        status: "completed", scheduledDate: at(day, "13:00:00"), assigneeMemberId: member.id, startedAt: at(day, from), completedAt: at(day, to),
      }).then((job) => db.update(s.jobSeries).set({ priceCents }).where(eq(s.jobSeries.id, job.seriesId!)));
    // Started and completed 20 seconds apart: alone it made "$8,100 per crew-hour".
    await done("2026-03-02", 4_500, "13:00:00", "13:00:20");
    // Just under five minutes: too short too; exactly five minutes counts.
    await done("2026-03-03", 4_500, "13:00:00", "13:04:59");
    await done("2026-03-04", 1_000, "13:00:00", "13:05:00");
    // An hour on site.
    await done("2026-03-05", 6_000, "13:00:00", "14:00:00");
    const [row] = await visitsByEmployee({ businessId: lone.id }, RANGE, TZ);
    expect(row).toMatchObject({
      name: "Olive Owner", visits: 4, revenueCents: 16_000,
      // 65 minutes on site for $70 of timed visits: $64.62 an hour.
      secondsOnSite: 3_900, revenuePerHourCents: 6_462, tooShortToTime: 2,
    });
    const team = await loadTeamReports({ businessId: lone.id }, { from: "2026-01", to: "2026-04" });
    expect(team.employees).toEqual([row]);
  });
});

describe("revenue by service", () => {
  it("values completed visits at the job's price, else the service's, grouped by service, for this business only", async () => {
    const rows = await revenueByService({ businessId: biz.id }, RANGE, TZ);
    expect(rows.map(({ serviceId: _, ...r }) => r)).toEqual([
      { name: "Mowing", visits: 5, revenueCents: 17_500 },
      { name: "Treatment", visits: 1, revenueCents: 8_000 },
      { name: "Cleanup", visits: 1, revenueCents: 5_000 },
    ]);
  });
});

describe("the report tabs' loaders", () => {
  it("stay within a handful of queries whatever the data (one per report and the clock)", async () => {
    const scope = { businessId: biz.id };
    const input = { from: "2026-01", to: "2026-04" };
    expect((await countQueries(() => loadReports(scope, input))).count).toBeLessThanOrEqual(5);
    expect((await countQueries(() => loadRecurringReports(scope, input))).count).toBeLessThanOrEqual(4);
    expect((await countQueries(() => loadTeamReports(scope, input))).count).toBeLessThanOrEqual(2);
  });
});

describe("CSV export of the new reports", () => {
  const call = (report: string) =>
    exportReport(new Request(`http://localhost:3000/api/admin/reports/${report}?from=2026-01&to=2026-04`), { params: Promise.resolve({ report }) });

  it("gives the owner MRR, cohorts, employees and services as CSV", async () => {
    await asStaff(biz.owner.id);
    expect(await (await call("mrr")).text()).toBe("month,recurring_jobs,mrr\r\n2026-01,3,318.33\r\n2026-02,4,448.33\r\n2026-03,4,398.33\r\n2026-04,3,355.00\r\n");
    const cohorts = (await (await call("cohorts")).text()).split("\r\n");
    expect(cohorts[0]).toBe("cohort,customers,month,months_since_start,active_customers,retained_percent");
    expect(cohorts.slice(1, 5)).toEqual(["2026-01,3,2026-01,0,3,100.0", "2026-01,3,2026-02,1,2,66.7", "2026-01,3,2026-03,2,1,33.3", "2026-01,3,2026-04,3,0,0.0"]);
    expect((await (await call("employees")).text()).split("\r\n")[1]).toBe("Eddie Crew,4,165.00,2.25,53.33,0");
    expect((await (await call("services")).text()).split("\r\n")[1]).toBe("Mowing,5,175.00");
  });
});
