"use client";

import { saveQuoteAction } from "@/lib/admin/actions/save-quote";
import { sendQuoteAction } from "@/lib/admin/actions/send-quote";
import type { BuilderOptions } from "@/lib/money/list-builder-options";
import { DocumentBuilder, type BuilderValues } from "./document-builder";

/** The quote builder: the shared DocumentBuilder wired to the quote actions. */
export function QuoteBuilder({ options, quoteId, initial }: { options: BuilderOptions; quoteId?: string; initial: BuilderValues }) {
  return (
    <DocumentBuilder
      kind="quote"
      customers={options.customers}
      services={options.services}
      taxRatePercent={options.taxRatePercent}
      initial={initial}
      save={(p) =>
        saveQuoteAction({
          quoteId: quoteId ?? null,
          customerId: p.customerId,
          title: p.heading,
          lineItems: p.lineItems,
          discountCents: p.discountCents,
          validUntil: p.date,
          terms: p.terms,
          notes: p.notes,
        })
      }
      send={(id) => sendQuoteAction({ quoteId: id })}
    />
  );
}
