"use client";

import { CreditCard } from "@/components/icons";
import { usePathname, useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/toast";
import { AUTOPAY_CONSENT_TEXT, describeCard, type SavedCardView } from "@/lib/payments/autopay/autopay-policy";
import { removeCardAction, setAutopayAction, startCardSetupAction } from "@/lib/portal/actions/payment-card";

/**
 * My Account → Payment card: save a card on Stripe's page (never on ours), remove it, and
 * turn autopay on or off with the consent text beside the switch. Shown only when the
 * business takes card payments.
 */
export function PaymentCard({ card, autopayEnabled, justSaved = false }: { card: SavedCardView | null; autopayEnabled: boolean; justSaved?: boolean }) {
  const router = useRouter();
  const pathname = usePathname();
  const [busy, setBusy] = useState<null | "save" | "remove" | "autopay">(null);
  const [error, setError] = useState<string | null>(null);

  const run = async <T,>(kind: "save" | "remove" | "autopay", call: () => Promise<{ ok: true; data: T } | { ok: false; message: string }>, done: (data: T) => void) => {
    setBusy(kind);
    setError(null);
    const result = await call().catch(() => null);
    if (result?.ok) {
      done(result.data);
      if (kind !== "save") setBusy(null);
      return;
    }
    setBusy(null);
    setError(result?.message ?? "Something went wrong. Please try again.");
  };
  const save = () => run("save", () => startCardSetupAction(null), (data) => window.location.assign(data.url));
  const remove = () =>
    run("remove", () => removeCardAction(null), () => {
      toast.success("Card removed");
      // Drops a "?card=saved" left from Stripe's return, which would still say the card is being saved.
      router.replace(`${pathname}#payment-card`, { scroll: false });
    });
  const toggle = (enabled: boolean) =>
    run("autopay", () => setAutopayAction({ enabled }), () => {
      toast.success(enabled ? "Autopay is on" : "Autopay is off");
      router.refresh();
    });

  return (
    <Card id="payment-card" role="region" aria-labelledby="payment-card-heading">
      <CardHeader>
        <CardTitle>
          <h2 id="payment-card-heading">Payment card</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        {card ? (
          <p className="flex items-center gap-2 font-medium text-slate-900" data-testid="saved-card">
            <CreditCard className="size-4" aria-hidden="true" /> {describeCard(card)}
          </p>
        ) : justSaved ? (
          <p className="text-slate-600" role="status">
            Stripe is saving your card. Refresh this page in a moment to see it.
          </p>
        ) : (
          <p className="text-slate-600">No card saved. Save one to pay invoices automatically. Your card details are kept by Stripe, never by us.</p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="button" onClick={save} disabled={busy !== null} variant={card ? "outline" : "default"}>
            {busy === "save" ? <Spinner /> : <CreditCard aria-hidden="true" />} {card ? "Update card" : "Save a card"}
          </Button>
          {card ? (
            <Button type="button" variant="outline" onClick={remove} disabled={busy !== null}>
              {busy === "remove" ? <Spinner /> : null} Remove card
            </Button>
          ) : null}
        </div>
        <div className="grid gap-2 border-t pt-4">
          <div className="flex items-center gap-3">
            <Switch id="autopay" checked={autopayEnabled} disabled={!card || busy !== null} onCheckedChange={toggle} aria-describedby="autopay-consent" />
            <label htmlFor="autopay" className="font-medium text-slate-900">
              Pay invoices automatically
            </label>
          </div>
          <p id="autopay-consent" className="text-slate-600">
            {card ? AUTOPAY_CONSENT_TEXT : "Save a card to turn on autopay."}
          </p>
        </div>
        {error ? (
          <p role="alert" className="text-destructive">
            {error}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
