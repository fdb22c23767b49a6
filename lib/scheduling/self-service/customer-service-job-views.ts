/**
 * A recurring job of the customer as "My Services" shows it beside their subscriptions
 * (client-safe): a service the business runs for them, whether they signed up for it in the
 * portal or the business scheduled it.
 */
export type CustomerServiceJobView = {
  id: string;
  /** The service the job performs; null for a job with no catalogue service. */
  serviceId: string | null;
  /** The service's name, else the job's title. */
  name: string;
  /** How often, in words ("Every week on Mon"). */
  repeats: string;
  /** The job's price per visit, else the service's; null when neither has one. */
  pricePerVisitCents: number | null;
  /** The job's first day (local date). */
  startDate: string;
  /** The next scheduled visit (an instant), if one is on the calendar. */
  nextVisitAt: string | null;
  /** While paused (or with a pause ahead): the day visits come back. */
  resumesOn: string | null;
};
