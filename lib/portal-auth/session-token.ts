import { z } from "zod";

/**
 * Spec §5 "Session token": 32–128 characters of letters, digits, "-" and "_".
 * Kept here until lib/validation exports the shared schema; the rule and messages are identical.
 */
export const SESSION_TOKEN_MIN = 32;
export const SESSION_TOKEN_MAX = 128;

export const sessionTokenSchema = z
  .string({ error: "Session token is required" })
  .min(1, { error: "Session token is required", abort: true })
  .min(SESSION_TOKEN_MIN, { error: "Invalid session token format", abort: true })
  .max(SESSION_TOKEN_MAX, { error: "Invalid session token format", abort: true })
  .regex(/^[A-Za-z0-9_-]+$/, "Session token contains invalid characters");
