import { z } from "zod";
import { defineOperation } from "@/lib/api/openapi/define-operation";
import { BOOKING_FREQUENCIES } from "@/lib/booking/pricing/frequencies";
import type { ServicePricing } from "@/lib/booking/pricing/get-service-pricing";
import type { VisitPrice } from "@/lib/booking/pricing/price-visit";
import { PRICING_LIMITS } from "@/lib/booking/pricing/pricing-rule-schema";
import { centsToDollars } from "@/lib/format/money";

const MUST_BE = { service: "service_id must be a service id", measure: `measure must be a whole number from 0 to ${PRICING_LIMITS.units}`, addOns: "add_on_ids must be a list of add-on ids", frequency: `frequency must be one of ${BOOKING_FREQUENCIES.join(", ")}` };

/** POST /api/v1/price-quotes (issue 39 item 7): what the business's own calculator sends. */
export const priceQuoteBody = z.strictObject({
  service_id: z.uuid({ error: MUST_BE.service }),
  measure: z.number({ error: MUST_BE.measure }).int({ error: MUST_BE.measure }).min(0, { error: MUST_BE.measure }).max(PRICING_LIMITS.units, { error: MUST_BE.measure }).default(0)
    .describe("in the service's measure unit (e.g. square feet of lawn); 0 when the rule has no measure"),
  add_on_ids: z.array(z.uuid({ error: MUST_BE.addOns }), { error: MUST_BE.addOns }).max(PRICING_LIMITS.addOns, { error: MUST_BE.addOns }).default([]),
  frequency: z.enum(BOOKING_FREQUENCIES, { error: MUST_BE.frequency }),
});

export const priceQuoteJson = z.object({
  service_id: z.uuid(),
  frequency: z.enum(BOOKING_FREQUENCIES),
  measure: z.object({ value: z.number().int(), name: z.string().nullable(), unit: z.string().nullable() }),
  list_price: z.number().describe("dollars: the measured price (never below the minimum) plus the add-ons"),
  discount_percent: z.number().describe("the frequency's discount"),
  price_per_visit: z.number().describe("dollars: every visit after the first"),
  first_visit_price: z.number().describe("dollars: the first visit, at the list price"),
  deposit: z.number().describe("dollars taken at booking; 0 when the service asks none"),
  duration_minutes: z.number().int(),
});

export function priceQuoteToJson(pricing: ServicePricing, measure: number, frequency: z.infer<typeof priceQuoteBody>["frequency"], price: VisitPrice): z.infer<typeof priceQuoteJson> {
  return {
    service_id: pricing.serviceId,
    frequency,
    measure: { value: measure, name: pricing.measureName, unit: pricing.measureUnit },
    list_price: centsToDollars(price.listCents),
    discount_percent: price.discountBps / 100,
    price_per_visit: centsToDollars(price.pricePerVisitCents),
    first_visit_price: centsToDollars(price.firstVisitCents),
    deposit: centsToDollars(price.depositCents),
    duration_minutes: price.durationMinutes,
  };
}

export const createPriceQuoteOperation = defineOperation({
  method: "post", path: "/price-quotes", summary: "Price a visit", tag: "Booking", permission: null,
  description: "Prices a visit of a service from its pricing rule, for the business's own calculators: any key of the business. Nothing is stored. A service without a rule, an add-on of another service or a frequency the service does not offer answers 422.",
  body: priceQuoteBody, response: priceQuoteJson,
});
