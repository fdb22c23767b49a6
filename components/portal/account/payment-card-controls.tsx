"use client";

import { CreditCard } from "@/components/icons";
import { usePathname, useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/toast";
import { removeCardAction, setAutopayAction, startCardSetupAction } from "@/lib/portal/actions/payment-card";

/**
 * The inside of My Account → Payment card (payment-card.tsx): save a card on Stripe's page
 * (never on ours), remove it, and turn autopay on or off. The card's description (`status`) and
 * the consent text beside the switch (`consent`) are rendered on the server.
 */
export function PaymentCardControls({ hasCard, autopayEnabled, status, consent }: { hasCard: boolean; autopayEnabled: boolean; status: ReactNode; consent: ReactNode }) {
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
    <div className="grid gap-4 text-sm">
      {status}
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={save} disabled={busy !== null} variant={hasCard ? "outline" : "default"}>
          {busy === "save" ? <Spinner /> : <CreditCard aria-hidden="true" />} {hasCard ? "Update card" : "Save a card"}
        </Button>
        {hasCard ? (
          <Button type="button" variant="outline" onClick={remove} disabled={busy !== null}>
            {busy === "remove" ? <Spinner /> : null} Remove card
          </Button>
        ) : null}
      </div>
      <div className="grid gap-2 border-t pt-4">
        <div className="flex items-center gap-3">
          <Switch id="autopay" checked={autopayEnabled} disabled={!hasCard || busy !== null} onCheckedChange={toggle} aria-describedby="autopay-consent" />
          <label htmlFor="autopay" className="font-medium text-slate-900">
            Pay invoices automatically
          </label>
        </div>
        {consent}
      </div>
      {error ? (
        <p role="alert" className="text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
