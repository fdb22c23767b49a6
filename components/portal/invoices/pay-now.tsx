"use client";

import { CreditCard } from "@/components/icons";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { formatCents } from "@/lib/format/money";
import { payInvoiceAction } from "@/lib/portal/actions/pay-invoice";

/** "Pay now": off to Stripe Checkout for what is still due; back on this page when done. */
export function PayNow({ invoiceId, amountDueCents }: { invoiceId: string; amountDueCents: number }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pay = async () => {
    setBusy(true);
    setError(null);
    const result = await payInvoiceAction({ invoiceId }).catch(() => null);
    if (result?.ok) {
      window.location.assign(result.data.url);
      return;
    }
    setBusy(false);
    setError(result?.message ?? "Failed to start the payment");
  };

  return (
    <section aria-labelledby="pay-now-heading" className="flex flex-col gap-3 rounded-xl border bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h2 id="pay-now-heading" className="font-semibold text-slate-900">
          Amount due: <span data-testid="amount-due">{formatCents(amountDueCents)}</span>
        </h2>
        <p className="text-sm text-slate-600">Pay securely by card. You will be taken to Stripe&apos;s payment page.</p>
        {error ? (
          <p role="alert" className="mt-1 text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <Button type="button" onClick={pay} disabled={busy} className="w-full sm:w-auto">
        {busy ? <Spinner /> : <CreditCard aria-hidden="true" />} Pay now
      </Button>
    </section>
  );
}
