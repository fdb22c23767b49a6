"use server";

import "server-only";
import { customerAction } from "@/lib/core/customer-action";
import { toDateOnly } from "@/lib/format/dates";
import { fullName } from "@/lib/format/names";
import { customerRescheduleSchema, customerSkipVisitSchema } from "@/lib/scheduling/jobs/job-schema";
import { requestVisitReschedule } from "@/lib/scheduling/self-service/request-visit-reschedule";
import { skipVisitAsCustomer } from "@/lib/scheduling/self-service/skip-visit-as-customer";

/** Dashboard: skip one's own upcoming visit (the business's allow_cancellation, the cut-off). */
export const skipVisitAsCustomerAction = customerAction(
  customerSkipVisitSchema,
  (input, { customer, scope }) => skipVisitAsCustomer(scope, input, fullName(customer.firstName, customer.lastName)),
  { fallback: "Failed to skip visit" },
);

/** Dashboard: ask the business to move one's own upcoming visit (allow_rescheduling, the cut-off). */
export const requestVisitRescheduleAction = customerAction(
  ({ business }) => customerRescheduleSchema(toDateOnly(new Date(Date.now() - 24 * 60 * 60 * 1000), business.timezone)!),
  (input, { customer, scope }) => requestVisitReschedule(scope, input, fullName(customer.firstName, customer.lastName)),
  { fallback: "Failed to send reschedule request" },
);
