/** One of the customer's recurring services on the dashboard, with its pause (client-safe). */
export type CustomerRecurringJobView = {
  id: string;
  title: string;
  /** The business's today, for the form's date limits. */
  today: string;
  /** A pause that starts later: its first day (null when it runs from before today or there is none). */
  pausedFrom: string | null;
  /** While paused (or with a pause ahead): the day visits come back. */
  resumesOn: string | null;
};
