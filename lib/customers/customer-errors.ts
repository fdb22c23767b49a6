import { DomainError } from "@/lib/foundation/domain-error";
import { isUniqueViolation } from "@/lib/foundation/pg-errors";

export const CUSTOMER_NOT_FOUND = "Customer not found";
export const DUPLICATE_EMAIL_MESSAGE = "A customer with this email address already exists";

export const customerNotFound = () => new DomainError("not_found", CUSTOMER_NOT_FOUND);

/** The email is the portal login: unique (ignoring case) within one business. */
export function rethrowDuplicateEmail(error: unknown): never {
  if (isUniqueViolation(error, "customers_business_email_key")) throw new DomainError("conflict", DUPLICATE_EMAIL_MESSAGE, { field: "email" });
  throw error;
}
