"use server";

import "server-only";
import { z } from "zod";
import { subscribeToService } from "@/lib/catalog/subscribe-to-service";
import { customerAction } from "@/lib/core/customer-action";
import { isUuid } from "@/lib/foundation/is-uuid";
import { toDateOnly } from "@/lib/format/dates";

const subscribeSchema = z.object({ serviceId: z.string().refine(isUuid, { message: "Service not found" }) }, { error: "Service not found" });

/** Services → Sign up. The spec's failure toast prefixes this message. */
export const subscribeAction = customerAction(
  subscribeSchema,
  async ({ serviceId }, { business, scope }) => {
    const today = toDateOnly(new Date(), business.timezone)!;
    const result = await subscribeToService(scope, { serviceId, today });
    return { serviceName: result.serviceName };
  },
  { fallback: "Failed to sign up for service" },
);
