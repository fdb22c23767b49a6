/** A customer's own service request as the portal lists it, with its outcome (client-safe). */
export type CustomerServiceRequestView = {
  id: string;
  serviceName: string | null;
  requestType: string;
  preferredDate: string | null;
  preferredTimeSlot: string | null;
  status: string;
  responseMessage: string | null;
  createdAt: string;
  /** For a request scheduled as a job: its first visit (UTC ISO), shown in the business's zone. */
  firstVisitAt: string | null;
  /** Answered with a quote (still being written until it is sent). */
  quoted: boolean;
};
