/** What a customer may see of contracts: drafts are the business's work in progress. */
export const CUSTOMER_VISIBLE_CONTRACT_STATUSES = ["sent", "signed", "expired"] as const;
