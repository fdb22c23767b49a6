/**
 * Honeypot: a form field people never see (components/marketing/honeypot-field.tsx). Bots
 * that fill every input fill it too; those submissions are answered like a success and dropped.
 */
export const HONEYPOT_FIELD = "website";

export function isHoneypotFilled(values: unknown): boolean {
  if (!values || typeof values !== "object") return false;
  const value = (values as Record<string, unknown>)[HONEYPOT_FIELD];
  return typeof value === "string" && value.trim() !== "";
}
