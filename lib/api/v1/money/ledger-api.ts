import { z } from "zod";
import { LEDGER_ENTRY_KINDS } from "@/db/schema/enums";
import { defineOperation } from "@/lib/api/openapi/define-operation";
import { listQuery } from "@/lib/api/pagination";
import type { LedgerPageRow } from "@/lib/money/ledger/list-customer-ledger-page";
import { centsToDollars } from "./money-json";

/** One immutable ledger entry in dollars: issued invoices and refunds add, payments, credits (memo: the reason) and voids subtract; `balance` is the running total after it. */
export const ledgerEntryJson = z.object({
  id: z.uuid(),
  kind: z.enum(LEDGER_ENTRY_KINDS),
  amount: z.number(),
  balance: z.number(),
  invoice_id: z.uuid(),
  payment_id: z.uuid().nullable(),
  memo: z.string().nullable(),
  created_at: z.iso.datetime(),
});

export function ledgerEntryToJson(row: LedgerPageRow): z.infer<typeof ledgerEntryJson> {
  return {
    id: row.id,
    kind: row.kind as z.infer<typeof ledgerEntryJson>["kind"],
    amount: centsToDollars(row.amountCents),
    balance: centsToDollars(row.balanceCents),
    invoice_id: row.invoiceId,
    payment_id: row.paymentId,
    memo: row.memo,
    created_at: row.createdAt,
  };
}

export const getCustomerLedgerOperation = defineOperation({
  method: "get",
  path: "/customers/{id}/ledger",
  summary: "A customer's ledger, oldest first, with the running balance",
  description: "Every invoice issued, payment, refund, credit and void as an immutable entry; the last entry's `balance` is the customer's outstanding balance.",
  tag: "Invoices",
  permission: "view_billing",
  query: listQuery,
  response: ledgerEntryJson,
  list: true,
});
