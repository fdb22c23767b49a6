import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from "@/db/schema/enums";

/** The events an endpoint can subscribe to, with the label Settings → Webhooks shows (client-safe). */
export { WEBHOOK_EVENT_TYPES, type WebhookEventType };

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  "customer.created": "A customer is added",
  "quote.sent": "A quote is sent",
  "quote.approved": "A customer approves a quote",
  "quote.declined": "A customer declines a quote",
  "contract.signed": "A customer signs a contract",
  "invoice.sent": "An invoice is sent",
  "invoice.paid": "An invoice is paid in full",
  "visit.completed": "A visit is completed",
  "message.received": "A customer sends a message",
  "service_request.created": "A customer requests a service",
  "booking.created": "A customer books online",
};

/** The header every delivery carries: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = "ServiceLoop-Signature";
