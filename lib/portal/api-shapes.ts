import type { InvoiceListItem } from "./list-customer-invoices";
import type { ConversationView, MessageView, QuoteSummary } from "./types";

/**
 * The HTTP API keeps the spec's JSON field names (§3, §7 call 15): snake_case, `user_id`
 * for the business, `customers` and `quote_line_items` as nested objects.
 */
export function quoteToApi(quote: QuoteSummary & { terms?: string | null; notes?: string | null }, customer: { firstName: string; lastName: string }, businessId: string) {
  return {
    id: quote.id,
    user_id: businessId,
    quote_number: quote.quoteNumber,
    title: quote.title,
    status: quote.status,
    total_amount: quote.totalAmount,
    subtotal: quote.subtotal,
    tax_amount: quote.taxAmount,
    created_at: quote.createdAt,
    valid_until: quote.validUntil,
    terms: quote.terms ?? null,
    notes: quote.notes ?? null,
    customers: { first_name: customer.firstName, last_name: customer.lastName },
    quote_line_items: quote.lineItems.map((li) => ({ id: li.id, description: li.description, quantity: li.quantity, rate: li.rate, amount: li.amount })),
  };
}

export function invoiceToApi(invoice: InvoiceListItem, businessId: string) {
  return {
    id: invoice.id,
    user_id: businessId,
    invoice_number: invoice.invoiceNumber,
    description: invoice.description,
    status: invoice.status,
    amount: invoice.amount,
    subtotal: invoice.subtotal,
    tax_amount: invoice.taxAmount,
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
