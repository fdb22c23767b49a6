"use client";

import { CheckCircle2, CreditCard, ExternalLink } from "@/components/icons";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { connectStripeAction } from "@/lib/admin/actions/settings/connect-stripe";
import type { PaymentsSettings } from "@/lib/money/stripe/get-payments-settings";

/** Back from Stripe: after the return route checked the account (?stripe=checked), or an expired link (?stripe=refresh). */
const RETURNED = {
  connected: "Stripe is connected. Your customers can now pay invoices by card.",
  pending: "Stripe has not finished checking your account yet. Continue the setup, or come back later.",
  refresh: "The Stripe setup link expired. Continue the setup to get a new one.",
};

const feeText = (bps: number) => (bps === 0 ? "no platform fee" : `a platform fee of ${(bps / 100).toFixed(2).replace(/\.?0+$/, "")}% per payment`);

/** Connect (or finish connecting) the business's Stripe account; shows where it stands. */
export function PaymentsPanel({ serverReady, connection, accountId, platformFeeBps, returned }: PaymentsSettings & { returned: "checked" | "refresh" | null }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const connect = async () => {
    setBusy(true);
    setError(null);
    const result = await connectStripeAction(null).catch(() => null);
    if (result?.ok) {
      window.location.assign(result.data.url);
      return;
    }
    setBusy(false);
    setError(result?.message ?? "Failed to connect Stripe");
  };

  if (!serverReady) {
    return (
      <div className="rounded-xl border bg-white p-4 text-sm" role="status">
        Online card payments are not set up on this server. Customers can still pay by the instructions on their invoices, and you can record
        those payments on each invoice.
      </div>
    );
  }

  return (
    <div className="grid max-w-2xl gap-4">
      {returned && connection !== "none" ? (
        <p role="status" className={connection === "connected" ? "rounded-lg border border-green-300 bg-green-50 p-3 text-sm" : "rounded-lg border bg-amber-50 p-3 text-sm"}>
          {connection === "connected" ? RETURNED.connected : returned === "refresh" ? RETURNED.refresh : RETURNED.pending}
        </p>
      ) : null}
      <div className="grid gap-3 rounded-xl border bg-white p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="flex items-center gap-2 font-semibold">
            <CreditCard className="size-4" aria-hidden="true" /> Stripe
          </h3>
          {connection === "connected" ? (
            <Badge className="bg-green-100 text-green-800" data-testid="stripe-status">
              <CheckCircle2 className="size-3" aria-hidden="true" /> Connected
            </Badge>
          ) : connection === "pending" ? (
            <Badge variant="outline" data-testid="stripe-status">Setup not finished</Badge>
          ) : (
            <Badge variant="outline" data-testid="stripe-status">Not connected</Badge>
          )}
        </div>
        {connection === "connected" ? (
          <p className="text-sm text-muted-foreground">
            Card payments go to Stripe account <code className="break-all">{accountId}</code>, with {feeText(platformFeeBps)}. Refunds you make in
            Stripe show on the invoice.
          </p>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">
              Connect your own Stripe account to show a Pay now button on your open invoices. Payments go to your account, with {feeText(platformFeeBps)}.
            </p>
            {error ? (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
            <div>
              <Button type="button" onClick={connect} disabled={busy}>
                {busy ? <Spinner /> : <ExternalLink aria-hidden="true" />}
                {connection === "pending" ? "Continue Stripe setup" : "Connect Stripe"}
              </Button>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
