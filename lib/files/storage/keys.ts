import { randomBytes } from "node:crypto";

/**
 * A key is a relative path of plain segments: letters, digits, "_", "-" and inner dots.
 * No empty segment, no "." or "..", no leading slash, no backslash: a key can never name
 * a place outside the storage root, whichever driver stores it.
 */
const SEGMENT = /^[A-Za-z0-9_-](?:[A-Za-z0-9._-]{0,127})$/;
const MAX_KEY_LENGTH = 512;

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 80))}`);
    this.name = "InvalidStorageKeyError";
  }
}

export function isSafeStorageKey(key: string): boolean {
  if (typeof key !== "string" || key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  return key.split("/").every((segment) => SEGMENT.test(segment) && !segment.includes(".."));
}

export function assertSafeStorageKey(key: string): void {
  if (!isSafeStorageKey(key)) throw new InvalidStorageKeyError(key);
}

/**
 * `{businessId}/{timestamp}-{random}.{ext}` — the spec's "generated unique name" (§7), kept
 * under the owning business so a bucket can be listed or purged per tenant.
 */
export function generateStorageKey(businessId: string, extension: string, now = Date.now()): string {
  const ext = extension.toLowerCase().replace(/[^a-z0-9]/g, "").slice(0, 10) || "bin";
  const key = `${businessId}/${now}-${randomBytes(9).toString("base64url")}.${ext}`;
  assertSafeStorageKey(key);
  return key;
}
