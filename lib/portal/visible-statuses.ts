/** What a customer may see: drafts are the business's work in progress. */
export const CUSTOMER_VISIBLE_QUOTE_STATUSES = ["sent", "approved", "declined"] as const;
export const CUSTOMER_HIDDEN_INVOICE_STATUS = "draft";
export const CUSTOMER_VISIBLE_CONTRACT_STATUSES = ["sent", "signed", "expired"] as const;
