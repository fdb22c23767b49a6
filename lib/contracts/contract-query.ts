import "server-only";
import { and, eq, inArray, type SQL } from "drizzle-orm";
import { db } from "@/db/client";
import { contractSignatures, contracts, customers, quotes } from "@/db/schema";
import { sha256Hex } from "@/lib/security/tokens";
import { documentCustomerColumns } from "@/lib/customers/customer-columns";
import type { FigureLine } from "@/lib/money/documents/document-figures";
import { contractFigures } from "@/lib/money/documents/figures-of-rows";
import { quoteLinesSql } from "@/lib/money/documents/figures-sql";
import type { ContractView } from "./contract-views";
import type { BusinessScope, CustomerScope } from "@/lib/foundation/scope";
import { customerRowInScope } from "@/lib/locations/location-scope-sql";
import { CUSTOMER_VISIBLE_CONTRACT_STATUSES } from "./contract-policy";

/**
 * The customer's contracts (spec §7 call 22: with the linked quote's id and number) and
 * their signature records, in one query scoped inside the WHERE clause.
 */
export function customerContractsQuery(scope: CustomerScope, where?: SQL) {
  return contractDocumentsQuery(
    and(
      eq(contracts.businessId, scope.businessId),
      eq(contracts.customerId, scope.customerId),
      inArray(contracts.status, [...CUSTOMER_VISIBLE_CONTRACT_STATUSES]),
      where,
    )!,
  );
}

/** Any contract of the business as its customer's document (the staff preview and PDF), drafts included. */
export function businessContractQuery(scope: BusinessScope, contractId: string) {
  return contractDocumentsQuery(and(customerRowInScope(contracts, scope), eq(contracts.id, contractId))!);
}

/** Contracts as their documents, with figures and signature, in one statement; `where` carries the scope. */
function contractDocumentsQuery(where: SQL) {
  return db
    .select({
      ...contractColumns(),
      customer: documentCustomerColumns,
      signerName: contractSignatures.signerName,
      signedAt: contractSignatures.signedAt,
      signatureIp: contractSignatures.ip,
      signatureUserAgent: contractSignatures.userAgent,
      signatureSha256: contractSignatures.contentSha256,
      signatureImage: contractSignatures.signatureImage,
    })
    .from(contracts)
    .innerJoin(customers, and(eq(customers.id, contracts.customerId), eq(customers.businessId, contracts.businessId)))
    .leftJoin(quotes, and(eq(quotes.id, contracts.quoteId), eq(quotes.businessId, contracts.businessId)))
    .leftJoin(
      contractSignatures,
      and(eq(contractSignatures.contractId, contracts.id), eq(contractSignatures.businessId, contracts.businessId)),
    )
    .where(where)
    .$dynamic();
}

type ContractRow = Awaited<ReturnType<typeof contractDocumentsQuery>>[number];

/** The left-joined quote of a contract: what its figures are composed from (its lines in the same statement). */
/** What every read of a contract takes — the document's fields and its quote's figures — defined once (issue 42). */
export const contractColumns = () => ({
  id: contracts.id,
  contractNumber: contracts.contractNumber,
  customerId: contracts.customerId,
  title: contracts.title,
  status: contracts.status,
  totalAmountCents: contracts.totalAmountCents,
  terms: contracts.terms,
  content: contracts.content,
  createdAt: contracts.createdAt,
  signedDate: contracts.signedDate,
  ...contractQuoteColumns(),
});

export const contractQuoteColumns = () => ({
  quoteId: quotes.id,
  quoteNumber: quotes.quoteNumber,
  quoteTitle: quotes.title,
  quoteSubtotalCents: quotes.subtotalCents,
  quoteDiscountCents: quotes.discountCents,
  quoteTaxAmountCents: quotes.taxAmountCents,
  quoteTotalAmountCents: quotes.totalAmountCents,
  quoteLines: quoteLinesSql(),
});

type ContractQuoteRead = {
  totalAmountCents: number;
  quoteId: string | null;
  quoteTitle: string | null;
  quoteSubtotalCents: number | null;
  quoteDiscountCents: number | null;
  quoteTaxAmountCents: number | null;
  quoteTotalAmountCents: number | null;
  quoteLines: FigureLine[];
};

/** A contract's figures from its row and its quote's (lib/money/documents/figures-of-rows.ts). */
export function figuresOfContractRow(row: ContractQuoteRead): ContractView["figures"] {
  const quote = row.quoteId
    ? {
        id: row.quoteId,
        title: row.quoteTitle ?? "",
        subtotalCents: row.quoteSubtotalCents ?? 0,
        discountCents: row.quoteDiscountCents ?? 0,
        taxAmountCents: row.quoteTaxAmountCents ?? 0,
        totalAmountCents: row.quoteTotalAmountCents ?? 0,
        lines: row.quoteLines,
      }
    : null;
  return contractFigures(row, quote);
}

/** The hash a signature records: SHA-256 (hex) of the contract's content exactly as stored. */
export function contractContentSha256(content: string | null): string {
  return sha256Hex(content ?? "");
}

export function toContractView(row: ContractRow): ContractView {
  return {
    id: row.id,
    contractNumber: row.contractNumber,
    title: row.title,
    status: row.status,
    figures: figuresOfContractRow(row),
    terms: row.terms,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    signedDate: row.signedDate ? row.signedDate.toISOString() : null,
    quote: row.quoteId ? { id: row.quoteId, quoteNumber: row.quoteNumber } : null,
    customer: row.customer,
    contentSha256: contractContentSha256(row.content),
    signature:
      row.signerName && row.signedAt && row.signatureSha256 && row.signatureImage
        ? {
            signerName: row.signerName,
            signedAt: row.signedAt.toISOString(),
            ip: row.signatureIp,
            userAgent: row.signatureUserAgent,
            contentSha256: row.signatureSha256,
            signatureImage: row.signatureImage,
          }
        : null,
  };
}
