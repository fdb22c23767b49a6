import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { contracts, contractSignatures, customers, quotes } from "@/db/schema";
import { isUuid } from "@/lib/foundation/is-uuid";
import { customerRowInScope } from "@/lib/locations/location-scope-sql";
import type { BusinessScope } from "@/lib/foundation/scope";
import { contractColumns, figuresOfContractRow } from "./contract-query";
import type { ContractSignatureView, ContractView } from "./contract-views";

export type AdminContractDetail = {
  id: string;
  contractNumber: string | null;
  title: string;
  status: string;
  customerName: string;
  customerId: string;
  /** What the customer sees: the quote's lines and totals, or the total of a contract from terms. */
  figures: ContractView["figures"];
  content: string | null;
  terms: string | null;
  createdAt: string;
  signedDate: string | null;
  quote: { id: string; quoteNumber: string | null } | null;
  signature: ContractSignatureView | null;
};

/** One contract of the business with its figures and signature certificate, or null. */
export async function getBusinessContract(scope: BusinessScope, contractId: string): Promise<AdminContractDetail | null> {
  if (!isUuid(contractId)) return null;
  const [row] = await db
    .select({
      ...contractColumns(),
      customerName: sql<string>`trim(${customers.firstName} || ' ' || ${customers.lastName})`,
      signerName: contractSignatures.signerName,
      signedAt: contractSignatures.signedAt,
      ip: contractSignatures.ip,
      userAgent: contractSignatures.userAgent,
      contentSha256: contractSignatures.contentSha256,
      signatureImage: contractSignatures.signatureImage,
    })
    .from(contracts)
    .innerJoin(customers, and(eq(customers.id, contracts.customerId), eq(customers.businessId, contracts.businessId)))
    .leftJoin(quotes, and(eq(quotes.id, contracts.quoteId), eq(quotes.businessId, contracts.businessId)))
    .leftJoin(contractSignatures, and(eq(contractSignatures.contractId, contracts.id), eq(contractSignatures.businessId, contracts.businessId)))
    .where(and(eq(contracts.id, contractId), customerRowInScope(contracts, scope)));
  if (!row) return null;
  return {
    id: row.id,
    contractNumber: row.contractNumber,
    title: row.title,
    status: row.status,
    customerName: row.customerName,
    customerId: row.customerId,
    figures: figuresOfContractRow(row),
    content: row.content,
    terms: row.terms,
    createdAt: row.createdAt.toISOString(),
    signedDate: row.signedDate?.toISOString() ?? null,
    quote: row.quoteId ? { id: row.quoteId, quoteNumber: row.quoteNumber } : null,
    signature:
      row.signerName && row.signedAt && row.contentSha256 && row.signatureImage
        ? { signerName: row.signerName, signedAt: row.signedAt.toISOString(), ip: row.ip, userAgent: row.userAgent, contentSha256: row.contentSha256, signatureImage: row.signatureImage }
        : null,
  };
}
