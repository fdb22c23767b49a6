import type { Recurrence } from "@/lib/scheduling/recurrence/recurrence";

/** A recurrence with every optional part empty but what the test gives (interval 1). */
export const rule = (r: Partial<Recurrence> & Pick<Recurrence, "frequency">): Recurrence => ({
  interval: 1,
  byWeekday: [],
  byMonthDay: null,
  bySetPosition: null,
  until: null,
  count: null,
  ...r,
});
