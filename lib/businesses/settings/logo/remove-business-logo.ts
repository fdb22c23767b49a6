import "server-only";
import { db } from "@/db/client";
import { DomainError } from "@/lib/foundation/domain-error";
import { getStorage } from "@/lib/files/storage/storage";
import type { StorageDriver } from "@/lib/files/storage/types";
import { invalidateTenant } from "@/lib/tenancy/find-business-by-tenant-key";
import { lockLogoRow, saveLogo, type LogoActor } from "./logo-row";
import { logoKeyOf } from "./logo-storage";

export const NO_LOGO_MESSAGE = "There is no logo to remove";

/** Settings → Branding → Remove logo: the portal shows the name alone again (audited, cache dropped). */
export async function removeBusinessLogo(actor: LogoActor, deps: { storage?: StorageDriver } = {}): Promise<void> {
  const before = await db.transaction(async (tx) => {
    const row = await lockLogoRow(tx, actor.businessId);
    if (!row.companyLogo) throw new DomainError("conflict", NO_LOGO_MESSAGE);
    await saveLogo(tx, actor, "settings.logo_removed", null, { from: row.companyLogo });
    return row;
  });
  const key = logoKeyOf(before.companyLogo);
  if (key) await (deps.storage ?? getStorage()).deleteObject(key).catch(() => {});
  invalidateTenant(before.portalSubdomain, before.customDomain);
}
