import { GENERIC_MESSAGES } from "./generic-rules";

type IssueList = { issues: ReadonlyArray<{ message: string }> };

/**
 * Spec §5: only the first validation error is shown. Schemas order their checks so that the
 * first issue is the one a user should fix first (e.g. "Email is required" before the pattern).
 */
export function firstErrorMessage(error: IssueList | null | undefined): string {
  return error?.issues[0]?.message ?? GENERIC_MESSAGES.custom;
}
