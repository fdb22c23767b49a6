"use server";

import "server-only";
import { toDateOnly } from "@/lib/format/dates";
import { isUuid } from "../is-uuid";
import { PortalError } from "../portal-error";
import { subscribeToService } from "../subscribe-to-service";
import { type ActionResult, withCustomer } from "./with-customer";

/** Services → Sign up. The spec's failure toast prefixes this message. */
export async function subscribeAction(serviceId: unknown): Promise<ActionResult<{ serviceName: string }>> {
  return withCustomer("Failed to sign up for service", async ({ business, scope }) => {
    if (!isUuid(serviceId)) throw new PortalError("invalid", "Service not found");
    const today = toDateOnly(new Date(), business.timezone)!;
    const result = await subscribeToService(scope, { serviceId, today });
    return { serviceName: result.serviceName };
  });
}
