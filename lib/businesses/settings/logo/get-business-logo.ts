import "server-only";
import { getStorage } from "@/lib/files/storage/storage";
import type { StoredObject, StorageDriver } from "@/lib/files/storage/types";
import { logoKeyFromParts } from "./logo-storage";

/**
 * The bytes behind `/brand/logos/{businessId}/{file}`, or null. Public on purpose (the portal's
 * sign-in shows the logo before anyone signs in); only `logo-…` objects are reachable, and each
 * upload has a new name, so a removed or replaced logo is gone from storage.
 */
export async function getBusinessLogo(businessId: string | undefined, file: string | undefined, deps: { storage?: StorageDriver } = {}): Promise<StoredObject | null> {
  const key = logoKeyFromParts(businessId, file);
  if (!key) return null;
  const object = await (deps.storage ?? getStorage()).getObject(key);
  if (!object || !["image/png", "image/jpeg", "image/webp"].includes(object.contentType)) return null;
  return object;
}
