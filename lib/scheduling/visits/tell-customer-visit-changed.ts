import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";
import NotificationEmail from "@/emails/notification";
import type { BusinessScope } from "@/lib/foundation/scope";
import { sendEmail } from "@/lib/email/send-email";
import { notifyCustomer } from "@/lib/notifications/notify-customer";
import { portalUrl } from "@/lib/tenancy/portal-url";
import { visitTimeText } from "../reminders/visit-time-text";

/** What the business changed about a customer's visit(s). */
export type VisitChange =
  | { kind: "moved"; from: Date; to: Date; andFollowing: boolean }
  | { kind: "shifted"; from: Date; days: number; visits: number }
  | { kind: "skipped"; at: Date; reason: string }
  | { kind: "cancelled"; at: Date; reason: string }
  | { kind: "reschedule_declined"; at: Date; message: string };

type Recipient = { email: string | null; company_name: string; portal_subdomain: string; timezone: string; theme_primary_color: string; theme_secondary_color: string };

/** Where the customer sees their upcoming visits. */
const VISITS_PORTAL_PATH = "/dashboard";

function describe(change: VisitChange, zone: string): { title: string; body: string } {
  const when = (at: Date) => visitTimeText(at, zone);
  switch (change.kind) {
    case "moved":
      return {
        title: "Your visit has moved",
        body: `Your visit on ${when(change.from)} is now on ${when(change.to)}.${change.andFollowing ? " The visits after it follow the new day and time." : ""}`,
      };
    case "shifted": {
      const days = `${Math.abs(change.days)} ${Math.abs(change.days) === 1 ? "day" : "days"} ${change.days > 0 ? "later" : "earlier"}`;
      return {
        title: "Your visits have moved",
        body: `Your visit on ${when(change.from)}${change.visits > 1 ? ` and the ${change.visits - 1} after it` : ""} ${change.visits > 1 ? "move" : "moves"} ${days}.`,
      };
    }
    case "skipped":
      return { title: "A visit is skipped", body: `Your visit on ${when(change.at)} is skipped${change.reason ? `: ${change.reason}` : "."}` };
    case "cancelled":
      return { title: "A visit is cancelled", body: `Your visit on ${when(change.at)} is cancelled: ${change.reason}` };
    case "reschedule_declined":
      return { title: "Your visit stays as planned", body: `We could not move your visit on ${when(change.at)}: ${change.message}` };
  }
}

/** Whether the change touches a visit still ahead (a change to the past is bookkeeping). */
function isUpcoming(change: VisitChange, now: Date): boolean {
  if (change.kind === "moved") return change.from > now || change.to > now;
  if (change.kind === "shifted") return change.visits > 0;
  // The answer to the customer's own request is always sent.
  if (change.kind === "reschedule_declined") return true;
  return change.at > now;
}

/**
 * The customer hears of a change the business made to an upcoming visit — moved, shifted,
 * skipped or cancelled, or a reschedule request declined — in the portal bell and by branded
 * email, with times in the business's time zone. Called after the change commits; never throws
 * (a failed notice must not undo or fail the change), failures are logged.
 */
export async function tellCustomerVisitChanged(scope: BusinessScope, customerId: string, change: VisitChange, now: Date = new Date()): Promise<void> {
  if (!isUpcoming(change, now)) return;
  try {
    const [recipient] = await db.execute<Recipient>(sql`
      select c.email, b.company_name, b.portal_subdomain, b.timezone, b.theme_primary_color, b.theme_secondary_color
      from customers c join businesses b on b.id = c.business_id
      where c.business_id = ${scope.businessId}::uuid and c.id = ${customerId}::uuid`);
    if (!recipient) return;
    const { title, body } = describe(change, recipient.timezone);
    await notifyCustomer({ businessId: scope.businessId, customerId }, { kind: "job_status", title, body, link: VISITS_PORTAL_PATH });
    if (!recipient.email) return;
    const sent = await sendEmail({
      to: recipient.email,
      subject: title,
      template: "notification",
      businessId: scope.businessId,
      react: NotificationEmail({
        title,
        body,
        link: { url: portalUrl(recipient.portal_subdomain, VISITS_PORTAL_PATH), label: "See your visits" },
        brand: { name: recipient.company_name, primaryColor: recipient.theme_primary_color, secondaryColor: recipient.theme_secondary_color },
      }),
    });
    if (!sent.ok) console.error("visit change email failed", sent.error);
  } catch (error) {
    console.error("visit change notice failed", error);
  }
}
