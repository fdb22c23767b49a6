import { z } from "zod";

const requestId = z.uuid({ error: "Reschedule request not found" });

/** Staff accept a pending request: the visit moves to the preferred date and slot (client-safe). */
export const acceptRescheduleRequestSchema = z.object({ requestId });

/** Staff decline a pending request; the customer reads the message. */
export const declineRescheduleRequestSchema = z.object({
  requestId,
  message: z
    .string({ error: "Please write a message for the customer" })
    .trim()
    .min(1, { error: "Please write a message for the customer" })
    .max(1000, { error: "Message must be at most 1000 characters" }),
});
export type DeclineRescheduleRequestInput = z.output<typeof declineRescheduleRequestSchema>;
