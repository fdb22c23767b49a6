import "server-only";
import { sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import { auditActor, auditMeta, type MoneyActor } from "@/lib/foundation/money-actor";
import type { AnswerRecipient } from "./tell-customer-about-answer";

/**
 * Locks a pending request of this business for the rest of the transaction. A second accept
 * running at the same time waits here, then finds the request answered: 409, and the work
 * the first one created is the only work there is.
 */
export async function claimPendingRequest(tx: Tx, scope: BusinessScope, requestId: string): Promise<{ customerId: string }> {
  const [row] = await tx.execute<{ customer_id: string; status: string }>(
    sql`select customer_id, status from service_requests where id = ${requestId}::uuid and business_id = ${scope.businessId}::uuid for update`,
  );
  if (!row) throw new DomainError("not_found", "Service request not found");
  if (row.status !== "pending") throw new DomainError("conflict", `This request was already ${row.status}`);
  return { customerId: row.customer_id };
}

export type RequestOutcome = { jobSeriesId: string } | { quoteId: string };

/**
 * Marks the claimed request accepted with what it became, audited, in the caller's
 * transaction; returns who to tell, with the business's time zone for the visit date.
 */
export async function recordRequestOutcome(
  tx: Tx,
  scope: BusinessScope,
  requestId: string,
  outcome: RequestOutcome,
  message: string | null,
  actor: MoneyActor,
): Promise<AnswerRecipient & { time_zone: string }> {
  const jobSeriesId = "jobSeriesId" in outcome ? outcome.jobSeriesId : null;
  const quoteId = "quoteId" in outcome ? outcome.quoteId : null;
  const [row] = await tx.execute<AnswerRecipient & { time_zone: string }>(sql`
    with updated as (
      update service_requests
      set status = 'accepted', job_series_id = ${jobSeriesId}::uuid, quote_id = ${quoteId}::uuid,
          response_message = ${message}, responded_at = now(), updated_at = now()
      where id = ${requestId}::uuid and business_id = ${scope.businessId}::uuid
      returning business_id, customer_id, service_id
    )
    select u.customer_id, c.email, s.name as service_name, b.company_name, b.portal_subdomain,
           b.theme_primary_color, b.theme_secondary_color, b.timezone as time_zone
    from updated u
    join customers c on c.business_id = u.business_id and c.id = u.customer_id
    join businesses b on b.id = u.business_id
    left join services s on s.business_id = u.business_id and s.id = u.service_id`);
  await writeAuditEntry(tx, {
    businessId: scope.businessId,
    actor: auditActor(actor),
    action: "service_request.accepted",
    target: { type: "service_request", id: requestId },
    meta: auditMeta(actor, jobSeriesId ? { job_id: jobSeriesId } : { quote_id: quoteId }),
    ip: actor.ip,
  });
  return row;
}
