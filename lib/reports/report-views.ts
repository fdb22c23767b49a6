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

/** Monthly recurring revenue: what the running recurring jobs bill in a normal month. */
export type MrrMonth = { month: string; mrrCents: number; series: number };
export type MrrReport = {
  /** Today's MRR of series running, not paused and in season, and of those paused or out of season today (each counted apart). */
  currentCents: number;
  activeSeries: number;
  pausedCents: number;
  pausedSeries: number;
  /** Seasonal series between seasons today (snow service in July): what they bill in a month of their season. */
  outOfSeasonCents: number;
  outOfSeasonSeries: number;
  months: MrrMonth[];
};

/** One start-month cohort: its size and how many of it were active in each month since (offset 0 = the start month). */
export type RetentionCohort = { cohort: string; customers: number; active: number[] };

/** Visits completed and revenue per crew-hour of one team member (time on site from started → completed). */
export type EmployeeProductivity = {
  memberId: string | null;
  name: string;
  visits: number;
  revenueCents: number;
  /** Seconds on site over the visits with both a start and a completion time. */
  secondsOnSite: number;
  /** Revenue of those timed visits per hour on site, in cents; null without any timed visit. */
  revenuePerHourCents: number | null;
  /** Visits started and completed less than five minutes apart: not timed, counted here instead. */
  tooShortToTime: number;
};

/** Completed visits' value by service. */
export type ServiceRevenue = { serviceId: string | null; name: string; visits: number; revenueCents: number };

/** The booking funnel of one campaign (utm_source / utm_medium / utm_campaign; all null: direct) or of all visits: visits of /book that reached each step. */
export type FunnelRow = { source: string | null; medium: string | null; campaign: string | null; visits: number; priced: number; booked: number; paid: number };
export type BookingFunnel = { overall: FunnelRow; bySource: FunnelRow[] };
