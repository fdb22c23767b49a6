import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";
import NotificationEmail from "@/emails/notification";
import { DomainError } from "@/lib/core/domain-error";
import type { BusinessScope } from "@/lib/core/scope";
import { sendEmail } from "@/lib/email/send-email";
import { notifyCustomer } from "@/lib/notifications/notify-customer";
import { portalUrl } from "@/lib/tenancy/portal-url";
import type { RespondToServiceRequestInput } from "./respond-to-service-request-schema";

export type ServiceRequestResponse = { id: string; status: "accepted" | "declined"; emailSent: boolean };

type Row = {
  id: string;
  customer_id: string;
  email: string | null;
  service_name: string | null;
  company_name: string;
  portal_subdomain: string;
  theme_primary_color: string;
  theme_secondary_color: string;
};

/**
 * The business answers a pending portal request: accepted or declined, with its message.
 * One statement moves pending → accepted/declined (a second answer finds nothing pending:
 * 409), then the customer hears of it in the portal bell and by email. The notice failing
 * never undoes the answer; the email is reported so the screen can say so.
 */
export async function respondToServiceRequest(
  scope: BusinessScope & { actorUserId: string },
  input: RespondToServiceRequestInput,
): Promise<ServiceRequestResponse> {
  const status = input.decision === "accept" ? "accepted" : "declined";
  const rows = await db.execute<Row>(sql`
    with updated as (
      update service_requests set status = ${status}, response_message = ${input.message}, responded_at = now(), updated_at = now()
      where id = ${input.requestId}::uuid and business_id = ${scope.businessId}::uuid and status = 'pending'
      returning id, business_id, customer_id, service_id
    ), audited as (
      insert into audit_log (business_id, actor_type, actor_id, action, target_type, target_id, meta)
      select business_id, 'staff', ${scope.actorUserId}::uuid, ${`service_request.${status}`}, 'service_request', id, '{}'::jsonb from updated
    )
    select u.id, u.customer_id, c.email, s.name as service_name, b.company_name, b.portal_subdomain, b.theme_primary_color, b.theme_secondary_color
    from updated u
    join customers c on c.business_id = u.business_id and c.id = u.customer_id
    join businesses b on b.id = u.business_id
    left join services s on s.business_id = u.business_id and s.id = u.service_id`);
  const row = rows[0];
  if (!row) {
    const [exists] = await db.execute<{ status: string }>(
      sql`select status from service_requests where id = ${input.requestId}::uuid and business_id = ${scope.businessId}::uuid`,
    );
    if (!exists) throw new DomainError("not_found", "Service request not found");
    throw new DomainError("conflict", `This request was already ${exists.status}`);
  }

  const what = row.service_name ? `Your request for ${row.service_name}` : "Your service request";
  const title = `${what} was ${status}`;
  const body = input.message ?? (status === "accepted" ? "We will be in touch to schedule it." : "Please contact us if you have any questions.");
  try {
    await notifyCustomer({ businessId: scope.businessId, customerId: row.customer_id }, { kind: "job_status", title, body, link: "/services" });
  } catch (error) {
    console.error("service request notification failed", error);
  }
  let emailSent = false;
  if (row.email) {
    const result = await sendEmail({
      to: row.email,
      subject: title,
      template: "notification",
      businessId: scope.businessId,
      react: NotificationEmail({
        title,
        body,
        link: { url: portalUrl(row.portal_subdomain, "/services"), label: "Open your portal" },
        brand: { name: row.company_name, primaryColor: row.theme_primary_color, secondaryColor: row.theme_secondary_color },
      }),
    });
    emailSent = result.ok;
    if (!result.ok) console.error("service request email failed", result.error);
  }
  return { id: row.id, status, emailSent };
}
