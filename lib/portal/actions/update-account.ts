"use server";

import "server-only";
import { customerAction } from "@/lib/core/customer-action";
import { accountSchema } from "@/lib/customers/account/account-schema";
import { updateCustomerAccount } from "@/lib/customers/account/update-customer-account";

/** My Account → Personal Information (spec §7 call 23: scoped to the customer and the business). */
export const updateAccountAction = customerAction(accountSchema, (input, { scope }) => updateCustomerAccount(scope, input), {
  fallback: "Failed to update account information",
});
