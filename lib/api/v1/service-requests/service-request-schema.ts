import { z } from "zod";
import { REQUEST_TYPES, SERVICE_REQUEST_STATUSES } from "@/db/schema/enums";
import { defineOperation } from "@/lib/api/openapi/define-operation";
import { listQuery } from "@/lib/api/pagination";
import { jobFieldsBody } from "@/lib/api/v1/jobs/jobs-schema";
import type { BusinessServiceRequestView } from "@/lib/scheduling/service-requests/service-request-views";

/** A portal service request as the REST API answers it. */
export const serviceRequestJson = z.object({
  id: z.uuid(),
  customer: z.object({ id: z.uuid(), name: z.string(), email: z.string().nullable() }),
  location_id: z.uuid().describe("The customer's location: the branch the request goes to"),
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
    location_id: row.locationId,
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

const message = z.string().trim().max(1000, { error: "message must be at most 1000 characters" }).nullish().transform((v) => v || null);

/** Accept: with `job`, the request is scheduled as that job for its customer in the same commit. */
export const acceptServiceRequestBody = z.object({
  message: message.describe("Sent to the customer (portal and email)"),
  job: jobFieldsBody.nullish().describe("Schedule the request as this one-off or recurring job (the request's customer); omit to accept only"),
});

export const declineServiceRequestBody = z.object({ message: message.describe("Sent to the customer (portal and email)") });

export const acceptServiceRequestOperation = defineOperation({
  method: "post", path: "/service-requests/{id}/accept", summary: "Accept a service request, optionally scheduling it as a job", tag: "Service requests", permission: "manage_schedule",
  description: "Pending → accepted; with `job`, the job and the answer commit together (a second accept answers 409). The customer is notified.",
  body: acceptServiceRequestBody, response: serviceRequestJson,
});

export const declineServiceRequestOperation = defineOperation({
  method: "post", path: "/service-requests/{id}/decline", summary: "Decline a service request", tag: "Service requests", permission: "manage_schedule",
  description: "Pending → declined; the customer is notified with the message.", body: declineServiceRequestBody, response: serviceRequestJson,
});
