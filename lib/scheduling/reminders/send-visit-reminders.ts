import { and, asc, eq, gt, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { businesses, customers, jobs, services } from "@/db/schema";
import NotificationEmail from "@/emails/notification";
import { sendEmail } from "@/lib/email/send-email";
import { portalUrl } from "@/lib/tenancy/portal-url";
import { visitTimeText } from "./visit-time-text";

export type ReminderSweep = { due: number; sent: number };

/**
 * The pg-boss reminder task (lib/worker): with the business's `auto_reminders` on, each
 * scheduled visit starting within the next `reminder_hours` gets one email to its customer,
 * with the time in the business's zone. Exactly once: the visit is claimed by a conditional
 * UPDATE of `jobs.reminder_sent_at` in the same transaction that records the email in the
 * outbox, so a second or concurrent sweep finds nothing left to claim (the row lock makes it
 * wait, then re-check). A visit moved later keeps its marker (the customer has been told about
 * the change itself). Not server-only: the worker runs it in plain Node with its own pool.
 */
export async function sendVisitReminders(db: Db, now: Date = new Date()): Promise<ReminderSweep> {
  // Led by the business (jobs_business_date_idx): the businesses that remind, then their
  // visits inside each one's own window.
  const due = await db
    .select({
      id: jobs.id,
      businessId: jobs.businessId,
      scheduledDate: jobs.scheduledDate,
      email: customers.email,
      firstName: customers.firstName,
      serviceName: services.name,
      companyName: businesses.companyName,
      subdomain: businesses.portalSubdomain,
      primaryColor: businesses.themePrimaryColor,
      timeZone: businesses.timezone,
    })
    .from(businesses)
    .innerJoin(jobs, eq(jobs.businessId, businesses.id))
    .innerJoin(customers, and(eq(customers.businessId, jobs.businessId), eq(customers.id, jobs.customerId)))
    .leftJoin(services, and(eq(services.businessId, jobs.businessId), eq(services.id, jobs.serviceId)))
    .where(
      and(
        eq(businesses.autoReminders, true),
        isNull(businesses.suspendedAt),
        eq(jobs.status, "scheduled"),
        isNull(jobs.reminderSentAt),
        gt(jobs.scheduledDate, now),
        lte(jobs.scheduledDate, sql`${now.toISOString()}::timestamptz + make_interval(hours => ${businesses.reminderHours})`),
        isNull(customers.archivedAt),
      ),
    )
    .orderBy(asc(jobs.scheduledDate));

  let sent = 0;
  for (const visit of due) {
    const claimed = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(jobs)
        .set({ reminderSentAt: now })
        .where(and(eq(jobs.businessId, visit.businessId), eq(jobs.id, visit.id), isNull(jobs.reminderSentAt), eq(jobs.status, "scheduled")))
        .returning({ id: jobs.id });
      // Claimed but nobody to write to: the marker still stops the next sweep asking again.
      if (!row || !visit.email) return false;
      const when = visitTimeText(visit.scheduledDate, visit.timeZone);
      const what = visit.serviceName ? `${visit.serviceName} visit` : "visit";
      const title = `Reminder: your ${what} on ${when}`;
      const result = await sendEmail(
        {
          to: visit.email,
          subject: title,
          template: "notification",
          businessId: visit.businessId,
          react: NotificationEmail({
            title,
            body: `Hi ${visit.firstName}, this is a reminder from ${visit.companyName}: your ${what} is scheduled for ${when}. Need to change it? Open your portal.`,
            link: { url: portalUrl(visit.subdomain, "/dashboard"), label: "View your visit" },
            brand: { name: visit.companyName, primaryColor: visit.primaryColor },
          }),
        },
        { db: tx },
      );
      if (!result.ok) console.error("visit reminder email failed", result.error);
      return result.ok;
    });
    if (claimed) sent += 1;
  }
  return { due: due.length, sent };
}
