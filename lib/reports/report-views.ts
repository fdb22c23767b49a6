/** Plain report rows (client-safe); money in integer cents. */
export type RevenueMonth = { month: string; paidCents: number; payments: number; invoicedCents: number };
export type RetentionMonth = { month: string; active: number; new: number; churned: number; churnRate: number | null };
export type AgingBucket = { bucket: string; invoices: number; outstandingCents: number };

export const AGING_BUCKETS = ["Not yet due", "1–30 days", "31–60 days", "61–90 days", "90+ days"] as const;

/** A recurring customer showing a warning sign, with the reasons in words. */
export type AtRiskCustomer = {
  customerId: string;
  name: string;
  email: string | null;
  skippedVisits: number;
  paused: boolean;
  lowRating: number | null;
  overdueInvoices: number;
  overdueCents: number;
  reasons: string[];
};
