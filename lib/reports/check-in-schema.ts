import { z } from "zod";
import { isUuid } from "@/lib/foundation/is-uuid";

/** At-risk list: one click sends the customer a friendly check-in message. */
export const checkInSchema = z.object({
  customerId: z.string({ error: "Customer not found" }).refine(isUuid, { message: "Customer not found" }),
});

export const checkInText = (firstName: string) =>
  `Hi ${firstName}, just checking in: how is everything going with your service? If anything needs attention, reply here and we will sort it out.`;
