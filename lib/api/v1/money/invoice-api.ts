import { z } from "zod";
import { defineOperation } from "@/lib/api/openapi/define-operation";
import { listQuery } from "@/lib/api/pagination";
import type { AdminInvoiceDetail } from "@/lib/money/invoices/admin-invoice-views";
import { MANUAL_PAYMENT_METHODS } from "@/lib/money/invoices/invoice-schema";
import { centsToDollars, dateOnly, figuresToJson, lineItemJson, lineItemsBody, lineItemToJson, settlementJson, settlementToJson } from "./money-json";

const paymentJson = z.object({ id: z.uuid(), amount: z.number(), amount_refunded: z.number(), method: z.string(), status: z.string(), note: z.string().nullable(), paid_at: z.iso.datetime().nullable() });

/** Spec §3 "Invoice", snake_case, dollars, with what is paid and still due. */
export const invoiceJson = z.object({
  id: z.uuid(),
  invoice_number: z.string().nullable(),
  customer_id: z.uuid(),
  location_id: z.uuid().describe("The customer's location"),
  description: z.string().nullable(),
  status: z.enum(["draft", "pending", "paid", "overdue", "void"]),
  revision: z.number().int().min(1),
  subtotal: z.number(),
  discount: z.number(),
  tax_amount: z.number(),
  amount: z.number(),
  amount_paid: z.number(),
  balance_due: z.number(),
  invoice_date: z.string(),
  due_date: z.string().nullable(),
  paid_date: z.string().nullable(),
  payment_instructions: z.string().nullable(),
  notes: z.string().nullable(),
  line_items: z.array(lineItemJson),
  /** Payments, refunds, credits and a void, oldest first: `amount` (total) + Σ settlement `amount` = `balance_due`. */
  settlements: z.array(settlementJson),
  payments: z.array(paymentJson),
});

/** List items leave out lines and payments; GET /invoices/{id} has them. Both state the figures' totals and settlements. */
export const invoiceSummaryJson = invoiceJson.omit({ line_items: true, payments: true });

export function invoiceToJson(invoice: AdminInvoiceDetail): z.infer<typeof invoiceJson> {
  return {
    ...invoiceSummaryToJson(invoice),
    line_items: invoice.figures.lines.map(lineItemToJson),
    payments: invoice.payments.map((p) => ({ id: p.id, amount: centsToDollars(p.amountCents), amount_refunded: centsToDollars(p.refundedCents), method: p.method, status: p.status, note: p.note, paid_at: p.paidAt })),
  };
}

export function invoiceSummaryToJson(invoice: Omit<AdminInvoiceDetail, "payments" | "ledger" | "customerName">): z.infer<typeof invoiceSummaryJson> {
  const { figures } = invoice;
  return {
    id: invoice.id,
    invoice_number: invoice.invoiceNumber,
    customer_id: invoice.customerId,
    location_id: invoice.locationId,
    description: invoice.description,
    status: invoice.status as z.infer<typeof invoiceJson>["status"],
    revision: invoice.revision,
    ...figuresToJson(figures),
    amount: centsToDollars(figures.totalCents),
    amount_paid: centsToDollars(invoice.amountPaidCents),
    balance_due: centsToDollars(figures.balanceDueCents ?? 0),
    settlements: figures.settlements.map(settlementToJson),
    invoice_date: invoice.invoiceDate,
    due_date: invoice.dueDate,
    paid_date: invoice.paidDate,
    payment_instructions: invoice.paymentInstructions,
    notes: invoice.notes,
  };
}

export const invoiceListQuery = listQuery.extend({ status: z.enum(["draft", "pending", "paid", "overdue", "void"]).optional() });

export const createInvoiceBody = z.object({
  customer_id: z.uuid("must be a customer id"),
  description: z.string().trim().min(1, "is required").max(500, "must be at most 500 characters"),
  line_items: lineItemsBody,
  discount: z.number().min(0).max(1_000_000).default(0),
  due_date: dateOnly.nullish(),
  payment_instructions: z.string().max(2000).nullish(),
  notes: z.string().max(5000).nullish(),
});

export const creditBody = z.object({
  amount: z
    .number({ error: "must be a number" })
    .positive("must be greater than 0")
    .max(1_000_000_000)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, "must have at most two decimals"),
  reason: z.string({ error: "is required" }).trim().min(1, "is required").max(200, "must be at most 200 characters"),
});

export const paymentBody = z.object({
  amount: z.number({ error: "must be a number" }).positive("must be greater than 0").max(1_000_000_000),
  method: z.enum(MANUAL_PAYMENT_METHODS),
  note: z.string().max(500).nullish(),
});

const tag = "Invoices";
export const listInvoicesOperation = defineOperation({ method: "get", path: "/invoices", summary: "List invoices, newest first", tag, permission: "manage_invoices", query: invoiceListQuery, response: invoiceSummaryJson, list: true });
export const createInvoiceOperation = defineOperation({
  method: "post",
  path: "/invoices",
  summary: "Create a draft invoice",
  description: "Totals are computed from the line items with the business's tax rate.",
  tag,
  permission: "manage_invoices",
  body: createInvoiceBody,
  response: invoiceJson,
  successStatus: 201,
});
export const getInvoiceOperation = defineOperation({ method: "get", path: "/invoices/{id}", summary: "One invoice with its payments", tag, permission: "manage_invoices", response: invoiceJson });
export const sendInvoiceOperation = defineOperation({
  method: "post",
  path: "/invoices/{id}/send",
  summary: "Issue a draft invoice (ledger entry, portal notification and email)",
  tag,
  permission: "manage_invoices",
  response: invoiceJson,
});
export const recordPaymentOperation = defineOperation({
  method: "post",
  path: "/invoices/{id}/payments",
  summary: "Record a manual payment (cash, check, bank transfer, other)",
  description: "Partial payments leave the rest due; a payment larger than the balance is refused with 422. Send an Idempotency-Key to make retries safe.",
  tag,
  permission: "manage_invoices",
  body: paymentBody,
  response: invoiceJson,
  successStatus: 201,
});
export const applyCreditOperation = defineOperation({
  method: "post",
  path: "/invoices/{id}/credits",
  summary: "Apply a credit to an open invoice",
  description:
    "Lowers the balance due without a payment (goodwill, a complaint, a price correction) and records a `credit` ledger entry whose memo is the reason, which the customer sees. A credit larger than the balance is refused with 422, a draft, paid or void invoice with 409; a credit that clears the balance marks the invoice paid. `amount_paid` counts credits. Send an Idempotency-Key to make retries safe.",
  tag,
  permission: "manage_invoices",
  body: creditBody,
  response: invoiceJson,
  successStatus: 201,
});
