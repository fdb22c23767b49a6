import { z } from "zod";
import { REQUEST_TYPES, SERVICE_REQUEST_STATUSES } from "@/db/schema/enums";
import { defineOperation } from "@/lib/api/openapi/define-operation";
import { listQuery } from "@/lib/api/pagination";
import type { BusinessServiceRequestView } from "@/lib/scheduling/service-request-views";

/** A portal service request as the REST API answers it. */
export const serviceRequestJson = z.object({
  id: z.uuid(),
  customer: z.object({ id: z.uuid(), name: z.string(), email: z.string().nullable() }),
  service: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  request_type: z.enum(REQUEST_TYPES),
  preferred_date: z.string().nullable().describe("YYYY-MM-DD"),
  preferred_time_slot: z.string().nullable(),
  notes: z.string().nullable(),
  status: z.enum(SERVICE_REQUEST_STATUSES),
  response_message: z.string().nullable(),
  responded_at: z.iso.datetime().nullable(),
  job_id: z.uuid().nullable().describe("The job an accepted request was scheduled as"),
  quote_id: z.uuid().nullable().describe("The draft quote an accepted request was answered with"),
  created_at: z.iso.datetime(),
});

export function serviceRequestToJson(row: BusinessServiceRequestView): z.infer<typeof serviceRequestJson> {
  return {
    id: row.id,
    customer: { id: row.customerId, name: row.customerName, email: row.customerEmail },
    service: row.serviceId && row.serviceName ? { id: row.serviceId, name: row.serviceName } : null,
    request_type: row.requestType as (typeof REQUEST_TYPES)[number],
    preferred_date: row.preferredDate,
    preferred_time_slot: row.preferredTimeSlot,
    notes: row.notes,
    status: row.status as (typeof SERVICE_REQUEST_STATUSES)[number],
    response_message: row.responseMessage,
    responded_at: row.respondedAt ? row.respondedAt.toISOString() : null,
    job_id: row.jobId,
    quote_id: row.quoteId,
    created_at: row.createdAt.toISOString(),
  };
}

export const serviceRequestsListQuery = listQuery.extend({
  status: z.enum(SERVICE_REQUEST_STATUSES, { error: `status must be one of ${SERVICE_REQUEST_STATUSES.join(", ")}` }).optional(),
});

export const listServiceRequestsOperation = defineOperation({
  method: "get", path: "/service-requests", summary: "List service requests", tag: "Service requests", permission: "manage_schedule",
  description: "Requests customers made from the portal, newest first.", query: serviceRequestsListQuery, response: serviceRequestJson, list: true,
});
