import { z } from "zod";
import { BOOKING_STATUSES } from "@/db/schema";
import { defineOperation } from "@/lib/api/openapi/define-operation";
import { listQuery } from "@/lib/api/pagination";
import { BOOKING_FREQUENCIES } from "@/lib/booking/pricing/frequencies";
import type { BookingListRow } from "@/lib/booking/bookings/list-bookings";
import { centsToDollars } from "@/lib/format/money";

/** A booking made on /book as the REST API answers it (issue 39 item 7; dollars, UTC times). */
export const bookingJson = z.object({
  id: z.uuid(),
  status: z.enum(BOOKING_STATUSES),
  customer: z.object({ id: z.uuid(), name: z.string() }),
  job_id: z.uuid(),
  location_id: z.uuid().nullable(),
  service: z.object({ id: z.uuid(), name: z.string() }),
  frequency: z.enum(BOOKING_FREQUENCIES),
  measure: z.number().int(),
  add_on_ids: z.array(z.uuid()),
  list_price: z.number(),
  discount_percent: z.number(),
  price_per_visit: z.number(),
  first_visit_price: z.number(),
  deposit: z.number().describe("the deposit the service asked when booked"),
  deposit_paid: z.number().describe("what was paid by card at booking (0: nothing; the business took no cards or none was asked)"),
  duration_minutes: z.number().int(),
  first_visit_at: z.iso.datetime(),
  by_existing_customer: z.boolean().describe("the email or phone matched a customer already on file"),
  source: z.object({ utm_source: z.string().nullable(), utm_medium: z.string().nullable(), utm_campaign: z.string().nullable() }),
  created_at: z.iso.datetime(),
});

export function bookingToJson(row: BookingListRow): z.infer<typeof bookingJson> {
  return {
    id: row.id,
    status: row.status as z.infer<typeof bookingJson>["status"],
    customer: { id: row.customerId, name: row.customerName },
    job_id: row.seriesId,
    location_id: row.locationId,
    service: { id: row.serviceId, name: row.serviceName },
    frequency: row.frequency as z.infer<typeof bookingJson>["frequency"],
    measure: row.measure,
    add_on_ids: row.addOnIds,
    list_price: centsToDollars(row.listCents),
    discount_percent: row.discountBps / 100,
    price_per_visit: centsToDollars(row.pricePerVisitCents),
    first_visit_price: centsToDollars(row.firstVisitCents),
    deposit: centsToDollars(row.depositCents),
    deposit_paid: centsToDollars(row.depositPaidCents),
    duration_minutes: row.durationMinutes,
    first_visit_at: row.firstVisitAt.toISOString(),
    by_existing_customer: row.byExistingCustomer,
    source: { utm_source: row.utmSource, utm_medium: row.utmMedium, utm_campaign: row.utmCampaign },
    created_at: row.createdAt.toISOString(),
  };
}

export const bookingsListQuery = listQuery.extend({
  status: z.enum(BOOKING_STATUSES, { error: `status must be one of ${BOOKING_STATUSES.join(", ")}` }).optional(),
});

export const listBookingsOperation = defineOperation({
  method: "get", path: "/bookings", summary: "List online bookings", tag: "Booking", permission: "view_jobs",
  description: "Bookings made on the portal's /book, newest first, with the price agreed at booking and the campaign that brought them.",
  query: bookingsListQuery, response: bookingJson, list: true,
});
