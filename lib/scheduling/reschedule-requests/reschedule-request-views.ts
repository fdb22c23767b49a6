import type { RescheduleRequestStatus } from "@/db/schema/enums";
import { formatListDate } from "@/lib/format/dates";

/** A customer's reschedule request as the portal shows it under the visit (client-safe). */
export type CustomerRescheduleRequestView = {
  id: string;
  jobId: string;
  preferredDate: string;
  preferredTimeSlot: string;
  status: RescheduleRequestStatus;
  responseMessage: string | null;
  decidedAt: Date | null;
};

/** A pending request as the schedule's inbox lists it (client-safe). */
export type PendingRescheduleRequestView = {
  id: string;
  jobId: string;
  seriesId: string | null;
  customerId: string;
  customerName: string;
  serviceName: string | null;
  visitStartsAt: Date;
  preferredDate: string;
  preferredTimeSlot: string;
  notes: string | null;
  createdAt: Date;
};

/** The line under the customer's visit: waiting, or the business's answer. */
export function rescheduleRequestLine(request: CustomerRescheduleRequestView, businessName: string): string {
  const wanted = `${formatListDate(request.preferredDate)}, ${request.preferredTimeSlot}`;
  if (request.status === "pending") return `Reschedule requested: ${wanted} — waiting for ${businessName}`;
  if (request.status === "accepted") return `${businessName} accepted your request to move this visit to ${wanted}.`;
  return `${businessName} declined your request to move this visit to ${wanted}${request.responseMessage ? `: ${request.responseMessage}` : "."}`;
}
