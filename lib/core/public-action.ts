import "server-only";
import type { z } from "zod";
import { isHoneypotFilled } from "@/lib/security/honeypot";
import { isOverPublicFormLimit, PUBLIC_FORM_LIMIT_MESSAGE, recordPublicFormSubmission, type PublicFormScope } from "@/lib/security/public-form-guard";
import { guardAttempt, recordAttempt, type ThrottleScope } from "@/lib/security/throttle";
import { defineAction, type WrappedAction } from "./define-action";
import { DomainError, isDomainError } from "@/lib/foundation/domain-error";
import { currentRequestInfo, type RequestInfo } from "./request-context";

export type PublicContext = RequestInfo;

export type PublicActionOptions<S extends z.ZodType, T> = {
  fallback?: string;
  /**
   * Failed attempts are counted per account and address (sign-up, invitations): while
   * throttled the action answers 429; a DomainError from the handler counts as a failure.
   */
  throttle?: { scope: ThrottleScope; account?: (input: z.output<S>) => string | null };
  /** Anonymous forms: every accepted submission counts toward a per-address hourly cap. */
  cap?: PublicFormScope;
  /** A filled honeypot field is answered like a success and nothing is stored. */
  honeypot?: () => T;
};

/**
 * An action anyone may call (sign-in, sign-up, waitlist, contact, invitations). The
 * credential, if any, is in the input; the guards are the schema, throttling and caps.
 */
export function publicAction<S extends z.ZodType, T>(
  schema: S,
  handler: (input: z.output<S>, ctx: PublicContext) => Promise<T>,
  options: PublicActionOptions<S, T> = {},
): WrappedAction<T> {
  return defineAction({
    kind: "public",
    schema,
    fallback: options.fallback,
    // The honeypot field is not part of the schema, so it is read from the raw input.
    authenticate: async (rawInput) => ({ ...(await currentRequestInfo()), trapped: isHoneypotFilled(rawInput) }),
    handler: async (input, { trapped, ...ctx }) => {
      if (options.honeypot && trapped) return options.honeypot();
      if (options.cap) {
        if (await isOverPublicFormLimit({ scope: options.cap, ip: ctx.ip })) throw new DomainError("throttled", PUBLIC_FORM_LIMIT_MESSAGE);
        await recordPublicFormSubmission({ scope: options.cap, ip: ctx.ip });
      }
      if (!options.throttle) return handler(input, ctx);
      const attempt = { scope: options.throttle.scope, accountKey: options.throttle.account?.(input) ?? null, ip: ctx.ip };
      await guardAttempt(attempt);
      try {
        const result = await handler(input, ctx);
        await recordAttempt(attempt, true);
        return result;
      } catch (error) {
        if (isDomainError(error) && error.code !== "throttled") await recordAttempt(attempt, false);
        throw error;
      }
    },
  });
}
