import "server-only";
import { emitWebhookEvent } from "@/lib/webhooks/emit-webhook-event";
import { sql } from "drizzle-orm";
import { db, inWriteTransaction } from "@/db/client";
import { notifyBusinessOwner } from "@/lib/notifications/notify-business-owner";
import { DomainError } from "@/lib/foundation/domain-error";
import type { ServiceRequestData } from "./service-request-schema";
import type { CustomerScope } from "@/lib/foundation/scope";

/**
 * Spec §7 call 21: a pending service request. A named service must be an active service of
 * the same business (checked inside the insert). The business owner is notified.
 */
export async function createServiceRequest(
  scope: CustomerScope,
  input: ServiceRequestData,
  customerName: string,
): Promise<{ id: string }> {
  // The write, its notices and its webhook event commit together (the outbox, emit-webhook-event.ts).
  return inWriteTransaction(() => createServiceRequestInTransaction(scope, input, customerName));
}

async function createServiceRequestInTransaction(
  scope: CustomerScope,
  input: ServiceRequestData,
  customerName: string,
): Promise<{ id: string }> {
  const rows = await db.execute<{ id: string; service_name: string | null }>(sql`
    insert into service_requests (business_id, customer_id, service_id, request_type, preferred_date, preferred_time_slot, notes, status)
    select ${scope.businessId}::uuid, ${scope.customerId}::uuid, ${input.serviceId}::uuid, ${input.requestType},
           ${input.preferredDate}::date, ${input.preferredTimeSlot}, ${input.notes}, 'pending'
    where ${input.serviceId}::uuid is null or exists (
      select 1 from services s
      where s.id = ${input.serviceId}::uuid and s.business_id = ${scope.businessId}::uuid and s.active
    )
    returning id, (select name from services where id = service_id) as service_name`);
  const row = rows[0];
  if (!row) throw new DomainError("not_found", "Service not found");
  const what = row.service_name ?? "a service";
  await notifyBusinessOwner(scope, {
    kind: "service_request",
    title: `New service request from ${customerName}`,
    body: `${customerName} requested ${what} (${input.requestType.replace("_", " ")})${
      input.preferredDate ? ` for ${input.preferredDate}${input.preferredTimeSlot ? `, ${input.preferredTimeSlot}` : ""}` : ""
    }.${input.notes ? ` Notes: ${input.notes}` : ""}`,
    link: "/admin/schedule",
  });
  await emitWebhookEvent({
    businessId: scope.businessId,
    type: "service_request.created",
    data: {
      service_request: {
        id: row.id, customer_id: scope.customerId, service_id: input.serviceId, service_name: row.service_name, request_type: input.requestType,
        preferred_date: input.preferredDate, preferred_time_slot: input.preferredTimeSlot, notes: input.notes, status: "pending",
      },
    },
  });
  return { id: row.id };
}
