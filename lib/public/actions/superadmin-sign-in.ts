"use server";

import { signIn } from "@/auth";
import { DomainError } from "@/lib/foundation/domain-error";
import { publicAction } from "@/lib/core/public-action";
import { signInSchema } from "@/lib/identity/staff/schemas";
import { INVALID_CREDENTIALS_MESSAGE } from "@/lib/identity/staff/signin-errors";
import { destinationOrRefusal } from "@/lib/identity/staff/signin-refusal";

/**
 * /superadmin/login: a separate credentials provider that admits only superadmins; a
 * business owner's correct password is refused with the same message as a wrong one.
 */
export const superadminSignInAction = publicAction(signInSchema, async ({ email, password }) => {
  try {
    await signIn("superadmin", { email, password, redirect: false });
  } catch (error) {
    // A customer's portal credentials are no superadmin's either.
    destinationOrRefusal(error);
    throw new DomainError("unauthenticated", INVALID_CREDENTIALS_MESSAGE);
  }
  return { redirectTo: "/superadmin/dashboard", external: false };
});
