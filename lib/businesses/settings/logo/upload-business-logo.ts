import "server-only";
import { fileTypeFromBuffer } from "file-type";
import { db } from "@/db/client";
import { DomainError } from "@/lib/foundation/domain-error";
import { getStorage } from "@/lib/files/storage/storage";
import { isStorageFull } from "@/lib/files/storage/storage-errors";
import type { StorageDriver } from "@/lib/files/storage/types";
import { invalidateTenant } from "@/lib/tenancy/find-business-by-tenant-key";
import { lockLogoRow, saveLogo, type LogoActor } from "./logo-row";
import { LOGO_MESSAGES, MAX_LOGO_BYTES } from "./logo-rules";
import { logoKeyOf, newLogoKey } from "./logo-storage";

const EXTENSIONS = { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp" } as const;

/**
 * Settings → Branding → Upload logo (manage_settings, checked by the route): the bytes must
 * really be PNG, JPEG or WebP (magic bytes, never the name or the declared type; SVG is refused
 * since it can carry script) and at most 2 MB. Stored through the storage module, the URL saved
 * on the business, the previous uploaded logo deleted, audited, and the tenant cache dropped so
 * the portal shows it at once.
 */
export async function uploadBusinessLogo(
  scope: LogoActor,
  bytes: Uint8Array,
  deps: { storage?: StorageDriver } = {},
): Promise<{ companyLogo: string }> {
  if (bytes.byteLength === 0) throw new DomainError("invalid", LOGO_MESSAGES.missing, { field: "logo" });
  if (bytes.byteLength > MAX_LOGO_BYTES) throw new DomainError("too_large", LOGO_MESSAGES.tooLarge, { field: "logo" });
  const sniffed = await fileTypeFromBuffer(bytes);
  const ext = sniffed ? EXTENSIONS[sniffed.mime as keyof typeof EXTENSIONS] : undefined;
  if (!sniffed || !ext) throw new DomainError("invalid", LOGO_MESSAGES.type, { field: "logo" });

  const storage = deps.storage ?? getStorage();
  const { key, url } = newLogoKey(scope.businessId, ext);
  await storage.putObject({ key, body: bytes, contentType: sniffed.mime }).catch((error: unknown) => {
    // A full disk is no bug of ours: 507 and the route's message, nothing stored (issue 44 item 5).
    if (isStorageFull(error)) throw new DomainError("insufficient_storage", "Failed to upload the logo", { field: "logo" });
    throw error;
  });
  let before: Awaited<ReturnType<typeof lockLogoRow>> | undefined;
  try {
    await db.transaction(async (tx) => {
      before = await lockLogoRow(tx, scope.businessId);
      await saveLogo(tx, scope, "settings.logo_uploaded", url, { from: before.companyLogo, contentType: sniffed.mime, size: bytes.byteLength });
    });
  } catch (error) {
    // Nothing points at the new object: remove it rather than leave an orphan.
    await storage.deleteObject(key).catch(() => {});
    throw error;
  }
  const oldKey = logoKeyOf(before?.companyLogo);
  if (oldKey) await storage.deleteObject(oldKey).catch(() => {});
  invalidateTenant(before?.portalSubdomain, before?.customDomain);
  return { companyLogo: url };
}
