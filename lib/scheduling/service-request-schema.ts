import { z } from "zod";
import { REQUEST_TYPES } from "@/db/schema/enums";
import { optionalText } from "@/lib/validation/generic";
import { isUuid } from "@/lib/core/is-uuid";
import { TIME_SLOTS } from "./time-slots";

export const REQUEST_TYPE_LABELS: Record<(typeof REQUEST_TYPES)[number], string> = {
  one_time: "One-time",
  recurring: "Recurring",
  emergency: "Emergency",
};

export const PREFERRED_DATE_MESSAGE = "Preferred date cannot be earlier than today";

/**
 * The Request Service form (spec §5): service, time slot and notes optional; type defaults
 * to one_time; the preferred date may not be before `today` (the business's today on the
 * server, the browser's in the form).
 */
export function serviceRequestSchema(today: string) {
  return z.object({
    serviceId: z
      .string()
      .trim()
      .nullish()
      .transform((v) => v || null)
      .refine((v) => v === null || isUuid(v), { message: "Invalid value" }),
    requestType: z.enum(REQUEST_TYPES, { error: "Invalid value" }).default("one_time"),
    preferredDate: z
      .string()
      .trim()
      .nullish()
      .transform((v) => v || null)
      .refine((v) => v === null || /^\d{4}-\d{2}-\d{2}$/.test(v), { message: "Invalid format" })
      .refine((v) => v === null || v >= today, { message: PREFERRED_DATE_MESSAGE }),
    preferredTimeSlot: z
      .string()
      .nullish()
      .transform((v) => v || null)
      .refine((v) => v === null || (TIME_SLOTS as readonly string[]).includes(v), { message: "Invalid value" }),
    notes: optionalText({ max: 2000 }),
  });
}

export type ServiceRequestInput = z.input<ReturnType<typeof serviceRequestSchema>>;
export type ServiceRequestData = z.output<ReturnType<typeof serviceRequestSchema>>;
