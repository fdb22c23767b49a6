"use server";

import "server-only";
import { customerAction } from "@/lib/core/customer-action";
import { rateVisitSchema } from "@/lib/feedback/feedback-schema";
import { rateVisit } from "@/lib/feedback/rate-visit";
import { fullName } from "@/lib/format/names";

/** /feedback/{visitId}: the customer rates one of their completed visits, once (1–5 stars, optional comment). */
export const rateVisitAction = customerAction(
  rateVisitSchema,
  (input, { customer, scope }) => rateVisit(scope, input, fullName(customer.firstName, customer.lastName)),
  { fallback: "Failed to submit your rating" },
);
