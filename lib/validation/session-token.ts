import { z } from "zod";

export const SESSION_TOKEN_MIN_LENGTH = 32;
export const SESSION_TOKEN_MAX_LENGTH = 128;

export const SESSION_TOKEN_MESSAGES = {
  required: "Session token is required",
  format: "Invalid session token format",
  characters: "Session token contains invalid characters",
} as const;

/** A portal session token as sent by a client (spec §5): 32–128 of [A-Za-z0-9_-]. */
export const sessionToken = z
  .string({ error: SESSION_TOKEN_MESSAGES.required })
  .min(1, { error: SESSION_TOKEN_MESSAGES.required, abort: true })
  .min(SESSION_TOKEN_MIN_LENGTH, { error: SESSION_TOKEN_MESSAGES.format, abort: true })
  .max(SESSION_TOKEN_MAX_LENGTH, { error: SESSION_TOKEN_MESSAGES.format, abort: true })
  .regex(/^[A-Za-z0-9_-]+$/, { error: SESSION_TOKEN_MESSAGES.characters });
