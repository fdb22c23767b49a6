/*
 * A form's checks in the browser, without zod: one rule per field, in the form's order (the
 * order of the keys), each given the whole form for rules that compare fields (a password and
 * its confirmation). Each form's checks sit beside the schema the server parses the same values
 * with, built on the same rules; tests/unit/validation/form-checks-agree.test.ts holds every
 * pair to the same first message over a corpus of inputs.
 */

export type FormChecks<K extends string> = { [Field in K]: (value: string, values: Record<K, string>) => string | null };
export type FieldProblems<K extends string> = Partial<Record<K, string>>;

/** Every field's message (a field with none is left out). */
export function problemsOf<K extends string>(checks: FormChecks<K>, values: Record<K, string>): FieldProblems<K> {
  const problems: FieldProblems<K> = {};
  for (const field of Object.keys(checks) as K[]) {
    const message = checks[field](values[field] ?? "", values);
    if (message) problems[field] = message;
  }
  return problems;
}

/** Spec §5: only the first error, in the form's field order, is announced. */
export function firstProblem<K extends string>(problems: FieldProblems<K>, order: ReadonlyArray<K>): { field: K; message: string } | null {
  for (const field of order) {
    const message = problems[field];
    if (message) return { field, message };
  }
  return null;
}

/** The first problem of a whole form, in its checks' field order (a form judged once, on submit). */
export function firstFormProblem<K extends string>(checks: FormChecks<K>, values: Record<K, string>): { field: K; message: string } | null {
  return firstProblem(problemsOf(checks, values), Object.keys(checks) as K[]);
}
