import { z } from "zod";
import { GENERIC_MESSAGES, optionalText } from "@/lib/validation/generic";

/** Accept or decline a pending portal request, with an optional message to the customer (client-safe). */
export const respondToServiceRequestSchema = z.object({
  requestId: z.uuid({ error: GENERIC_MESSAGES.custom }),
  decision: z.enum(["accept", "decline"], { error: GENERIC_MESSAGES.custom }),
  message: optionalText({ max: 1000 }),
});
export type RespondToServiceRequestInput = z.output<typeof respondToServiceRequestSchema>;
