import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { contracts } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import { displayDocumentNumber } from "@/lib/format/document-number";
import { tellCustomerAboutDocument } from "@/lib/money/documents/tell-customer-about-document";

/** draft → sent ('Awaiting Signature'); the customer is told and signs in the portal. */
export async function sendContract(scope: BusinessScope, input: { contractId: string }): Promise<{ id: string; status: "sent" }> {
  const [row] = await db
    .update(contracts)
    .set({ status: "sent", updatedAt: sql`now()` })
    .where(and(eq(contracts.id, input.contractId), eq(contracts.businessId, scope.businessId), eq(contracts.status, "draft")))
    .returning({ id: contracts.id, customerId: contracts.customerId, contractNumber: contracts.contractNumber, title: contracts.title });
  if (!row) {
    const [existing] = await db.select({ status: contracts.status }).from(contracts).where(and(eq(contracts.id, input.contractId), eq(contracts.businessId, scope.businessId)));
    if (!existing) throw new DomainError("not_found", "Contract not found");
    throw new DomainError("conflict", "This contract has already been sent");
  }
  const label = displayDocumentNumber(row.contractNumber, row.id);
  await tellCustomerAboutDocument(
    { businessId: scope.businessId, customerId: row.customerId },
    { kind: "contract", title: `Contract ${label} awaits your signature`, body: `Please review and sign "${row.title}".`, portalPath: "/contracts", linkLabel: "Review and sign" },
  );
  return { id: row.id, status: "sent" };
}
