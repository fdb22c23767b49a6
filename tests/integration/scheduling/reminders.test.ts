import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { beforeEach, describe, expect, inject, it, vi } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { sendOnMyWayAction } from "@/lib/admin/actions/schedule/send-on-my-way";
import { sendVisitReminders } from "@/lib/scheduling/reminders/send-visit-reminders";
import { WORKER_TASKS } from "@/lib/worker/worker";
import { asAnonymous, asStaff } from "@/tests/support/fake-request";
import { createJob, unique } from "@/tests/support/portal-fixtures";
import { addEmployee } from "../staff-auth/fixtures";
import { schedulingWorld } from "./fixtures";

vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

/**
 * Issue 11 item 7: visit reminders `reminder_hours` ahead (once, in the business's zone, by the
 * pg-boss task) and "On my way". The sweep runs over the whole shared test database, so its
 * "now" is set in 2041, where only this file's visits live.
 */
const NOW = new Date("2041-06-01T00:00:00Z");
const at = (hoursFromNow: number) => new Date(NOW.getTime() + hoursFromNow * 3_600_000);

beforeEach(() => {
  asAnonymous();
});

type World = Awaited<ReturnType<typeof schedulingWorld>>;
const visitFor = (world: World, scheduledDate: Date, extra: Partial<typeof s.jobs.$inferInsert> = {}) =>
  createJob(db, { businessId: world.business.id, customerId: world.customer.id }, { scheduledDate, serviceId: world.service.id, assigneeMemberId: world.employee.id, ...extra });
const mailTo = (world: World) => db.select().from(s.emailOutbox).where(eq(s.emailOutbox.toAddress, world.customer.email!)).orderBy(desc(s.emailOutbox.createdAt));
const reminderMarker = async (id: string) => (await db.select({ at: s.jobs.reminderSentAt }).from(s.jobs).where(eq(s.jobs.id, id)))[0].at;

describe("visit reminders", () => {
  it("sends one email reminder_hours ahead, with the time in the business's zone, and never again — even when two sweeps run at once", async () => {
    const world = await schedulingWorld();
    const visit = await visitFor(world, at(14));
    const first = await sendVisitReminders(db, NOW);
    expect(first.sent).toBeGreaterThanOrEqual(1);
    const mails = await mailTo(world);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: "notification", businessId: world.business.id, subject: "Reminder: your Weekly Mowing visit on Saturday, June 1 at 10:00 AM EDT" });
    expect(mails[0].text).toContain("your Weekly Mowing visit is scheduled for Saturday, June 1 at 10:00 AM EDT");
    expect(mails[0].text).toContain(`http://${world.business.portalSubdomain}.localhost:3000/dashboard`);
    expect(await reminderMarker(visit.id)).toEqual(NOW);

    // The sweep runs again (pg-boss delivers at least once): nothing more.
    await sendVisitReminders(db, new Date(NOW.getTime() + 5 * 60_000));
    expect(await mailTo(world)).toHaveLength(1);

    // Two sweeps at the same moment over a new visit. On a Postgres server both find it and both
    // wait on its row at the claim (held here until both are waiting), then only one sends. The
    // embedded PGlite runs one statement at a time, so there the two sweeps simply interleave —
    // holding a row lock would stall its only connection.
    const next = await visitFor(world, at(20));
    let sweeps: Promise<Array<{ due: number; sent: number }>>;
    const onServer = inject("databaseServerUrl") !== null;
    if (onServer) {
      let release!: () => void;
      let held!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const lockHeld = new Promise<void>((resolve) => (held = resolve));
      const holder = db.transaction(async (tx) => {
        await tx.select({ id: s.jobs.id }).from(s.jobs).where(eq(s.jobs.id, next.id)).for("update");
        held();
        await gate;
      });
      await lockHeld;
      sweeps = Promise.all([sendVisitReminders(db, at(1)), sendVisitReminders(db, at(1))]);
      await expect.poll(async () => Number((await db.execute<{ n: number }>(sql`
        select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock' and query like 'update "jobs" set "reminder_sent_at"%'`))[0].n), { timeout: 10_000 }).toBe(2);
      release();
      await holder;
    } else {
      sweeps = Promise.all([sendVisitReminders(db, at(1)), sendVisitReminders(db, at(1))]);
    }
    const [a, b] = await sweeps;
    // On the server both sweeps saw the visit due; interleaved on PGlite, the second may not.
    if (onServer) expect(a.due + b.due).toBe(2);
    else expect(a.due + b.due).toBeGreaterThanOrEqual(1);
    expect(a.sent + b.sent).toBe(1);
    expect(await mailTo(world)).toHaveLength(2);
  });

  it("respects the reminder_hours window: a visit further ahead waits until it enters it; a longer setting reaches it now", async () => {
    const world = await schedulingWorld({ reminderHours: 24 });
    const visit = await visitFor(world, at(30));
    await sendVisitReminders(db, NOW);
    expect(await mailTo(world)).toHaveLength(0);
    expect(await reminderMarker(visit.id)).toBeNull();
    await sendVisitReminders(db, at(7));
    expect(await mailTo(world)).toHaveLength(1);

    const longer = await schedulingWorld({ reminderHours: 48 });
    await visitFor(longer, at(30));
    await sendVisitReminders(db, NOW);
    expect(await mailTo(longer)).toHaveLength(1);
  });

  it("sends nothing with auto_reminders off, nor for past, skipped or completed visits", async () => {
    const off = await schedulingWorld({ autoReminders: false });
    const quiet = await visitFor(off, at(2));
    await sendVisitReminders(db, NOW);
    expect(await mailTo(off)).toHaveLength(0);
    expect(await reminderMarker(quiet.id)).toBeNull();

    const on = await schedulingWorld();
    const closed = await Promise.all([visitFor(on, at(-1)), visitFor(on, at(3), { status: "skipped" }), visitFor(on, at(4), { status: "completed" })]);
    await sendVisitReminders(db, NOW);
    expect(await mailTo(on)).toHaveLength(0);
    for (const v of closed) expect(await reminderMarker(v.id)).toBeNull();
  });

  it("writes the time in each business's own zone", async () => {
    const west = await schedulingWorld({ timezone: "America/Los_Angeles" });
    await visitFor(west, at(14));
    await sendVisitReminders(db, NOW);
    const [mail] = await mailTo(west);
    expect(mail.subject).toBe("Reminder: your Weekly Mowing visit on Saturday, June 1 at 7:00 AM PDT");
  });

  it("is one of the worker's pg-boss queues, on a schedule", () => {
    const task = WORKER_TASKS.find((t) => t.queue === "scheduling-visit-reminders");
    expect(task?.cron).toBe("*/5 * * * *");
  });
});

describe("On my way", () => {
  it("notifies the customer (portal bell + email), is audited, and is refused again within 10 minutes", async () => {
    const world = await schedulingWorld();
    const visit = await visitFor(world, new Date(Date.now() + 3_600_000));
    await asStaff(world.employeeUser.id);
    expect(await sendOnMyWayAction({ visitId: visit.id })).toMatchObject({ ok: true });

    const bell = await db.select().from(s.notifications).where(and(eq(s.notifications.businessId, world.business.id), eq(s.notifications.customerId, world.customer.id)));
    expect(bell).toHaveLength(1);
    expect(bell[0]).toMatchObject({ kind: "job_status", title: `Eli from ${world.business.companyName} is on the way`, link: "/dashboard" });
    expect(bell[0].body).toMatch(/^Eli is on the way for your Weekly Mowing visit scheduled for \w+day, \w+ \d+ at \d+:\d\d [AP]M E[SD]T\.$/);
    const mails = await mailTo(world);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Eli from ${world.business.companyName} is on the way`);
    const audit = await db.select().from(s.auditLog).where(and(eq(s.auditLog.businessId, world.business.id), eq(s.auditLog.action, "visit.on_my_way")));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorType: "staff", actorId: world.employeeUser.id, targetType: "visit", targetId: visit.id });

    // A double tap, or a second phone: refused, nothing more sent.
    expect(await sendOnMyWayAction({ visitId: visit.id })).toMatchObject({
      ok: false,
      status: 429,
      code: "throttled",
      message: "The customer was already told you are on the way in the last 10 minutes",
    });
    expect(await mailTo(world)).toHaveLength(1);

    // Ten minutes later it may be sent again.
    await db.update(s.jobs).set({ onMyWayAt: new Date(Date.now() - 11 * 60_000) }).where(eq(s.jobs.id, visit.id));
    expect(await sendOnMyWayAction({ visitId: visit.id })).toMatchObject({ ok: true });
    expect(await mailTo(world)).toHaveLength(2);
  });

  it("is refused for someone else's visit (404), without view_jobs (403), for a closed visit (409) and without a session (401)", async () => {
    const world = await schedulingWorld();
    const visit = await visitFor(world, new Date(Date.now() + 3_600_000));
    const done = await visitFor(world, new Date(Date.now() - 3_600_000), { status: "completed" });

    const [otherCrew] = await db.insert(s.users).values({ email: `${unique("crew")}@example.test`, userType: "employee" }).returning();
    await addEmployee(world.business.id, otherCrew.id, { roleTemplate: "field_employee" });
    await asStaff(otherCrew.id);
    expect(await sendOnMyWayAction({ visitId: visit.id })).toMatchObject({ ok: false, status: 404, message: "Visit not found" });

    const [inbox] = await db.insert(s.users).values({ email: `${unique("inbox")}@example.test`, userType: "employee" }).returning();
    await addEmployee(world.business.id, inbox.id, { permissions: ["view_messages"] });
    await asStaff(inbox.id);
    expect(await sendOnMyWayAction({ visitId: visit.id })).toMatchObject({ ok: false, status: 403 });

    await asStaff(world.business.owner.id);
    expect(await sendOnMyWayAction({ visitId: done.id })).toMatchObject({ ok: false, status: 409, message: "Only a scheduled or started visit can be announced" });
    asAnonymous();
    expect(await sendOnMyWayAction({ visitId: visit.id })).toMatchObject({ ok: false, status: 401 });

    const [row] = await db.select({ at: s.jobs.onMyWayAt }).from(s.jobs).where(eq(s.jobs.id, visit.id));
    expect(row.at).toBeNull();
    expect(await db.select().from(s.notifications).where(inArray(s.notifications.customerId, [world.customer.id]))).toHaveLength(0);
  });
});
