import { z } from "zod";
import { fullName } from "@/lib/format/names";
import { authenticatePortalRequest, isPortalAuthFailure, portalAuthErrorResponse } from "@/lib/portal-auth/api-auth";
import { conversationToApi, invoiceToApi, messageToApi, quoteToApi } from "@/lib/portal/api-shapes";
import { getCustomerConversation } from "@/lib/portal/get-customer-conversation";
import { isUuid } from "@/lib/portal/is-uuid";
import { listCustomerInvoices } from "@/lib/portal/list-customer-invoices";
import { listCustomerQuotes } from "@/lib/portal/list-customer-quotes";
import { PORTAL_ERROR_STATUS, isPortalError } from "@/lib/portal/portal-error";
import { respondToQuote } from "@/lib/portal/respond-to-quote";
import { customerMessageSchema } from "@/lib/portal/schemas/message";
import { quoteResponseSchema } from "@/lib/portal/schemas/quote-response";
import { sendCustomerMessage } from "@/lib/portal/send-customer-message";
import { firstErrorMessage } from "@/lib/validation/first-error";

export const dynamic = "force-dynamic";

/**
 * Spec §7 call 15 `customer-portal-data`: GET quotes | invoices | conversations, POST
 * approve-quote | decline-quote | send_message. Same request and response shapes as the
 * spec; the session token comes from the query/body or the portal cookie. Every answer is
 * scoped to the authenticated customer of the resolved business.
 */
const fail = (status: number, message: string) => Response.json({ success: false, message }, { status });

export async function GET(request: Request) {
  const url = new URL(request.url);
  const q = url.searchParams;
  const action = q.get("action");
  if (action !== "quotes" && action !== "invoices" && action !== "conversations") return fail(400, "Invalid action");
  const auth = await authenticatePortalRequest(request, {
    token: q.get("session_token") ?? undefined,
    businessId: q.get("business_id") ?? undefined,
    portalSubdomain: q.get("portal_subdomain") ?? undefined,
  });
  if (isPortalAuthFailure(auth)) return portalAuthErrorResponse(auth);
  const scope = { businessId: auth.business.id, customerId: auth.customer.id };
  try {
    if (action === "quotes") {
      const quotes = await listCustomerQuotes(scope, { lineItems: "all" });
      return Response.json({ success: true, quotes: quotes.map((quote) => quoteToApi(quote, auth.customer, auth.business.id)) });
    }
    if (action === "invoices") {
      const invoices = await listCustomerInvoices(scope);
      return Response.json({ success: true, invoices: invoices.map((invoice) => invoiceToApi(invoice, auth.business.id)) });
    }
    return Response.json({ success: true, conversation: conversationToApi(await getCustomerConversation(scope)) });
  } catch (error) {
    console.error(`customer-portal-data GET ${action} failed`, error);
    return fail(500, action === "quotes" ? "Failed to fetch quotes" : action === "invoices" ? "Failed to fetch invoices" : "Failed to load messages");
  }
}

const postBody = z.object({
  action: z.enum(["approve-quote", "decline-quote", "send_message"], { error: "Invalid action" }),
  session_token: z.string().optional(),
  business_id: z.string().optional(),
  portal_subdomain: z.string().optional(),
});

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
});

export async function POST(request: Request) {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return fail(400, "Invalid JSON body");
  }
  const base = postBody.safeParse(body);
  if (!base.success) return fail(400, firstErrorMessage(base.error));
  const { action } = base.data;

  const auth = await authenticatePortalRequest(request, {
    token: base.data.session_token,
    businessId: base.data.business_id,
    portalSubdomain: base.data.portal_subdomain,
  });
  if (isPortalAuthFailure(auth)) return portalAuthErrorResponse(auth);
  const scope = { businessId: auth.business.id, customerId: auth.customer.id };
  const customerName = fullName(auth.customer.firstName, auth.customer.lastName);
  const raw = body as Record<string, unknown>;

  try {
    if (action === "send_message") {
      const data = messageData.safeParse(raw.message_data);
      if (!data.success) return fail(400, firstErrorMessage(data.error));
      const parsed = customerMessageSchema.safeParse({
        conversationId: data.data.conversation_id,
        content: data.data.content ?? "",
        fileIds: (data.data.attachments ?? []).map((a) => FILE_URL.exec(a.url)![1]),
      });
      if (!parsed.success) return fail(400, firstErrorMessage(parsed.error));
      const message = await sendCustomerMessage(scope, parsed.data, customerName);
      return Response.json({ success: true, message: messageToApi(message) });
    }

    const data = quoteData.safeParse(raw.quote_data);
    if (!data.success) return fail(data.error.issues[0]?.message === "Quote not found" ? 404 : 400, firstErrorMessage(data.error));
    const comment = quoteResponseSchema.safeParse({ comment: data.data.comment });
    if (!comment.success) return fail(400, firstErrorMessage(comment.error));
    const decision = action === "approve-quote" ? "approve" : "decline";
    const result = await respondToQuote(scope, { quoteId: data.data.quote_id, decision, comment: comment.data.comment }, customerName);
    return Response.json({
      success: true,
      message: decision === "approve" ? "The quote has been approved successfully." : "The quote has been declined.",
      quote: { id: result.id, quote_number: result.quoteNumber, status: result.status, responded_at: result.respondedAt },
    });
  } catch (error) {
    if (isPortalError(error)) return fail(PORTAL_ERROR_STATUS[error.code], error.message);
    console.error(`customer-portal-data POST ${action} failed`, error);
    const fallback = action === "send_message" ? "Failed to send message" : action === "approve-quote" ? "Failed to approve quote" : "Failed to decline quote";
    return fail(500, fallback);
  }
}
