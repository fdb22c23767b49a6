"use server";

import "server-only";
import { toDateOnly } from "@/lib/format/dates";
import { fullName } from "@/lib/format/names";
import { firstErrorMessage } from "@/lib/validation/first-error";
import { createServiceRequest } from "../create-service-request";
import { PortalError } from "../portal-error";
import { serviceRequestSchema } from "../schemas/service-request";
import { type ActionResult, withCustomer } from "./with-customer";

export async function requestServiceAction(input: unknown): Promise<ActionResult<{ id: string }>> {
  return withCustomer("Failed to submit service request", async ({ business, customer, scope }) => {
    // "Today" for the business; one day of grace for a customer ahead of it in time.
    const today = toDateOnly(new Date(Date.now() - 24 * 60 * 60 * 1000), business.timezone)!;
    const parsed = serviceRequestSchema(today).safeParse(input);
    if (!parsed.success) throw new PortalError("invalid", firstErrorMessage(parsed.error));
    return createServiceRequest(scope, parsed.data, fullName(customer.firstName, customer.lastName));
  });
}
