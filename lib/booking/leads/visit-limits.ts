import "server-only";
import { DomainError } from "@/lib/foundation/domain-error";
import { isOverPublicFormLimit, recordPublicFormSubmission } from "@/lib/security/public-form-guard";

/** Visit reports per address and hour: a visitor sends a handful per visit; an office behind one NAT, dozens of visits. */
export const VISIT_REPORTS_PER_HOUR = 120;
export const VISIT_REPORTS_MESSAGE = "Too many requests from your network. Please try again in an hour.";

/** POST /api/book/visit's cap, under its own scope of the public forms' guard (it never eats into the bookings' 20 an hour). */
export async function guardVisitReports(ip: string | null, now = new Date()): Promise<void> {
  if (await isOverPublicFormLimit({ scope: "booking_visit", ip, now, limit: VISIT_REPORTS_PER_HOUR })) throw new DomainError("throttled", VISIT_REPORTS_MESSAGE);
}

export const recordVisitReport = (ip: string | null) => recordPublicFormSubmission({ scope: "booking_visit", ip });
