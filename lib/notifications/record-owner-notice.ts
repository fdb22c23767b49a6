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
    | "autopay_failed"
    | "booking";
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
export async function recordOwnerNotice(
  dbx: DbOrTx,
  scope: { businessId: string; customerId?: string },
  notice: BusinessNotice,
): Promise<RecordedEmail | null> {
  // About a customer, the bell also rings for the members limited to that customer's location
  // (issue 38 item 5: a Dayton request reaches the Dayton manager); the email stays the owner's.
  const customerId = scope.customerId ?? null;
  const rows = await dbx.execute<{ email: string; settings: Partial<NotificationSettings> | null; is_owner: boolean }>(sql`
    with recipients as (
      select b.owner_user_id as user_id from businesses b
      where b.id = ${scope.businessId}::uuid and b.owner_user_id is not null
      union
      select m.user_id from customers c
      join member_locations ml on ml.business_id = c.business_id and ml.location_id = c.location_id
      join business_members m on m.business_id = ml.business_id and m.id = ml.member_id and m.active
      where ${customerId}::uuid is not null and c.business_id = ${scope.businessId}::uuid and c.id = ${customerId}::uuid
    ),
    inserted as (
      insert into notifications (business_id, recipient_type, user_id, kind, title, body, link)
      select ${scope.businessId}::uuid, 'staff', r.user_id, ${notice.kind}, ${notice.title.slice(0, 200)},
             ${notice.body ? notice.body.slice(0, 1000) : null}, ${notice.link}
      from recipients r
      returning user_id, business_id
    )
    select u.email, b.notification_settings as settings, (b.owner_user_id = inserted.user_id) as is_owner
    from inserted
    join users u on u.id = inserted.user_id
    join businesses b on b.id = inserted.business_id`);
  const owner = rows.find((row) => row.is_owner);
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
