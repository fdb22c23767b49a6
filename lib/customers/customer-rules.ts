import { CUSTOMER_STATUSES } from "@/db/schema/enums";
import { emailProblem } from "@/lib/validation/email-rules";
import type { FormChecks } from "@/lib/validation/form-checks";
import { GENERIC_MESSAGES, optionalTextProblem } from "@/lib/validation/generic-rules";
import { firstNameProblem, lastNameProblem } from "@/lib/validation/name-rules";
import { optionalPhoneProblem } from "@/lib/validation/phone-rules";
import { ADDRESS_RULES } from "./properties/address-rules";

/*
 * The business side's customer record (spec §3 customers, §5 rules), zod-free: the admin's
 * customer dialog judges its fields with `customerChecks` in the browser, and the schemas the
 * server parses with (customer-schema.ts) are built on the same rules.
 */

export const CUSTOMER_STATUS_VALUES = CUSTOMER_STATUSES;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

export const MAX_TAGS = 20;
export const TAG_MAX_LENGTH = 30;
export const NOTES_MAX_LENGTH = 5000;
export const SERVICE_PLAN_RULES = { max: 100 };

/** Tags from a list or a comma-separated string: trimmed, empty ones dropped, de-duplicated ignoring case. */
export function normalizeTags(value: string | readonly string[]): string[] {
  const list = (typeof value === "string" ? value.split(",") : value).map((tag) => tag.trim().replace(/\s+/g, " ")).filter(Boolean);
  const seen = new Set<string>();
  return list.filter((tag) => {
    const key = tag.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The first thing wrong with a normalised tag list: too many, or one too long. */
export function tagsProblem(tags: readonly string[]): string | null {
  if (tags.length > MAX_TAGS) return `No more than ${MAX_TAGS} tags`;
  if (tags.some((tag) => tag.length > TAG_MAX_LENGTH)) return GENERIC_MESSAGES.maxLength(TAG_MAX_LENGTH);
  return null;
}

/** An optional email: empty means none; otherwise the spec's email rules and messages. */
export function optionalEmailProblem(value: string): string | null {
  return value.trim() === "" ? null : emailProblem(value);
}

export type CustomerFormField = "firstName" | "lastName" | "email" | "phone" | "address" | "city" | "state" | "zip" | "servicePlan" | "status" | "tags" | "notes";

/** New customer / Edit customer; the status is chosen from the list the server checks again. */
export const customerChecks: FormChecks<CustomerFormField> = {
  firstName: firstNameProblem,
  lastName: lastNameProblem,
  email: optionalEmailProblem,
  phone: optionalPhoneProblem,
  address: optionalTextProblem(ADDRESS_RULES.address),
  city: optionalTextProblem(ADDRESS_RULES.city),
  state: optionalTextProblem(ADDRESS_RULES.state),
  zip: optionalTextProblem(ADDRESS_RULES.zip),
  servicePlan: optionalTextProblem(SERVICE_PLAN_RULES),
  status: () => null,
  tags: (value) => tagsProblem(normalizeTags(value)),
  notes: optionalTextProblem({ max: NOTES_MAX_LENGTH }),
};
