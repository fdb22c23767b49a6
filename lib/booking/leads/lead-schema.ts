import { z } from "zod";
import { BOOKING_LEAD_STEPS } from "@/db/schema/booking";
import { email, GENERIC_MESSAGES, optionalText } from "@/lib/validation";
import { optionalPhoneProblem } from "@/lib/validation/phone-rules";
import { BOOKING_MESSAGES, visitToken } from "../bookings/booking-schema";
import { BOOKING_FREQUENCIES } from "../pricing/frequencies";
import { PRICING_LIMITS } from "../pricing/pricing-rule-schema";

/** The steps /book itself may report (issue 39 item 6); checkout, booked and paid are the booking's (advance-lead.ts). */
export const PAGE_LEAD_STEPS = ["visited", "priced", "contact"] as const;
export type PageLeadStep = (typeof PAGE_LEAD_STEPS)[number];

export const LEAD_MESSAGES = {
  step: `step must be one of ${PAGE_LEAD_STEPS.join(", ")}`,
  pricedNeedsService: "A priced visit names its service and frequency",
  contactNeedsContact: "A contact step names an email or a phone",
} as const;

const optional = (max: number) => optionalText({ max }).optional();

/**
 * POST /api/book/visit (client-safe): what /book reports of a visit. Every field but the token
 * and the step is optional; a field given overwrites the row's, a field left out keeps it. The
 * price is never sent — the server prices the service's rule itself.
 */
export const visitReportSchema = z
  .object({
    visitToken,
    step: z.enum(PAGE_LEAD_STEPS, { error: LEAD_MESSAGES.step }),
    serviceId: z.uuid({ error: BOOKING_MESSAGES.chooseService }).optional(),
    frequency: z.enum(BOOKING_FREQUENCIES, { error: BOOKING_MESSAGES.chooseFrequency }).optional(),
    measure: z.coerce.number({ error: BOOKING_MESSAGES.measure }).int({ error: BOOKING_MESSAGES.measure }).min(0, { error: BOOKING_MESSAGES.measure }).max(PRICING_LIMITS.units, { error: BOOKING_MESSAGES.measure }).optional(),
    addOnIds: z.array(z.uuid({ error: GENERIC_MESSAGES.custom }), { error: GENERIC_MESSAGES.custom }).max(PRICING_LIMITS.addOns, { error: GENERIC_MESSAGES.custom }).optional(),
    zip: z.string({ error: BOOKING_MESSAGES.zip }).trim().regex(/^\d{5}$/, { error: BOOKING_MESSAGES.zip }).optional(),
    firstName: optional(100),
    lastName: optional(100),
    email: email.optional(),
    phone: z
      .string({ error: BOOKING_MESSAGES.phone })
      .trim()
      .max(40, { error: BOOKING_MESSAGES.phone })
      .superRefine((value, ctx) => {
        const problem = optionalPhoneProblem(value);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      })
      .optional(),
    utmSource: optional(100),
    utmMedium: optional(100),
    utmCampaign: optional(100),
  })
  .superRefine((value, ctx) => {
    if (value.step === "priced" && (!value.serviceId || !value.frequency)) ctx.addIssue({ code: "custom", path: ["serviceId"], message: LEAD_MESSAGES.pricedNeedsService });
    if (value.step === "contact" && !value.email && !value.phone) ctx.addIssue({ code: "custom", path: ["email"], message: LEAD_MESSAGES.contactNeedsContact });
  });

export type VisitReport = z.output<typeof visitReportSchema>;

/** The admin's Leads filter and API v1's `filter`. */
export const LEAD_FILTERS = ["all", "abandoned", "out_of_area"] as const;
export type LeadFilter = (typeof LEAD_FILTERS)[number];

/** Follow up a lead (Service requests → Leads; client-safe). */
export const followUpLeadSchema = z.object({ leadId: z.uuid({ error: "Lead not found" }) });

export { BOOKING_LEAD_STEPS };
