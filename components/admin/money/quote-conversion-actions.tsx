"use client";

import { createContractFromQuoteAction } from "@/lib/admin/actions/quotes/create-contract-from-quote";
import { createInvoiceFromQuoteAction } from "@/lib/admin/actions/quotes/create-invoice-from-quote";
import { createJobFromQuoteAction } from "@/lib/admin/actions/quotes/create-job-from-quote";
import { quoteConversionHref } from "@/lib/quotes/conversions/quote-conversion-views";
import { DocumentActionButton } from "./document-action-button";

export type QuoteConversionOffer = {
  job: boolean;
  contract: boolean;
  invoice: boolean;
};

/**
 * An approved quote's "Create job", "Create contract" and "Create invoice" — each offered while
 * the quote has not become one yet and the staff member may make it; each opens what it made
 * (the same one, should another tab have made it first).
 */
export function QuoteConversionActions({ quoteId, offer }: { quoteId: string; offer: QuoteConversionOffer }) {
  return (
    <div className="flex flex-wrap gap-2">
      {offer.job ? (
        <DocumentActionButton
          label="Create job"
          done="Job created"
          run={() => createJobFromQuoteAction({ quoteId })}
          to={(id) => quoteConversionHref({ kind: "job", id })}
        />
      ) : null}
      {offer.contract ? (
        <DocumentActionButton
          label="Create contract"
          done="Contract created"
          variant="outline"
          run={() => createContractFromQuoteAction({ quoteId })}
          to={(id) => quoteConversionHref({ kind: "contract", id })}
        />
      ) : null}
      {offer.invoice ? (
        <DocumentActionButton
          label="Create invoice"
          done="Invoice created"
          variant="outline"
          run={() => createInvoiceFromQuoteAction({ quoteId })}
          to={(id) => quoteConversionHref({ kind: "invoice", id })}
        />
      ) : null}
    </div>
  );
}
