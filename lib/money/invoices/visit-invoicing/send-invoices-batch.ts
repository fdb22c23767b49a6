import "server-only";
import { db } from "@/db/client";
import type { BusinessScope } from "@/lib/foundation/scope";
import type { MoneyActor } from "@/lib/foundation/money-actor";
import { sendInvoice } from "../send-invoice";
import { issueInvoicesBatch, type BatchSendResult } from "./issue-invoices-batch";

export type { BatchSendOutcome, BatchSendResult } from "./issue-invoices-batch";

/** "Send selected": the batch of issue-invoices-batch.ts, each draft through send-invoice (the app's queues). */
export async function sendInvoicesBatch(scope: BusinessScope, input: { invoiceIds: readonly string[] }, actor: MoneyActor): Promise<BatchSendResult> {
  const { sent, failed, outcomes } = await issueInvoicesBatch(db, scope, input, actor, (invoiceId) => sendInvoice(scope, { invoiceId }, actor));
  return { sent, failed, outcomes };
}
