"use server";

import "server-only";
import { fullName } from "@/lib/format/names";
import { firstErrorMessage } from "@/lib/validation/first-error";
import { PortalError } from "../portal-error";
import { customerMessageSchema } from "../schemas/message";
import { sendCustomerMessage } from "../send-customer-message";
import type { MessageView } from "../types";
import { type ActionResult, withCustomer } from "./with-customer";

export async function sendMessageAction(input: unknown): Promise<ActionResult<MessageView>> {
  return withCustomer("Failed to send message", async ({ customer, scope }) => {
    const parsed = customerMessageSchema.safeParse(input);
    if (!parsed.success) throw new PortalError("invalid", firstErrorMessage(parsed.error));
    return sendCustomerMessage(scope, parsed.data, fullName(customer.firstName, customer.lastName));
  });
}
