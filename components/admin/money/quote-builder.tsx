"use client";

import { acceptServiceRequestIntoQuoteAction } from "@/lib/admin/actions/service-requests/accept-service-request-into-quote";
import { saveQuoteAction } from "@/lib/admin/actions/quotes/save-quote";
import { sendQuoteAction } from "@/lib/admin/actions/quotes/send-quote";
import type { BuilderOptions } from "@/lib/money/documents/list-builder-options";
import { quoteFieldsOf } from "./builder-payloads";
import { DocumentBuilder, type BuilderValues } from "./document-builder";

/**
 * The quote builder: the shared DocumentBuilder wired to the quote actions. With a service
 * request, the first save creates the draft and accepts the request in one step (its
 * customer fixed); the builder then moves on to the saved quote's own page.
 */
export function QuoteBuilder({ options, quoteId, initial, requestId }: { options: BuilderOptions; quoteId?: string; initial: BuilderValues; requestId?: string }) {
  return (
    <DocumentBuilder
      kind="quote"
      customers={options.customers}
      services={options.services}
      taxRatePercent={options.taxRatePercent}
      initial={initial}
      customerLocked={Boolean(requestId)}
      save={(p) =>
        requestId ? acceptServiceRequestIntoQuoteAction({ requestId, ...quoteFieldsOf(p) }) : saveQuoteAction({ quoteId: quoteId ?? null, customerId: p.customerId, ...quoteFieldsOf(p) })
      }
      send={(id) => sendQuoteAction({ quoteId: id })}
    />
  );
}
