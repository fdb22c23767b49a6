/** What a customer may see of quotes: drafts are the business's work in progress. */
export const CUSTOMER_VISIBLE_QUOTE_STATUSES = ["sent", "approved", "declined"] as const;
