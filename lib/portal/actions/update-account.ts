"use server";

import "server-only";
import { firstErrorMessage } from "@/lib/validation/first-error";
import { PortalError } from "../portal-error";
import { accountSchema } from "../schemas/account";
import type { PortalCustomer } from "../types";
import { updateCustomerAccount } from "../update-customer-account";
import { type ActionResult, withCustomer } from "./with-customer";

export async function updateAccountAction(input: unknown): Promise<ActionResult<PortalCustomer>> {
  return withCustomer("Failed to update account information", async ({ scope }) => {
    const parsed = accountSchema.safeParse(input);
    if (!parsed.success) throw new PortalError("invalid", firstErrorMessage(parsed.error));
    const updated = await updateCustomerAccount(scope, parsed.data);
    return updated;
  });
}
