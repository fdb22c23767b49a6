import { z } from "zod";
import { GENERIC_MESSAGES, optionalNumber } from "@/lib/validation";
import { SERVICE_LIMITS } from "./service-schema";

/**
 * Where a service is offered (issue 38 item 2): the locations ticked, each with its own price or
 * none (the service's). Nothing ticked: every location.
 */
export const serviceLocationsSchema = z.object({
  serviceId: z.uuid({ error: GENERIC_MESSAGES.custom }),
  offers: z
    .array(z.object({ locationId: z.uuid({ error: "Unknown location" }), price: optionalNumber({ min: 0, max: SERVICE_LIMITS.price }) }), { error: GENERIC_MESSAGES.custom })
    .max(200, { error: GENERIC_MESSAGES.custom }),
});
export type ServiceLocationsInput = z.output<typeof serviceLocationsSchema>;
