import { z } from "zod";
import { BILLING_METHODS } from "@/db/schema/enums";
import { GENERIC_MESSAGES, optionalNumber, optionalText, requiredText } from "@/lib/validation/generic";

/**
 * One schema for the Services form, the server action and the REST API (client-safe).
 * Spec §3 fields with §5's generic messages. Prices are typed in dollars and stored in cents.
 */
export const SERVICE_LIMITS = { name: 100, description: 2000, interval: 30, tag: 30, tags: 20, price: 1_000_000, duration: 1440 } as const;

export { BILLING_METHOD_LABELS } from "./billing-method-labels";

/** "lawn, weekly , lawn" or ["lawn","weekly"] → ["lawn","weekly"]: trimmed, lower-case, unique. */
const tagsField = z
  .union([z.string(), z.array(z.string({ error: GENERIC_MESSAGES.custom }))], { error: GENERIC_MESSAGES.custom })
  .nullish()
  .transform((value) => {
    const list = typeof value === "string" ? value.split(",") : (value ?? []);
    return [...new Set(list.map((tag) => tag.trim().toLowerCase()).filter(Boolean))];
  })
  .refine((tags) => tags.length <= SERVICE_LIMITS.tags, { error: `No more than ${SERVICE_LIMITS.tags} tags` })
  .refine((tags) => tags.every((tag) => tag.length <= SERVICE_LIMITS.tag), { error: GENERIC_MESSAGES.maxLength(SERVICE_LIMITS.tag) });

export const serviceFields = {
  name: requiredText({ max: SERVICE_LIMITS.name }),
  description: optionalText({ max: SERVICE_LIMITS.description }),
  /** Dollars; empty means "Contact for pricing". */
  price: optionalNumber({ min: 0, max: SERVICE_LIMITS.price }),
  billingMethod: z.enum(BILLING_METHODS, { error: GENERIC_MESSAGES.custom }),
  isRecurring: z.boolean({ error: GENERIC_MESSAGES.custom }),
  recurringInterval: optionalText({ max: SERVICE_LIMITS.interval }),
  durationMinutes: optionalNumber({ min: 1, max: SERVICE_LIMITS.duration, integer: true }),
  tags: tagsField,
  active: z.boolean({ error: GENERIC_MESSAGES.custom }),
};

/** A recurring service needs its interval (it is the price suffix and the visit frequency). */
function requireInterval(value: { isRecurring?: boolean; recurringInterval?: string | null }, ctx: z.RefinementCtx) {
  if (value.isRecurring && !value.recurringInterval) {
    ctx.addIssue({ code: "custom", message: GENERIC_MESSAGES.required, path: ["recurringInterval"] });
  }
}

export const serviceInputSchema = z.object(serviceFields).superRefine(requireInterval);
export type ServiceInput = z.output<typeof serviceInputSchema>;
export type ServiceFormValues = z.input<typeof serviceInputSchema>;

/** Only the fields sent change (REST PATCH). */
export const servicePatchSchema = z.object(serviceFields).partial();
export type ServicePatch = z.output<typeof servicePatchSchema>;

export const updateServiceSchema = z.object({ serviceId: z.uuid({ error: GENERIC_MESSAGES.custom }), values: serviceInputSchema });
export const serviceIdSchema = z.object({ serviceId: z.uuid({ error: GENERIC_MESSAGES.custom }) });
export const reorderServicesSchema = z.object({
  serviceIds: z.array(z.uuid({ error: GENERIC_MESSAGES.custom }), { error: GENERIC_MESSAGES.custom }).min(1, GENERIC_MESSAGES.required).max(500, GENERIC_MESSAGES.custom),
});

export const dollarsToCents = (price: number | null) => (price === null ? null : Math.round(price * 100));
