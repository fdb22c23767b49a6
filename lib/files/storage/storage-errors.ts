/**
 * A storage write refused because the store is full: no space left on the device (ENOSPC) or
 * the quota is used up (EDQUOT). Callers answer 507 with the spec's "Failed to upload {file}"
 * instead of a 500, since nothing is wrong with the request and a later retry may succeed.
 */
export function isStorageFull(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "ENOSPC" || code === "EDQUOT";
}
