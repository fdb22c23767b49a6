import type { BillingMethod } from "@/db/schema/enums";

/** What each billing method is called on screen; zod-free so forms can import it. */
export const BILLING_METHOD_LABELS: Record<BillingMethod, string> = {
  flat: "Flat price",
  per_visit: "Per visit",
  per_square_foot: "Per square foot",
  hourly: "Hourly",
};
