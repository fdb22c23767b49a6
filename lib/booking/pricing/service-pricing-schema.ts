import { z } from "zod";
import { GENERIC_MESSAGES } from "@/lib/validation/generic";
import { pricingRuleInputSchema } from "./pricing-rule-schema";

/**
 * The pricing screen's two server actions (client-safe): the rule's own schema with the service
 * it prices (safeExtend keeps the rule's cross-field checks, such as discounts that may not fall).
 */
const serviceId = z.uuid({ error: GENERIC_MESSAGES.custom });

export const servicePricingSchema = pricingRuleInputSchema.safeExtend({ serviceId });
export type ServicePricingInput = z.output<typeof servicePricingSchema>;

export const clearServicePricingSchema = z.object({ serviceId });
export type ClearServicePricingInput = z.output<typeof clearServicePricingSchema>;
