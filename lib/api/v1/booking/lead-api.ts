import { z } from "zod";
import { BOOKING_LEAD_STEPS } from "@/db/schema";
import { defineOperation } from "@/lib/api/openapi/define-operation";
import { listQuery } from "@/lib/api/pagination";
import { LEAD_FILTERS } from "@/lib/booking/leads/lead-schema";
import type { LeadListRow } from "@/lib/booking/leads/list-booking-leads";
import { BOOKING_FREQUENCIES } from "@/lib/booking/pricing/frequencies";
import { centsToDollars } from "@/lib/format/money";

/** A lead from /book as the REST API answers it (issue 39 item 7; dollars, UTC times). Never the Checkout draft. */
export const leadJson = z.object({
  id: z.uuid(),
  step: z.enum(BOOKING_LEAD_STEPS).describe("how far the visit got: visited, priced, contact, checkout, booked, paid"),
  out_of_area: z.boolean().describe("the ZIP code given is outside every location's service area"),
  location_id: z.uuid().nullable().describe("the location serving the ZIP code given"),
  service: z.object({ id: z.uuid(), name: z.string().nullable() }).nullable(),
  frequency: z.enum(BOOKING_FREQUENCIES).nullable(),
  measure: z.number().int().nullable(),
  zip: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  quoted_price: z.number().nullable().describe("dollars: the price per visit last shown, computed by the server from the service's rule"),
  booking_id: z.uuid().nullable(),
  source: z.object({ utm_source: z.string().nullable(), utm_medium: z.string().nullable(), utm_campaign: z.string().nullable() }),
  followed_up_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});

export function leadToJson(row: LeadListRow): z.infer<typeof leadJson> {
  return {
    id: row.id,
    step: row.step,
    out_of_area: row.outOfArea,
    location_id: row.locationId,
    service: row.serviceId ? { id: row.serviceId, name: row.serviceName } : null,
    frequency: row.frequency as z.infer<typeof leadJson>["frequency"],
    measure: row.measure,
    zip: row.zip,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    quoted_price: row.quotedCents === null ? null : centsToDollars(row.quotedCents),
    booking_id: row.bookingId,
    source: { utm_source: row.utmSource, utm_medium: row.utmMedium, utm_campaign: row.utmCampaign },
    followed_up_at: row.followedUpAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export const leadsListQuery = listQuery.extend({
  filter: z.enum(LEAD_FILTERS, { error: `filter must be one of ${LEAD_FILTERS.join(", ")}` }).default("all").describe("abandoned: left without booking, inside a service area; out_of_area: outside every service area"),
  step: z.enum(BOOKING_LEAD_STEPS, { error: `step must be one of ${BOOKING_LEAD_STEPS.join(", ")}` }).optional(),
});

export const listLeadsOperation = defineOperation({
  method: "get", path: "/leads", summary: "List booking leads", tag: "Booking", permission: "manage_customers",
  description: "Visitors of the portal's /book who left an email or phone, or asked for an address outside every service area, newest first: how far they got, the price they were shown and the campaign that brought them. Contact details of people who are not customers yet: manage_customers.",
  query: leadsListQuery, response: leadJson, list: true,
});
