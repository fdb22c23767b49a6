import { centsToDollars } from "@/lib/format/money";
import { depositToJson } from "@/lib/money/deposits/deposit-json";
import type { InvoiceListItem } from "@/lib/money/invoices/list-customer-invoices";
import { settlementLabel, type FigureLine, type Settlement } from "@/lib/money/documents/document-figures";
import type { ConversationView, MessageView } from "@/lib/messaging/message-views";
import type { QuoteSummary } from "@/lib/quotes/quote-views";

/**
 * The HTTP API keeps the spec's JSON field names (§3, §7 call 15): snake_case, `user_id`
 * for the business, `customers` and `quote_line_items` as nested objects; money in dollars
 * with two decimals (the domain's cents converted here). Every amount comes from the
 * document's figures (lib/money/documents/document-figures.ts), like the portal's pages and PDFs; the
 * fields the spec does not name (`discount_amount`, `revision`, an invoice's own
 * `invoice_line_items`, `settlements`, `balance_due`) are added, none renamed.
 */
const lineToApi = (line: FigureLine) => ({ id: line.id, description: line.description, quantity: line.quantity, rate: centsToDollars(line.rateCents), amount: centsToDollars(line.amountCents) });

/** A payment, refund, credit or void: its signed amount, as in the ledger (total + Σ amount = balance_due). */
export const settlementToApi = (settlement: Settlement) => ({
  id: settlement.id,
  kind: settlement.kind,
  date: settlement.day,
  description: settlementLabel(settlement),
  reason: settlement.reason,
  amount: centsToDollars(settlement.amountCents),
});

export function quoteToApi(quote: QuoteSummary & { terms?: string | null; notes?: string | null }, customer: { firstName: string; lastName: string }, businessId: string) {
  const { figures } = quote;
  return {
    id: quote.id,
    user_id: businessId,
    quote_number: quote.quoteNumber,
    revision: quote.revision,
    title: quote.title,
    status: quote.status,
    total_amount: centsToDollars(figures.totalCents),
    subtotal: centsToDollars(figures.subtotalCents),
    discount_amount: centsToDollars(figures.discountCents),
    tax_amount: centsToDollars(figures.taxCents),
    // The deposit as the portal's quote page shows it: asked, paid, refunded, still due (issue 37 item 3).
    ...depositToJson(figures),
    created_at: quote.createdAt,
    valid_until: quote.validUntil,
    terms: quote.terms ?? null,
    notes: quote.notes ?? null,
    customers: { first_name: customer.firstName, last_name: customer.lastName },
    quote_line_items: figures.lines.map(lineToApi),
  };
}

export function invoiceToApi(invoice: InvoiceListItem, businessId: string) {
  const { figures } = invoice;
  return {
    id: invoice.id,
    user_id: businessId,
    invoice_number: invoice.invoiceNumber,
    revision: invoice.revision,
    description: invoice.description,
    status: invoice.status,
    amount: centsToDollars(figures.totalCents),
    subtotal: centsToDollars(figures.subtotalCents),
    discount_amount: centsToDollars(figures.discountCents),
    tax_amount: centsToDollars(figures.taxCents),
    invoice_line_items: figures.lines.map(lineToApi),
    settlements: figures.settlements.map(settlementToApi),
    balance_due: centsToDollars(figures.balanceDueCents ?? 0),
    invoice_date: invoice.invoiceDate,
    due_date: invoice.dueDate,
    paid_date: invoice.paidDate,
    payment_instructions: invoice.paymentInstructions,
    notes: invoice.notes,
  };
}

export function messageToApi(message: MessageView) {
  return {
    id: message.id,
    conversation_id: message.conversationId,
    sender_id: message.senderId,
    sender_type: message.senderType,
    content: message.content,
    message_type: message.messageType,
    attachments: message.attachments.map((a) => (a.type === "file" ? { type: a.type, name: a.name, url: a.url, size: a.size, mime_type: a.mime_type } : a)),
    read_by: message.readBy,
    created_at: message.createdAt,
    updated_at: message.updatedAt,
  };
}

export function conversationToApi(conversation: ConversationView) {
  return { id: conversation.id, messages: conversation.messages.map(messageToApi) };
}
