import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { contracts, invoices, jobSeries, quoteConversions } from "@/db/schema";
import type { BusinessScope } from "@/lib/foundation/scope";
import { displayDocumentNumber } from "@/lib/format/document-number";
import type { QuoteConversionLink } from "./quote-conversion-views";

/** What a quote of this business became (job, contract, invoice), oldest first, with each target's label. One query. */
export async function listQuoteConversions(scope: BusinessScope, quoteId: string): Promise<QuoteConversionLink[]> {
  const rows = await db
    .select({
      kind: quoteConversions.kind,
      jobSeriesId: quoteConversions.jobSeriesId,
      contractId: quoteConversions.contractId,
      invoiceId: quoteConversions.invoiceId,
      jobTitle: jobSeries.title,
      contractNumber: contracts.contractNumber,
      invoiceNumber: invoices.invoiceNumber,
    })
    .from(quoteConversions)
    .leftJoin(jobSeries, and(eq(jobSeries.businessId, quoteConversions.businessId), eq(jobSeries.id, quoteConversions.jobSeriesId)))
    .leftJoin(contracts, and(eq(contracts.businessId, quoteConversions.businessId), eq(contracts.id, quoteConversions.contractId)))
    .leftJoin(invoices, and(eq(invoices.businessId, quoteConversions.businessId), eq(invoices.id, quoteConversions.invoiceId)))
    .where(and(eq(quoteConversions.businessId, scope.businessId), eq(quoteConversions.quoteId, quoteId)))
    .orderBy(asc(quoteConversions.createdAt), sql`${quoteConversions.kind}`);
  return rows.flatMap((row): QuoteConversionLink[] => {
    if (row.kind === "job" && row.jobSeriesId) return [{ kind: "job", id: row.jobSeriesId, label: row.jobTitle ?? "" }];
    if (row.kind === "contract" && row.contractId) return [{ kind: "contract", id: row.contractId, label: displayDocumentNumber(row.contractNumber, row.contractId) }];
    if (row.kind === "invoice" && row.invoiceId) return [{ kind: "invoice", id: row.invoiceId, label: displayDocumentNumber(row.invoiceNumber, row.invoiceId) }];
    return [];
  });
}
