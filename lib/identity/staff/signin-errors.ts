import { CredentialsSignin } from "next-auth";

/**
 * Typed refusals thrown from a credentials `authorize`. Their `code` travels in a URL when
 * Auth.js answers a direct form post, so it never says which part was wrong.
 */
export class BlockedSignin extends CredentialsSignin {
  code = "blocked";
}

/**
 * The email and password belong to a customer's portal account, not to staff: the sign-in
 * form sends them to their business's portal login instead (URL built from our apex only).
 */
export class CustomerPortalSignin extends CredentialsSignin {
  code = "credentials";
  constructor(readonly portalLoginUrl: string) {
    super();
  }
}

export const INVALID_CREDENTIALS_MESSAGE = "Invalid email or password";
export const AUTH_FAILED_MESSAGE = "Authentication failed";
