/** A portal service request as the business's inbox and the REST API see it (client-safe). */
export type BusinessServiceRequestView = {
  id: string;
  customerId: string;
  /** The customer's location: the branch the request goes to (issue 38). */
  locationId: string;
  customerName: string;
  customerEmail: string | null;
  serviceId: string | null;
  serviceName: string | null;
  requestType: string;
  preferredDate: string | null;
  preferredTimeSlot: string | null;
  notes: string | null;
  status: string;
  responseMessage: string | null;
  respondedAt: Date | null;
  /** What an accepted request became: a job (series id) or a draft quote. */
  jobId: string | null;
  quoteId: string | null;
  createdAt: Date;
};

export const SERVICE_REQUEST_TYPE_LABELS: Record<string, string> = { one_time: "One-time", recurring: "Recurring", emergency: "Emergency" };
