"use client";

import { useState } from "react";
import { payQuoteDepositAction } from "@/lib/portal/actions/pay-quote-deposit";

/**
 * "Pay deposit": off to a new Stripe Checkout for the deposit still open; back on the quote when
 * done. Kept to a bare button (no icon, no spinner) — the quote page's first-load JS is at its budget.
 */
export function PayDeposit({ quoteId, className }: { quoteId: string; className: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pay = async () => {
    setBusy(true);
    setError(null);
    const result = await payQuoteDepositAction({ quoteId }).catch(() => null);
    if (result?.ok) return window.location.assign(result.data.url);
    setBusy(false);
    setError(result?.message ?? "Failed to start the payment");
  };
  return (
    <div className="flex flex-col gap-1">
      <button type="button" onClick={pay} disabled={busy} aria-busy={busy} className={className}>
        {busy ? "Opening payment…" : "Pay deposit"}
      </button>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
