import type { z } from "zod";

/** A zod-free field rule: the message of the first thing wrong with a value, or null. */
export type Problem<T = string> = (value: T) => string | null;

/**
 * A schema step from a rule: `z.string().superRefine(reportProblem(emailProblem))`. The rules
 * live in the zod-free `*-rules.ts` modules the browser's forms use; the schemas the server
 * parses with are built on the same functions, so the two cannot drift apart.
 */
export function reportProblem<T = string>(problem: Problem<T>) {
  return (value: T, ctx: z.RefinementCtx<T>) => {
    const message = problem(value);
    // Aborting, as the schemas' own length checks did: a form-level refinement (a password and
    // its confirmation) then waits until each field passes.
    if (message) ctx.addIssue({ code: "custom", message, continue: false });
  };
}
