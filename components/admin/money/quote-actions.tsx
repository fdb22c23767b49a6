"use client";

import { duplicateQuoteAction } from "@/lib/admin/actions/quotes/duplicate-quote";
import { sendQuoteAction } from "@/lib/admin/actions/quotes/send-quote";
import { DocumentActionButton } from "./document-action-button";

/** Send (drafts only) and Duplicate on a quote's page. */
export function QuoteActions({ quoteId, canSend }: { quoteId: string; canSend: boolean }) {
  return (
    <div className="flex flex-wrap gap-2">
      {canSend ? <DocumentActionButton label="Send to customer" done="Quote sent" run={() => sendQuoteAction({ quoteId })} /> : null}
      <DocumentActionButton label="Duplicate" done="Quote duplicated" variant="outline" run={() => duplicateQuoteAction({ quoteId })} to={(id) => `/admin/quotes/${id}`} />
    </div>
  );
}
