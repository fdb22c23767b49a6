import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";
import NotificationEmail from "@/emails/notification";
import { sendEmail } from "@/lib/email/send-email";

export type BusinessNotice = {
  kind: "service_request" | "quote_response" | "contract_signed" | "customer_message" | "visit_change" | "low_rating";
  title: string;
  body?: string | null;
  /** An admin path, e.g. "/admin/quotes". */
  link: string;
};

/**
 * "The business is notified" (spec §6): a staff notification for the business's owner and
 * an email to them. One statement finds the owner and inserts the row; the email goes out
 * after it. Failures here are logged and never undo what the customer did.
 */
export async function notifyBusinessOwner(scope: { businessId: string }, notice: BusinessNotice): Promise<void> {
  try {
    const rows = await db.execute<{ email: string; first_name: string; company_name: string }>(sql`
      with inserted as (
        insert into notifications (business_id, recipient_type, user_id, kind, title, body, link)
        select b.id, 'staff', b.owner_user_id, ${notice.kind}, ${notice.title.slice(0, 200)},
               ${notice.body ? notice.body.slice(0, 1000) : null}, ${notice.link}
        from businesses b
        where b.id = ${scope.businessId}::uuid and b.owner_user_id is not null
        returning user_id, business_id
      )
      select u.email, u.first_name, b.company_name
      from inserted
      join users u on u.id = inserted.user_id
      join businesses b on b.id = inserted.business_id`);
    const owner = rows[0];
    if (owner) await emailOwner(scope, owner, notice);
  } catch (error) {
    console.error("notifyBusinessOwner failed", error);
  }
}

/** Staff work on the app. host (DESIGN.md "Hosts and areas"). */
function staffUrl(path: string): string {
  try {
    const apex = new URL(process.env.APP_URL ?? "http://localhost:3000");
    apex.hostname = `app.${apex.hostname}`;
    return new URL(path, apex).toString();
  } catch {
    return path;
  }
}

async function emailOwner(
  scope: { businessId: string },
  owner: { email: string; first_name: string; company_name: string },
  notice: BusinessNotice,
): Promise<void> {
  const result = await sendEmail({
    to: owner.email,
    subject: notice.title,
    template: "notification",
    businessId: scope.businessId,
    react: NotificationEmail({
      title: notice.title,
      body: notice.body ?? notice.title,
      link: { url: staffUrl(notice.link), label: "Open in ServiceLoop" },
    }),
  });
  if (!result.ok) console.error("owner notification email failed", result.error);
}
