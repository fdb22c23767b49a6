import { randomBytes } from "node:crypto";
import { isUuid } from "@/lib/foundation/is-uuid";
import { LOGO_FILE_NAME, LOGO_PATH_PREFIX } from "./logo-rules";

/**
 * A logo's storage key and public URL: `{businessId}/logo-….ext` (under the business, like
 * every stored object) ↔ `/brand/logos/{businessId}/logo-….ext`. Message files never match
 * the `logo-` name, so the public route can only ever serve logos.
 */
export function newLogoKey(businessId: string, ext: "png" | "jpg" | "webp", now = Date.now()): { key: string; url: string } {
  const file = `logo-${now}-${randomBytes(9).toString("base64url")}.${ext}`;
  return { key: `${businessId}/${file}`, url: `${LOGO_PATH_PREFIX}${businessId}/${file}` };
}

/** The storage key of a logo URL of ours, or null (seeded `/brand/*.svg` files, anything else). */
export function logoKeyOf(url: string | null | undefined): string | null {
  if (!url?.startsWith(LOGO_PATH_PREFIX)) return null;
  const [businessId, file, ...rest] = url.slice(LOGO_PATH_PREFIX.length).split("/");
  return logoKeyFromParts(businessId, file, rest.length);
}

export function logoKeyFromParts(businessId: string | undefined, file: string | undefined, extra = 0): string | null {
  if (extra !== 0 || !businessId || !file || !isUuid(businessId) || !LOGO_FILE_NAME.test(file)) return null;
  return `${businessId}/${file}`;
}
