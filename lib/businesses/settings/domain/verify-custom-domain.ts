import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { db } from "@/db/client";
import { businesses } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import { invalidateTenant } from "@/lib/tenancy/find-business-by-tenant-key";
import { CUSTOM_DOMAIN_MESSAGES } from "./custom-domain-rules";
import { readCustomDomain, type CustomDomainStatus } from "./custom-domain-row";
import { isMissingRecord, systemTxtResolver, type TxtResolver } from "./txt-resolver";

/**
 * Verify: the domain's `_serviceloop` TXT record must hold this business's token. Only then does
 * the portal answer on the domain (the tenant lookup requires `custom_domain_verified_at`) and
 * Caddy's `ask` endpoint allow a certificate for it. The row is updated only if the domain and
 * token are still the ones checked, so a domain changed meanwhile is not verified by mistake.
 */
export async function verifyCustomDomain(
  scope: BusinessScope & { actorUserId: string },
  resolveTxt: TxtResolver = systemTxtResolver(),
): Promise<CustomDomainStatus> {
  const current = await readCustomDomain(db, scope.businessId);
  if (current.state === "none") throw new DomainError("invalid", CUSTOM_DOMAIN_MESSAGES.noDomain, { field: "domain" });
  if (current.state === "verified") return current;
  if (!current.token) throw new DomainError("invalid", CUSTOM_DOMAIN_MESSAGES.reenter, { field: "domain" });

  let records: string[][];
  try {
    records = await resolveTxt(current.record.name);
  } catch (error) {
    if (isMissingRecord(error)) throw new DomainError("unprocessable", CUSTOM_DOMAIN_MESSAGES.notFound);
    throw new DomainError("unavailable", CUSTOM_DOMAIN_MESSAGES.lookupFailed);
  }
  // A TXT record may be split into several strings; its value is their concatenation.
  const values = records.map((chunks) => chunks.join("").trim());
  if (values.length === 0) throw new DomainError("unprocessable", CUSTOM_DOMAIN_MESSAGES.notFound);
  if (!values.includes(current.record.value)) throw new DomainError("unprocessable", CUSTOM_DOMAIN_MESSAGES.mismatch);

  const verified = await db.transaction(async (tx) => {
    const rows = await tx
      .update(businesses)
      .set({ customDomainVerifiedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(businesses.id, scope.businessId), eq(businesses.customDomain, current.domain), eq(businesses.customDomainToken, current.token), isNull(businesses.customDomainVerifiedAt)))
      .returning({ id: businesses.id });
    if (rows.length === 0) return false;
    await writeAuditEntry(tx, {
      businessId: scope.businessId,
      actor: { type: "staff", id: scope.actorUserId },
      action: "settings.custom_domain_verified",
      target: { type: "business", id: scope.businessId },
      meta: { domain: current.domain },
    });
    return true;
  });
  if (verified) invalidateTenant(current.domain);
  return readCustomDomain(db, scope.businessId);
}
