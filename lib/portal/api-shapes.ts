import { centsToDollars } from "@/lib/format/money";
import type { InvoiceListItem } from "@/lib/invoices/list-customer-invoices";
import type { ConversationView, MessageView } from "@/lib/messaging/message-views";
import type { QuoteSummary } from "@/lib/quotes/quote-views";

/**
 * The HTTP API keeps the spec's JSON field names (§3, §7 call 15): snake_case, `user_id`
 * for the business, `customers` and `quote_line_items` as nested objects; money in dollars
 * with two decimals (the domain's cents converted here).
 */
export function quoteToApi(quote: QuoteSummary & { terms?: string | null; notes?: string | null }, customer: { firstName: string; lastName: string }, businessId: string) {
  return {
    id: quote.id,
    user_id: businessId,
    quote_number: quote.quoteNumber,
    title: quote.title,
    status: quote.status,
    total_amount: centsToDollars(quote.totalAmountCents),
    subtotal: centsToDollars(quote.subtotalCents),
    tax_amount: centsToDollars(quote.taxAmountCents),
    created_at: quote.createdAt,
    valid_until: quote.validUntil,
    terms: quote.terms ?? null,
    notes: quote.notes ?? null,
    customers: { first_name: customer.firstName, last_name: customer.lastName },
    quote_line_items: quote.lineItems.map((li) => ({ id: li.id, description: li.description, quantity: li.quantity, rate: centsToDollars(li.rateCents), amount: centsToDollars(li.amountCents) })),
  };
}

export function invoiceToApi(invoice: InvoiceListItem, businessId: string) {
  return {
    id: invoice.id,
    user_id: businessId,
    invoice_number: invoice.invoiceNumber,
    description: invoice.description,
    status: invoice.status,
    amount: centsToDollars(invoice.amountCents),
    subtotal: centsToDollars(invoice.subtotalCents),
    tax_amount: centsToDollars(invoice.taxAmountCents),
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
