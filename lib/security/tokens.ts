import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * A fresh secret token: 32 random bytes (256 bits) as base64url — 43 characters of
 * letters, digits, "-" and "_", which also satisfies the spec's session-token format.
 */
export function generateToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Tokens are stored only as this SHA-256 hex digest; a database leak reveals no usable token. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export function sha256Hex(content: string | Uint8Array): string {
  return createHash("sha256").update(content).digest("hex");
}

/** Constant-time comparison of two strings. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
