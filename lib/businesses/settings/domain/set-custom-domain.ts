import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/db/client";
import { DomainError } from "@/lib/foundation/domain-error";
import { isUniqueViolation } from "@/lib/foundation/pg-errors";
import type { BusinessScope } from "@/lib/foundation/scope";
import { invalidateTenant } from "@/lib/tenancy/find-business-by-tenant-key";
import { apexHostname } from "@/lib/tenancy/parse-host";
import { CUSTOM_DOMAIN_MESSAGES, type CustomDomainInput } from "./custom-domain-rules";
import { changeCustomDomain, readCustomDomain, type CustomDomainStatus } from "./custom-domain-row";

/**
 * Settings → Domain: the owner enters the domain the portal should answer on. It starts
 * unverified with a fresh TXT token — entering a domain never serves it; only Verify does —
 * and replacing a verified domain stops serving the old one at once. Audited: it moves access.
 */
export async function setCustomDomain(scope: BusinessScope & { actorUserId: string }, input: CustomDomainInput): Promise<CustomDomainStatus> {
  const apex = apexHostname();
  if (input.domain === apex || input.domain.endsWith(`.${apex}`)) throw new DomainError("invalid", CUSTOM_DOMAIN_MESSAGES.ours, { field: "domain" });
  let before: CustomDomainStatus = { state: "none" };
  try {
    await db.transaction(async (tx) => {
      before = await readCustomDomain(tx, scope.businessId, { forUpdate: true });
      if (before.state !== "none" && before.domain === input.domain) return; // same domain: keep its token and state
      await changeCustomDomain(
        tx,
        scope,
        { customDomain: input.domain, customDomainToken: randomBytes(16).toString("hex"), customDomainVerifiedAt: null },
        { action: "settings.custom_domain_set", meta: { from: before.state === "none" ? null : before.domain, to: input.domain } },
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError("conflict", CUSTOM_DOMAIN_MESSAGES.taken, { field: "domain" });
    throw error;
  }
  const previous = before as CustomDomainStatus;
  if (previous.state !== "none") invalidateTenant(previous.domain);
  return readCustomDomain(db, scope.businessId);
}
