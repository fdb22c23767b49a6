/** A draft invoice is the business's work in progress: customers never see it. */
export const CUSTOMER_HIDDEN_INVOICE_STATUS = "draft";
