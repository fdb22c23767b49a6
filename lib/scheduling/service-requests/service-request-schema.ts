import { z } from "zod";
import { REQUEST_TYPES } from "@/db/schema/enums";
import { optionalText } from "@/lib/validation/generic";
import { isUuid } from "@/lib/foundation/is-uuid";
import { preferredDateProblem, SERVICE_REQUEST_NOTES_RULES } from "./service-request-rules";
import { TIME_SLOTS } from "../calendar/time-slots";

export * from "./service-request-rules";

/**
 * The Request Service form (spec §5): service, time slot and notes optional; type defaults
 * to one_time; the preferred date may not be before `today` (the business's today on the
 * server, the browser's in the form). The browser's checks are serviceRequestChecks, on the same rules.
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
      .superRefine((v, ctx) => {
        const message = v === null ? null : preferredDateProblem(today)(v);
        if (message) ctx.addIssue({ code: "custom", message });
      }),
    preferredTimeSlot: z
      .string()
      .nullish()
      .transform((v) => v || null)
      .refine((v) => v === null || (TIME_SLOTS as readonly string[]).includes(v), { message: "Invalid value" }),
    notes: optionalText(SERVICE_REQUEST_NOTES_RULES),
  });
}

export type ServiceRequestInput = z.input<ReturnType<typeof serviceRequestSchema>>;
export type ServiceRequestData = z.output<ReturnType<typeof serviceRequestSchema>>;
