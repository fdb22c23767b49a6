import { z } from "zod";

/** Approve or decline a booking that waits (client-safe). */
export const decideBookingSchema = z.object({
  bookingId: z.uuid({ error: "Booking not found" }),
  decision: z.enum(["approve", "decline"], { error: "Invalid value" }),
});
