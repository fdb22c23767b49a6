"use server";

import "server-only";
import { customerAction } from "@/lib/core/customer-action";
import { fullName } from "@/lib/format/names";
import { customerMessageSchema } from "@/lib/messaging/message-schema";
import { sendCustomerMessage } from "@/lib/messaging/send-customer-message";

/** /messages composer: a message (and its uploaded attachments) to the business. */
export const sendMessageAction = customerAction(
  customerMessageSchema,
  (input, { customer, scope }) => sendCustomerMessage(scope, input, fullName(customer.firstName, customer.lastName)),
  { fallback: "Failed to send message" },
);
