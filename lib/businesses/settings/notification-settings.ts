/** The business's notification switches and their labels; zod-free so the portal settings form can import them. */
export const NOTIFICATION_KEYS = [
  "emailOnNewMessage",
  "emailOnQuoteResponse",
  "emailOnServiceRequest",
  "emailOnInvoicePaid",
  "emailCustomersOnNewInvoice",
  "emailCustomersOnJobUpdate",
] as const;

export const NOTIFICATION_LABELS: Record<(typeof NOTIFICATION_KEYS)[number], string> = {
  emailOnNewMessage: "Email me when a customer sends a message",
  emailOnQuoteResponse: "Email me when a customer approves or declines a quote",
  emailOnServiceRequest: "Email me when a customer requests a service",
  emailOnInvoicePaid: "Email me when an invoice is paid",
  emailCustomersOnNewInvoice: "Email customers when they get a new invoice",
  emailCustomersOnJobUpdate: "Email customers when a visit is updated",
};
