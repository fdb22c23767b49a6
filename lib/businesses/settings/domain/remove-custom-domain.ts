import "server-only";
import { db } from "@/db/client";
import type { BusinessScope } from "@/lib/foundation/scope";
import { invalidateTenant } from "@/lib/tenancy/find-business-by-tenant-key";
import { changeCustomDomain, readCustomDomain, type CustomDomainStatus } from "./custom-domain-row";

/** Removes the custom domain: the portal stops answering on it at once (the subdomain stays). */
export async function removeCustomDomain(scope: BusinessScope & { actorUserId: string }): Promise<CustomDomainStatus> {
  const before = await db.transaction(async (tx) => {
    const current = await readCustomDomain(tx, scope.businessId, { forUpdate: true });
    if (current.state === "none") return current;
    await changeCustomDomain(
      tx,
      scope,
      { customDomain: null, customDomainToken: null, customDomainVerifiedAt: null },
      { action: "settings.custom_domain_removed", meta: { domain: current.domain, wasVerified: current.state === "verified" } },
    );
    return current;
  });
  if (before.state !== "none") invalidateTenant(before.domain);
  return { state: "none" };
}
