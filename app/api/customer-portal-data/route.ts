import { z } from "zod";
import { validationFailure } from "@/lib/core/define-action";
import { DomainError } from "@/lib/foundation/domain-error";
import { isUuid } from "@/lib/foundation/is-uuid";
import { customerRoute } from "@/lib/core/routes/customer-route";
import { withFallback } from "@/lib/core/routes/define-route";
import { fullName } from "@/lib/format/names";
import { listCustomerInvoices } from "@/lib/money/invoices/list-customer-invoices";
import { getCustomerConversation } from "@/lib/messaging/get-customer-conversation";
import { customerMessageSchema } from "@/lib/messaging/message-schema";
import { sendCustomerMessage } from "@/lib/messaging/send-customer-message";
import { conversationToApi, invoiceToApi, messageToApi, quoteToApi } from "@/lib/portal/api-shapes";
import { listCustomerQuotes } from "@/lib/quotes/list-customer-quotes";
import { quoteCommentSchema } from "@/lib/quotes/quote-response-schema";
import { respondToQuote } from "@/lib/quotes/respond-to-quote";

export const dynamic = "force-dynamic";

/**
 * Spec §7 call 15 `customer-portal-data`: GET quotes | invoices | conversations, POST
 * approve-quote | decline-quote | send_message. Same request and response shapes as the
 * spec; the session token comes from the query/body or the portal cookie. Every answer is
 * scoped to the authenticated customer of the resolved business.
 */
/** A customer's own records: never kept by a browser or a shared cache (refusals are no-store too). */
const privateJson = (body: unknown) => Response.json(body, { headers: { "cache-control": "no-store" } });

const GET_FALLBACKS = { quotes: "Failed to fetch quotes", invoices: "Failed to fetch invoices", conversations: "Failed to load messages" } as const;

export const GET = customerRoute(
  async (_request, { query, scope, customer, business }) => {
    const action = query.get("action");
    if (action !== "quotes" && action !== "invoices" && action !== "conversations") throw new DomainError("invalid", "Invalid action");
    return withFallback(GET_FALLBACKS[action], async () => {
      if (action === "quotes") {
        const quotes = await listCustomerQuotes(scope);
        return privateJson({ success: true, quotes: quotes.map((quote) => quoteToApi(quote, customer, business.id)) });
      }
      if (action === "invoices") {
        const invoices = await listCustomerInvoices(scope);
        return privateJson({ success: true, invoices: invoices.map((invoice) => invoiceToApi(invoice, business.id)) });
      }
      return privateJson({ success: true, conversation: conversationToApi(await getCustomerConversation(scope)) });
    });
  },
  { credentials: "request" },
);

const postAction = z.enum(["approve-quote", "decline-quote", "send_message"], { error: "Invalid action" });

const quoteData = z.object({
  quote_id: z.string({ error: "Quote ID is required" }).refine(isUuid, { message: "Quote not found" }),
  comment: z.string().nullish(),
});

/** Spec attachments: `{ type: 'file', name, url, size, mime_type }`; the url names our stored file. */
const FILE_URL = /^\/api\/files\/([0-9a-f-]{36})$/i;
const messageData = z.object({
  conversation_id: z.string({ error: "Conversation not found" }),
  content: z.string().nullish(),
  message_type: z.enum(["text", "file"]).optional(),
  attachments: z
    .array(
      z.object({
        type: z.literal("file"),
        url: z.string().regex(FILE_URL, { message: "Attachment not found" }),
        name: z.string().optional(),
        size: z.number().optional(),
        mime_type: z.string().optional(),
      }),
    )
    .nullish(),
  /** Optional: a client's id for this send, so a retry of it is one message (issue 44 item 6). */
  client_message_id: z.string().optional(),
});

function parsed<T>(result: z.ZodSafeParseResult<T>): T {
  if (!result.success) {
    const refusal = validationFailure(result.error);
    throw new DomainError(refusal.message === "Quote not found" ? "not_found" : "invalid", refusal.message);
  }
  return result.data;
}

export const POST = customerRoute(
  async (_request, { body, scope, customer, ip }) => {
    const action = parsed(postAction.safeParse(body?.action));
    const customerName = fullName(customer.firstName, customer.lastName);
    if (action === "send_message") {
      const data = parsed(messageData.safeParse(body?.message_data));
      const input = parsed(
        customerMessageSchema.safeParse({
          conversationId: data.conversation_id,
          content: data.content ?? "",
          fileIds: (data.attachments ?? []).map((a) => FILE_URL.exec(a.url)![1]),
          clientMessageId: data.client_message_id,
        }),
      );
      const message = await withFallback("Failed to send message", () => sendCustomerMessage(scope, input, customerName));
      return privateJson({ success: true, message: messageToApi(message) });
    }

    const data = parsed(quoteData.safeParse(body?.quote_data));
    const { comment } = parsed(quoteCommentSchema.safeParse({ comment: data.comment }));
    const decision = action === "approve-quote" ? "approve" : "decline";
    const result = await withFallback(decision === "approve" ? "Failed to approve quote" : "Failed to decline quote", () =>
      respondToQuote(scope, { quoteId: data.quote_id, decision, comment }, customerName, { ip }),
    );
    return privateJson({
      success: true,
      message: decision === "approve" ? "The quote has been approved successfully." : "The quote has been declined.",
      quote: { id: result.id, quote_number: result.quoteNumber, status: result.status, responded_at: result.respondedAt },
      // Issue 37 item 3: a deposit to pay by card next; the client sends the browser there.
      ...(result.depositCheckoutUrl ? { deposit_checkout_url: result.depositCheckoutUrl } : {}),
    });
  },
  { credentials: "request", body: "json" },
);
