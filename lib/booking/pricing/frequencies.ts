import { BOOKING_FREQUENCIES, type BookingFrequency } from "@/db/schema/enums";

export { BOOKING_FREQUENCIES, type BookingFrequency };

/** What a customer reads for each frequency, on /book, in the admin and in emails. */
export const FREQUENCY_LABELS: Record<BookingFrequency, string> = {
  weekly: "Weekly",
  every_2_weeks: "Every 2 weeks",
  every_4_weeks: "Every 4 weeks",
  monthly: "Monthly",
  one_time: "One time",
};

/**
 * The frequencies from most to least frequent: a discount may never fall as visits come more
 * often, or a more frequent plan would cost more per visit than a less frequent one.
 */
export const MOST_TO_LEAST_FREQUENT: readonly BookingFrequency[] = BOOKING_FREQUENCIES;
