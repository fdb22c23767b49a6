import { desc, eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { sendVisitReminders } from "@/lib/scheduling/reminders/send-visit-reminders";
import { createJob } from "@/tests/support/portal-fixtures";
import { schedulingWorld } from "./fixtures";

/**
 * Pins the reminder email exactly — subject, body and the "View your visit" button with its
 * portal link, also for a visit with no service — and that the claim and the email's outbox
 * row commit together: when the email cannot be recorded the claim rolls back and the sweep
 * fails, so the visit is not marked reminded and the next sweep sends it (exactly once, never a
 * marker without its email). A test-only trigger refuses the one customer's outbox row. The
 * sweep covers the whole shared database, so "now" is in 2043, where only this file's visits live.
 */
const NOW = new Date("2043-03-02T12:00:00Z");
const at = (hoursFromNow: number) => new Date(NOW.getTime() + hoursFromNow * 3_600_000);

type World = Awaited<ReturnType<typeof schedulingWorld>>;
const visitFor = (world: World, scheduledDate: Date, extra: Partial<typeof s.jobs.$inferInsert> = {}) =>
  createJob(db, { businessId: world.business.id, customerId: world.customer.id }, { scheduledDate, serviceId: world.service.id, ...extra });
const mailTo = (world: World) => db.select().from(s.emailOutbox).where(eq(s.emailOutbox.toAddress, world.customer.email!)).orderBy(desc(s.emailOutbox.createdAt));
const reminderMarker = async (id: string) => (await db.select({ at: s.jobs.reminderSentAt }).from(s.jobs).where(eq(s.jobs.id, id)))[0].at;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("visit reminder email", () => {
  it("says what, when and where to look, with a button to the portal", async () => {
    const world = await schedulingWorld();
    const visit = await visitFor(world, at(3)); // Monday 2 March 2043, 10:00 EST
    expect(await sendVisitReminders(db, NOW)).toEqual({ due: 1, sent: 1 });
    const mails = await mailTo(world);
    expect(mails).toHaveLength(1);
    const { companyName, portalSubdomain } = world.business;
    const when = "Monday, March 2 at 10:00 AM EST";
    expect(mails[0]).toMatchObject({
      businessId: world.business.id,
      template: "notification",
      status: "logged",
      subject: `Reminder: your Weekly Mowing visit on ${when}`,
    });
    expect(mails[0].text).toBe(
      [
        companyName,
        "",
        "",
        `Reminder: your Weekly Mowing visit on ${when}`,
        "",
        `Hi Casey, this is a reminder from ${companyName}: your Weekly Mowing visit is scheduled for ${when}. Need to change it? Open your portal.`,
        "",
        `View your visit http://${portalSubdomain}.localhost:3000/dashboard`,
        "",
        `Or open this link: http://${portalSubdomain}.localhost:3000/dashboard`,
        "",
        "----------------------------------------",
        "",
        `Sent by ${companyName} through ServiceLoop.`,
      ].join("\n"),
    );
    expect(mails[0].html).toContain(">View your visit<");
    expect(await reminderMarker(visit.id)).toEqual(NOW);
  });

  it("a visit with no service is simply 'your visit'", async () => {
    const world = await schedulingWorld();
    await visitFor(world, at(5), { serviceId: null }); // Monday 2 March 2043, 12:00 EST
    expect(await sendVisitReminders(db, NOW)).toEqual({ due: 1, sent: 1 });
    const [mail] = await mailTo(world);
    expect(mail.subject).toBe("Reminder: your visit on Monday, March 2 at 12:00 PM EST");
    expect(mail.text).toContain(
      `Hi Casey, this is a reminder from ${world.business.companyName}: your visit is scheduled for Monday, March 2 at 12:00 PM EST. Need to change it?`,
    );
  });
});

describe("claim and email commit together", () => {
  it("an email that cannot be recorded fails the sweep and leaves the visit unmarked; the next sweep sends it once", async () => {
    const world = await schedulingWorld();
    const visit = await visitFor(world, at(8));
    const address = world.customer.email!.replaceAll("'", "''");
    const fn = `reminders_exact_refuse_${world.business.portalSubdomain.replace(/[^a-z0-9]/g, "")}`;
    await db.execute(sql.raw(`CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.to_address = '${address}' THEN RAISE EXCEPTION 'outbox refused for this test'; END IF;
        RETURN NEW;
      END $$`));
    await db.execute(sql.raw(`CREATE TRIGGER ${fn} BEFORE INSERT ON email_outbox FOR EACH ROW EXECUTE FUNCTION ${fn}()`));
    vi.spyOn(console, "error").mockImplementation(() => {}); // sendEmail logs the failed insert
    try {
      // The failed insert aborts the claim's transaction: postgres.js rolls it back and the sweep
      // fails (pg-boss retries it), with nothing committed.
      await expect(sendVisitReminders(db, NOW)).rejects.toThrow("outbox refused for this test");
    } finally {
      await db.execute(sql.raw(`DROP TRIGGER ${fn} ON email_outbox`));
      await db.execute(sql.raw(`DROP FUNCTION ${fn}()`));
    }
    expect(await mailTo(world)).toHaveLength(0);
    expect(await reminderMarker(visit.id)).toBeNull();

    const later = new Date(NOW.getTime() + 5 * 60_000);
    expect(await sendVisitReminders(db, later)).toEqual({ due: 1, sent: 1 });
    const mails = await mailTo(world);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Reminder: your Weekly Mowing visit on Monday, March 2 at 3:00 PM EST");
    expect(await reminderMarker(visit.id)).toEqual(later);
    expect(await sendVisitReminders(db, new Date(later.getTime() + 5 * 60_000))).toEqual({ due: 0, sent: 0 });
  });
});
