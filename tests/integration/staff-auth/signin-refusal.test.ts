/** Pure, but next-auth needs the integration project's inlined dependencies to load. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { DomainError } from "@/lib/foundation/domain-error";
import { BLOCKED_MESSAGE } from "@/lib/security/throttle";
import { BlockedSignin, CustomerPortalSignin, INVALID_CREDENTIALS_MESSAGE, AUTH_FAILED_MESSAGE } from "@/lib/identity/staff/signin-errors";
import { destinationOrRefusal } from "@/lib/identity/staff/signin-refusal";

afterEach(() => vi.restoreAllMocks());

/** What destinationOrRefusal throws for an error, as { code, message }. */
function refusalOf(error: unknown) {
  try {
    destinationOrRefusal(error);
  } catch (thrown) {
    if (!(thrown instanceof DomainError)) throw thrown;
    return { code: thrown.code, message: thrown.message };
  }
  throw new Error("expected a refusal");
}

describe("the sign-in form's answer to an Auth.js error", () => {
  it("sends a customer's portal credentials to their portal's login", () => {
    expect(destinationOrRefusal(new CustomerPortalSignin("http://greenleaf.localhost:3000/login"))).toEqual({
      redirectTo: "http://greenleaf.localhost:3000/login",
      external: true,
    });
  });

  it("a blocked sign-in is throttled with the spec's message", () => {
    expect(new BlockedSignin().code).toBe("blocked");
    expect(refusalOf(new BlockedSignin())).toEqual({ code: "throttled", message: BLOCKED_MESSAGE });
  });

  it("any other credentials refusal says only that the email or password is wrong", () => {
    expect(INVALID_CREDENTIALS_MESSAGE).toBe("Invalid email or password");
    expect(refusalOf({ type: "CredentialsSignin", code: "credentials" })).toEqual({ code: "unauthenticated", message: INVALID_CREDENTIALS_MESSAGE });
    // A portal URL that is not a string is not followed.
    expect(refusalOf({ type: "CredentialsSignin", code: "credentials", portalLoginUrl: 42 })).toEqual({ code: "unauthenticated", message: INVALID_CREDENTIALS_MESSAGE });
  });

  it("another Auth.js failure is logged and answered generically", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(AUTH_FAILED_MESSAGE).toBe("Authentication failed");
    expect(refusalOf({ type: "CallbackRouteError" })).toEqual({ code: "unauthenticated", message: AUTH_FAILED_MESSAGE });
    expect(log).toHaveBeenCalledTimes(1);
  });

  it("rethrows what is not an Auth.js error (e.g. Next's redirect)", () => {
    const redirect = new Error("NEXT_REDIRECT");
    expect(() => destinationOrRefusal(redirect)).toThrow(redirect);
    expect(() => destinationOrRefusal(null)).toThrow();
  });
});
