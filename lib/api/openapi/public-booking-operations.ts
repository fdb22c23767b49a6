import { z } from "zod";
import { BOOKING_LEAD_STEPS, BOOKING_STATUSES } from "@/db/schema";
import { bookingInputSchema, openTimesQuerySchema } from "@/lib/booking/bookings/booking-schema";
import { visitReportSchema } from "@/lib/booking/leads/lead-schema";

/**
 * The public booking endpoints of every portal host (issue 39 item 7): not API v1 — no key, the
 * business is the host — but documented beside it, so a business's own site can call them.
 * Their errors are the portal's `{ success: false, message, field }`.
 */
const windowJson = z.object({ date: z.string().describe("local date, YYYY-MM-DD"), start: z.number().int().describe("minutes after local midnight"), end: z.number().int(), label: z.string().describe("e.g. 8:00-10:00 AM") });

export const PUBLIC_BOOKING_OPERATIONS = [
  {
    method: "get",
    path: "/book/slots",
    summary: "Open first-visit times",
    description: "The arrival windows, tomorrow and the next two weeks, in which a crew member of the branch serving the ZIP code works and is free for the visit's length. A ZIP outside every service area answers 422 \"We don't serve your area yet. We'll let you know when we do.\"",
    query: openTimesQuerySchema,
    response: z.object({ success: z.literal(true), location: z.string(), duration_minutes: z.number().int(), windows: z.array(windowJson) }),
    successStatus: 200,
  },
  {
    method: "post",
    path: "/book",
    summary: "Book a service",
    description: "Creates the booking, the recurring job and — unless the email or phone matches a customer on file — the customer. A new customer who chose a password gets the portal session cookie. When the service asks a deposit and the business takes cards, nothing is booked yet: the answer is `{ success, checkout_url, deposit, message }` — send the visitor to `checkout_url` (Stripe Checkout); the booking is made when Stripe confirms the payment and the visitor comes back to /book/done. 409 when the window was just taken, with `next_windows`; 429 past 20 bookings an hour from one address or 3 an hour for one email.",
    body: bookingInputSchema,
    response: z.union([
      z.object({
        success: z.literal(true), booking_id: z.uuid(), status: z.enum(BOOKING_STATUSES), signed_in: z.boolean(), by_existing_customer: z.boolean(), location: z.string(),
        first_visit: z.object({ date: z.string(), window: z.string() }), prices: z.array(z.object({ label: z.string(), value: z.string() })), message: z.string(),
      }),
      z.object({ success: z.literal(true), checkout_url: z.url().describe("Stripe Checkout for the deposit"), deposit: z.number().describe("dollars"), message: z.string() }),
    ]),
    successStatus: 201,
  },
  {
    method: "post",
    path: "/book/visit",
    summary: "Report a visit of the booking page",
    description: "How far a visit of /book got, for the business's leads and booking funnel: `visited` (with the link's utm_* fields), `priced` (the service, frequency, measure and add-ons chosen — the price is computed by the server from the service's rule, never sent), `contact` (an email or a phone). `visitToken` is a random id the page makes once per visit; the step only moves forward, fields sent overwrite and fields left out stay. A ZIP code outside every service area marks the visit out of area. 404 when online booking is off; 429 past 120 reports an hour from one address.",
    body: visitReportSchema,
    response: z.object({ success: z.literal(true), step: z.enum(BOOKING_LEAD_STEPS).describe("the step the visit holds now"), out_of_area: z.boolean().nullable().describe("for a report with a ZIP code: whether it is outside every service area") }),
    successStatus: 200,
  },
] as const;

export const PORTAL_ERROR_SCHEMA = {
  type: "object",
  required: ["success", "message"],
  properties: { success: { const: false }, message: { type: "string" }, field: { type: ["string", "null"], description: "the input field the first problem is about" } },
};
