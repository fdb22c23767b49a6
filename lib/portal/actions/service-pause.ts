"use server";

import "server-only";
import { customerAction } from "@/lib/core/customer-action";
import { fullName } from "@/lib/format/names";
import { customerPauseSchema, customerResumeSchema } from "@/lib/scheduling/customer-pause/customer-pause-schema";
import { pauseServiceAsCustomer } from "@/lib/scheduling/customer-pause/pause-service-as-customer";
import { resumeServiceAsCustomer } from "@/lib/scheduling/customer-pause/resume-service-as-customer";

/** Dashboard: pause one's own recurring service for a vacation (allow_cancellation, the cut-off, 90 days at most). */
export const pauseServiceAsCustomerAction = customerAction(
  customerPauseSchema,
  (input, { customer, scope }) => pauseServiceAsCustomer(scope, input, fullName(customer.firstName, customer.lastName)),
  { fallback: "Failed to pause the service" },
);

/** Dashboard: end one's own service's pause now. */
export const resumeServiceAsCustomerAction = customerAction(
  customerResumeSchema,
  (input, { customer, scope }) => resumeServiceAsCustomer(scope, input.jobId, fullName(customer.firstName, customer.lastName)),
  { fallback: "Failed to resume the service" },
);
