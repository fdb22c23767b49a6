"use server";

import "server-only";
import { customerAction } from "@/lib/core/customer-action";
import { toDateOnly } from "@/lib/format/dates";
import { fullName } from "@/lib/format/names";
import { createServiceRequest } from "@/lib/scheduling/service-requests/create-service-request";
import { serviceRequestSchema } from "@/lib/scheduling/service-requests/service-request-schema";

/** /request-service. The preferred date may not be earlier than the business's today (spec §5). */
export const requestServiceAction = customerAction(
  // "Today" for the business; one day of grace for a customer ahead of it in time.
  ({ business }) => serviceRequestSchema(toDateOnly(new Date(Date.now() - 24 * 60 * 60 * 1000), business.timezone)!),
  (input, { customer, scope }) => createServiceRequest(scope, input, fullName(customer.firstName, customer.lastName)),
  { fallback: "Failed to submit service request" },
);
