import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { businesses } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { verificationRecord } from "./custom-domain-rules";

export type CustomDomainStatus =
  | { state: "none" }
  | { state: "pending" | "verified"; domain: string; token: string; record: { name: string; value: string }; verifiedAt: Date | null };

/** The business's custom domain as Settings → Domain shows it (locked FOR UPDATE inside a transaction when asked). */
export async function readCustomDomain(db: DbOrTx, businessId: string, options: { forUpdate?: boolean } = {}): Promise<CustomDomainStatus> {
  const query = db
    .select({ domain: businesses.customDomain, token: businesses.customDomainToken, verifiedAt: businesses.customDomainVerifiedAt })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  if (!row?.domain) return { state: "none" };
  return {
    state: row.verifiedAt ? "verified" : "pending",
    domain: row.domain,
    // A domain set before tokens existed (seed, import) gets its record once re-entered.
    token: row.token ?? "",
    record: verificationRecord(row.domain, row.token ?? ""),
    verifiedAt: row.verifiedAt,
  };
}

type DomainColumns = Partial<Pick<typeof businesses.$inferInsert, "customDomain" | "customDomainToken" | "customDomainVerifiedAt">>;

/** Writes the domain columns and the audit entry that goes with them, in the caller's transaction. */
export async function changeCustomDomain(
  tx: DbOrTx,
  scope: { businessId: string; actorUserId: string },
  columns: DomainColumns,
  audit: { action: `settings.custom_domain_${string}`; meta: Record<string, unknown> },
): Promise<void> {
  await tx.update(businesses).set({ ...columns, updatedAt: new Date() }).where(eq(businesses.id, scope.businessId));
  await writeAuditEntry(tx, {
    businessId: scope.businessId,
    actor: { type: "staff", id: scope.actorUserId },
    action: audit.action,
    target: { type: "business", id: scope.businessId },
    meta: audit.meta,
  });
}
