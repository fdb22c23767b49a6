import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";
import { DomainError } from "@/lib/foundation/domain-error";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import type { BusinessScope } from "@/lib/foundation/scope";
import { auditActor, auditMeta, type MoneyActor } from "@/lib/foundation/money-actor";
import type { RespondToServiceRequestInput } from "./respond-to-service-request-schema";
import { tellCustomerAboutAnswer, type AnswerRecipient } from "./tell-customer-about-answer";

export type ServiceRequestResponse = { id: string; status: "accepted" | "declined"; emailSent: boolean };

type Row = AnswerRecipient & { id: string };

/**
 * The business answers a pending portal request: accepted or declined, with its message.
 * One statement moves pending → accepted/declined (a second answer finds nothing pending:
 * 409), then the customer hears of it in the portal bell and by email. The notice failing
 * never undoes the answer; the email is reported so the screen can say so.
 */
export async function respondToServiceRequest(scope: BusinessScope, input: RespondToServiceRequestInput, actor: MoneyActor): Promise<ServiceRequestResponse> {
  const status = input.decision === "accept" ? "accepted" : "declined";
  // The answer and its audit entry commit together.
  const rows = await db.transaction(async (tx) => {
    const answered = await tx.execute<Row>(sql`
      with updated as (
        update service_requests set status = ${status}, response_message = ${input.message}, responded_at = now(), updated_at = now()
        where id = ${input.requestId}::uuid and business_id = ${scope.businessId}::uuid and status = 'pending'
        returning id, business_id, customer_id, service_id
      )
      select u.id, u.customer_id, c.email, s.name as service_name, b.company_name, b.portal_subdomain, b.theme_primary_color, b.theme_secondary_color
      from updated u
      join customers c on c.business_id = u.business_id and c.id = u.customer_id
      join businesses b on b.id = u.business_id
      left join services s on s.business_id = u.business_id and s.id = u.service_id`);
    const [answer] = answered;
    if (answer) {
      await writeAuditEntry(tx, {
        businessId: scope.businessId, actor: auditActor(actor), action: `service_request.${status}`,
        target: { type: "service_request", id: answer.id }, meta: auditMeta(actor, {}),
      });
    }
    return answered;
  });
  const row = rows[0];
  if (!row) {
    const [exists] = await db.execute<{ status: string }>(
      sql`select status from service_requests where id = ${input.requestId}::uuid and business_id = ${scope.businessId}::uuid`,
    );
    if (!exists) throw new DomainError("not_found", "Service request not found");
    throw new DomainError("conflict", `This request was already ${exists.status}`);
  }

  const body = input.message ?? (status === "accepted" ? "We will be in touch to schedule it." : "Please contact us if you have any questions.");
  const { emailSent } = await tellCustomerAboutAnswer(scope.businessId, row, status, body);
  return { id: row.id, status, emailSent };
}
