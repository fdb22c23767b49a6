import { repeatForRequest } from "@/lib/scheduling/service-requests/request-for-work";
import type { JobFormValues } from "@/lib/scheduling/jobs/job-form-values";

/** What a job made from an approved quote is filled from (client-safe). */
export type QuoteForJob = {
  customerId: string;
  title: string;
  notes: string | null;
  /** The quote's pre-tax amount: subtotal − discount. */
  netCents: number;
  /** The customer's primary property (or their first). */
  propertyId: string | null;
  /** The service the quote is for, when one is known, and the rate of the quote line that names it. */
  service: {
    id: string;
    durationMinutes: number | null;
    isRecurring: boolean;
    recurringInterval: string | null;
    lineRateCents: number | null;
  } | null;
};

/**
 * The job form's values for an approved quote: its customer and their property, its service,
 * the price of a visit — the rate of the line that names the service, else the quote's pre-tax
 * amount — and a repeat when the service recurs (as its interval reads: week, 2 weeks, month).
 * The job starts the day after `today` at 09:00, so its first visit is never already past;
 * staff move it on the job page like any other.
 */
export function jobPrefillFromQuote(quote: QuoteForJob, tomorrow: string): JobFormValues {
  const service = quote.service;
  const priceCents = service?.lineRateCents ?? quote.netCents;
  return {
    customerId: quote.customerId,
    propertyId: quote.propertyId ?? "",
    serviceId: service?.id ?? "",
    title: quote.title,
    instructions: quote.notes ?? "",
    startDate: tomorrow,
    startTime: "09:00",
    durationMinutes: String(service?.durationMinutes ?? 60),
    employeeId: "",
    repeat: service?.isRecurring ? repeatForRequest("recurring", service.recurringInterval) : "none",
    until: "",
    price: (Math.max(0, priceCents) / 100).toFixed(2),
  };
}
