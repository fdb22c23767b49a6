/** Client-safe shapes of visits for the calendar, the crew's day and job detail. */
export type VisitView = {
  id: string;
  jobId: string | null;
  status: string;
  startsAt: string;
  localDate: string;
  localTime: string;
  durationMinutes: number;
  title: string;
  customerId: string;
  /** The branch that does the work (issue 38). */
  locationId: string;
  customerName: string;
  serviceName: string | null;
  employeeId: string | null;
  employeeName: string | null;
  address: string | null;
  accessNotes: string | null;
  instructions: string | null;
  /** The visit's own notes — what the customer reads under it in Service History. */
  notes: string | null;
  skipReason: string | null;
  cancelReason: string | null;
  completionNote: string | null;
  detached: boolean;
  recurring: boolean;
};
