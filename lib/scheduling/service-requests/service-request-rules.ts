import type { RequestType } from "@/db/schema/enums";
import type { FormChecks } from "@/lib/validation/form-checks";
import { optionalTextProblem } from "@/lib/validation/generic-rules";

/*
 * The Request Service form (spec §5), zod-free: the portal's form judges itself with
 * `serviceRequestChecks` in the browser; serviceRequestSchema (service-request-schema.ts), which
 * the server parses with, is built on the same rules.
 */

export const REQUEST_TYPE_LABELS: Record<RequestType, string> = {
  one_time: "One-time",
  recurring: "Recurring",
  emergency: "Emergency",
};

export const PREFERRED_DATE_MESSAGE = "Preferred date cannot be earlier than today";
export const SERVICE_REQUEST_NOTES_RULES = { max: 2000 };

/** Empty, or a YYYY-MM-DD day not before `today` (ISO days compare as strings). */
export function preferredDateProblem(today: string) {
  return (input: string): string | null => {
    const value = input.trim();
    if (!value) return null;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return "Invalid format";
    return value >= today ? null : PREFERRED_DATE_MESSAGE;
  };
}

/**
 * The typed fields of the form; the service, type and slot are chosen from lists the server
 * checks again (an id of this business, a known type, a known slot).
 */
export function serviceRequestChecks(today: string): FormChecks<"serviceId" | "requestType" | "preferredDate" | "preferredTimeSlot" | "notes"> {
  return {
    serviceId: () => null,
    requestType: () => null,
    preferredDate: preferredDateProblem(today),
    preferredTimeSlot: () => null,
    notes: optionalTextProblem(SERVICE_REQUEST_NOTES_RULES),
  };
}
