import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import type { NotificationSettings } from "@/db/schema";
import NotificationEmail from "@/emails/notification";
import { recordEmail, type RecordedEmail } from "@/lib/email/send-email";
import { staffUrl } from "@/lib/tenancy/staff-url";

export type BusinessNotice = {
  kind:
    | "service_request"
    | "quote_response"
    | "contract_signed"
    | "customer_message"
    | "visit_change"
    | "low_rating"
    | "payment_received"
    | "autopay_failed";
  title: string;
  body?: string | null;
  /** An admin path, e.g. "/admin/quotes"; the email links to it on the staff host. */
  link: string;
};

/**
 * The Settings → Notifications switch that governs the owner's email of a kind; the bell rings
 * whatever the switches say. Kinds without a switch always email.
 */
const EMAIL_SWITCH: Partial<Record<BusinessNotice["kind"], keyof NotificationSettings>> = {
  service_request: "emailOnServiceRequest",
  quote_response: "emailOnQuoteResponse",
  customer_message: "emailOnNewMessage",
  payment_received: "emailOnInvoicePaid",
};

/**
 * "The business is notified" (spec §6) through `dbx` — the caller's transaction when the notice
 * must commit with what it tells of (a payment): a staff notification for the business's owner
 * and, unless their settings switch that email off, an email in the outbox linking to the staff
 * host. One statement finds the owner, inserts the row and reads the switches. Answers the
 * recorded email (null when none) for the caller to deliver after its commit. Not server-only:
 * the worker tells owners of failed autopay charges.
 */
export async function recordOwnerNotice(dbx: DbOrTx, scope: { businessId: string }, notice: BusinessNotice): Promise<RecordedEmail | null> {
  const rows = await dbx.execute<{ email: string; settings: Partial<NotificationSettings> | null }>(sql`
    with inserted as (
      insert into notifications (business_id, recipient_type, user_id, kind, title, body, link)
      select b.id, 'staff', b.owner_user_id, ${notice.kind}, ${notice.title.slice(0, 200)},
             ${notice.body ? notice.body.slice(0, 1000) : null}, ${notice.link}
      from businesses b
      where b.id = ${scope.businessId}::uuid and b.owner_user_id is not null
      returning user_id, business_id
    )
    select u.email, b.notification_settings as settings
    from inserted
    join users u on u.id = inserted.user_id
    join businesses b on b.id = inserted.business_id`);
  const owner = rows[0];
  if (!owner) return null;
  const emailSwitch = EMAIL_SWITCH[notice.kind];
  if (emailSwitch && owner.settings?.[emailSwitch] === false) return null;
  const recorded = await recordEmail(
    {
      to: owner.email,
      subject: notice.title,
      template: "notification",
      businessId: scope.businessId,
      react: NotificationEmail({
        title: notice.title,
        body: notice.body ?? notice.title,
        link: { url: staffUrl(notice.link), label: "Open in ServiceLoop" },
      }),
    },
    { db: dbx },
  );
  if (!recorded.ok) console.error("owner notification email not recorded", recorded.error);
  return recorded;
}
