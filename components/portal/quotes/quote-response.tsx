"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { respondToQuoteAction } from "@/lib/portal/actions/respond-to-quote";
import type { QuoteDecision } from "@/lib/quotes/quote-response-schema";
import { DEMO_DISABLED_MESSAGE } from "../demo-notice";
import { QuoteResponseDialog } from "./quote-response-dialog";

const TOASTS = {
  approve: { title: "Quote Approved", description: "The quote has been approved successfully.", failure: "Failed to approve quote" },
  decline: { title: "Quote Declined", description: "The quote has been declined.", failure: "Failed to decline quote" },
} as const;

/** Approve or Decline a sent quote: the one part of /quotes/{id} that needs the browser. */
export function QuoteResponse({ quoteId, demo = false }: { quoteId: string; demo?: boolean }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function respond(decision: QuoteDecision, comment: string): Promise<boolean> {
    if (demo) return false;
    setPending(true);
    const result = await respondToQuoteAction({ quoteId, decision, comment }).catch(() => null);
    // Approved with a deposit to pay by card: straight on to its Checkout (issue 37 item 3).
    if (result?.ok && result.data.depositCheckoutUrl) {
      toast.success(TOASTS[decision].title, { description: "Taking you to pay the deposit…" });
      window.location.assign(result.data.depositCheckoutUrl);
      return true;
    }
    setPending(false);
    if (result?.ok) {
      toast.success(TOASTS[decision].title, { description: TOASTS[decision].description });
      router.refresh();
      return true;
    }
    toast.error("Error", { description: result?.message ?? TOASTS[decision].failure });
    return false;
  }

  return (
    <section aria-label="Respond to this quote" className="flex flex-col gap-3 rounded-xl border bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-700">Please review the quote below and let us know your decision.</p>
      <div className="flex flex-col gap-1">
        <div className="flex gap-2">
          <QuoteResponseDialog decision="decline" pending={pending} disabled={demo} describedBy={demo ? "quote-demo-note" : undefined} onConfirm={(c) => respond("decline", c)} />
          <QuoteResponseDialog decision="approve" pending={pending} disabled={demo} describedBy={demo ? "quote-demo-note" : undefined} onConfirm={(c) => respond("approve", c)} />
        </div>
        {demo ? (
          <span id="quote-demo-note" className="text-xs text-slate-600">
            {DEMO_DISABLED_MESSAGE}
          </span>
        ) : null}
      </div>
    </section>
  );
}
