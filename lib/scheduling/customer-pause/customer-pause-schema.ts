import { z } from "zod";

/** The longest vacation pause a customer can set online. */
export const MAX_CUSTOMER_PAUSE_DAYS = 90;

const localDay = (message: string) => z.string({ error: message }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: message });

/** Portal: pause one's recurring service from a date until a date (both days included). */
export const customerPauseSchema = z.object({
  jobId: z.uuid({ error: "Service not found" }),
  from: localDay("Please enter the first day of the pause"),
  until: localDay("Please enter the last day of the pause"),
});
export type CustomerPauseInput = z.output<typeof customerPauseSchema>;

export const customerResumeSchema = z.object({ jobId: z.uuid({ error: "Service not found" }) });
