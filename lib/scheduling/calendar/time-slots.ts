/**
 * Spec §9 "Request time slots", in the spec's wording. Apart from the zod schemas that check them,
 * so a client component that lists them (the portal's reschedule form) does not load zod.
 */
export const TIME_SLOTS = ["8:00-10:00 AM", "10:00 AM-12:00 PM", "12:00-2:00 PM", "2:00-4:00 PM", "4:00-6:00 PM"] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number];
