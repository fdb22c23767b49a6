"use client";

import { reviseQuoteAction } from "@/lib/admin/actions/quotes/revise-quote";
import type { BuilderOptions } from "@/lib/money/documents/list-builder-options";
import { quoteFieldsOf } from "./builder-payloads";
import { DocumentBuilder, type BuilderValues } from "./document-builder";

/**
 * The builder revising a sent quote (issue 37): same customer, new lines, discount and terms;
 * sending it makes the next revision and tells the customer.
 */
export function QuoteRevisionBuilder({ options, quoteId, initial }: { options: BuilderOptions; quoteId: string; initial: BuilderValues }) {
  return (
    <DocumentBuilder
      kind="quote"
      customers={options.customers}
      services={options.services}
      taxRatePercent={options.taxRatePercent}
      initial={initial}
      customerLocked
      revision={{ cancelHref: `/admin/quotes/${quoteId}` }}
      save={(p) => reviseQuoteAction({ quoteId, ...quoteFieldsOf(p) })}
    />
  );
}
