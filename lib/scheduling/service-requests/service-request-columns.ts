import "server-only";
import { sql } from "drizzle-orm";
import { customers, serviceRequests, services } from "@/db/schema";
import type { BusinessServiceRequestView } from "./service-request-views";

/** Columns of the inbox rows: the request joined to its customer and (optional) service. */
export const businessServiceRequestColumns = {
  id: serviceRequests.id,
  customerId: serviceRequests.customerId,
  locationId: customers.locationId,
  customerName: sql<string>`trim(${customers.firstName} || ' ' || ${customers.lastName})`,
  customerEmail: customers.email,
  serviceId: serviceRequests.serviceId,
  serviceName: services.name,
  requestType: serviceRequests.requestType,
  preferredDate: serviceRequests.preferredDate,
  preferredTimeSlot: serviceRequests.preferredTimeSlot,
  notes: serviceRequests.notes,
  status: serviceRequests.status,
  responseMessage: serviceRequests.responseMessage,
  respondedAt: serviceRequests.respondedAt,
  jobId: serviceRequests.jobSeriesId,
  quoteId: serviceRequests.quoteId,
  createdAt: serviceRequests.createdAt,
} satisfies Record<keyof BusinessServiceRequestView, unknown>;
