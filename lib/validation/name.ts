import { z } from "zod";
import { nameMessages, personNameProblem } from "./name-rules";
import { reportProblem } from "./problem-check";

export * from "./name-rules";

/** A person's name field (spec §5): trimmed, then judged by `personNameProblem`. */
export function personName(label: string) {
  return z.string({ error: nameMessages(label).required }).trim().superRefine(reportProblem(personNameProblem(label)));
}

export const firstName = personName("First name");
export const lastName = personName("Last name");
