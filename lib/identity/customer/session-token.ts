/**
 * Spec §5 "Session token" (32–128 characters of letters, digits, "-" and "_"): the one shared
 * schema from lib/validation, re-exported under the name the session module uses.
 */
export { sessionToken as sessionTokenSchema, SESSION_TOKEN_MESSAGES } from "@/lib/validation/session-token";
