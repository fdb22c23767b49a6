import type { TimeSlot } from "../calendar/time-slots";
import type { JobFormValues, Repeat } from "../jobs/job-form-values";

/** A pending portal request with what the job form and the quote builder need from it (client-safe). */
export type RequestForWork = {
  id: string;
  customerId: string;
  customerName: string;
  requestType: string;
  preferredDate: string | null;
  preferredTimeSlot: string | null;
  notes: string | null;
  service: { id: string; name: string; durationMinutes: number | null; priceCents: number | null; recurringInterval: string | null } | null;
  /** The customer's primary property (or their first), where the work happens. */
  propertyId: string | null;
};

/** Where each §9 slot starts, as the job's local start time. */
const SLOT_STARTS: Record<TimeSlot, string> = {
  "8:00-10:00 AM": "08:00",
  "10:00 AM-12:00 PM": "10:00",
  "12:00-2:00 PM": "12:00",
  "2:00-4:00 PM": "14:00",
  "4:00-6:00 PM": "16:00",
};

/** A slot's start, or null for no slot or an unknown one (`in` would also find "toString"). */
export function slotStartTime(slot: string | null): string | null {
  return slot && Object.hasOwn(SLOT_STARTS, slot) ? SLOT_STARTS[slot as keyof typeof SLOT_STARTS] : null;
}

/**
 * A recurring request repeats as its service is sold ("week", "2 weeks", "month" — the
 * service's free-text interval); anything unrecognised is weekly, the common case. A one-time
 * or emergency request does not repeat.
 */
export function repeatForRequest(requestType: string, recurringInterval: string | null): Repeat {
  if (requestType !== "recurring") return "none";
  const interval = (recurringInterval ?? "").toLowerCase();
  if (interval.includes("month")) return "monthly";
  if (/(^|\D)2\s*week|two\s*week|bi-?week|fortnight/.test(interval)) return "biweekly";
  return "weekly";
}

/** The job form filled from a request: its service, type, preferred date and slot, and the customer's property. */
export function jobPrefillFromRequest(request: RequestForWork, today: string): JobFormValues {
  const service = request.service;
  return {
    customerId: request.customerId,
    propertyId: request.propertyId ?? "",
    serviceId: service?.id ?? "",
    title: service?.name ?? "Service visit",
    instructions: request.notes ?? "",
    // A preferred date already past (the request waited) starts today instead.
    startDate: request.preferredDate && request.preferredDate >= today ? request.preferredDate : today,
    startTime: slotStartTime(request.preferredTimeSlot) ?? "09:00",
    durationMinutes: String(service?.durationMinutes ?? 60),
    employeeId: "",
    repeat: repeatForRequest(request.requestType, service?.recurringInterval ?? null),
    until: "",
    price: service?.priceCents != null ? (service.priceCents / 100).toFixed(2) : "",
  };
}

/** The quote builder filled from a request: one line for its service at the service's price. */
export function quotePrefillFromRequest(request: RequestForWork) {
  const service = request.service;
  return {
    customerId: request.customerId,
    heading: service ? `${service.name} for ${request.customerName}` : `Quote for ${request.customerName}`,
    lines: service ? [{ description: service.name, quantity: "1", rate: service.priceCents != null ? (service.priceCents / 100).toFixed(2) : "", serviceId: service.id }] : [],
    discount: "",
    date: "",
    terms: "",
    notes: request.notes ?? "",
  };
}
