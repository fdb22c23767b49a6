import { z } from "zod";
import { GENERIC_MESSAGES } from "@/lib/validation/generic-rules";
import { timeToMinutes, workingDayProblem, type WorkingHoursRow } from "./working-hours-rules";

const day = z.object({
  weekday: z.number().int().min(1).max(7),
  works: z.boolean(),
  start: z.string().max(5),
  end: z.string().max(5),
});

/**
 * Employees → Working hours: all seven days at once, replacing the member's week. The rows'
 * rules are working-hours-rules.ts (the form runs them too); the output is the rows to store.
 */
export const setWorkingHoursSchema = z
  .object({ memberId: z.uuid(), days: z.array(day).length(7) })
  .superRefine((input, ctx) => {
    if (new Set(input.days.map((d) => d.weekday)).size !== 7) ctx.addIssue({ code: "custom", path: ["days"], message: GENERIC_MESSAGES.custom });
    input.days.forEach((d, index) => {
      const problem = workingDayProblem(d);
      if (problem) ctx.addIssue({ code: "custom", path: ["days", index, problem.field], message: problem.message });
    });
  })
  .transform(({ memberId, days }) => ({
    memberId,
    hours: days
      .filter((d) => d.works)
      .map((d): WorkingHoursRow => ({ weekday: d.weekday, startMinute: timeToMinutes(d.start) as number, endMinute: timeToMinutes(d.end) as number }))
      .sort((a, b) => a.weekday - b.weekday),
  }));

export type SetWorkingHoursInput = z.output<typeof setWorkingHoursSchema>;
