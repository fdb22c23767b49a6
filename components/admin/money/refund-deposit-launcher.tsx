"use client";

import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";

// Fetched on the first click, as Record deposit's dialog is: a quote's page stays within its 150 kB first-load JS.
const RefundDepositDialog = lazy(() => import("./refund-deposit-dialog").then((module) => ({ default: module.RefundDepositDialog })));

type Props = { paymentId: string; refundableCents: number; card: boolean };

/** "Refund deposit" on a deposit a quote holds: a plain button until clicked, then the dialog, opened. */
export function RefundDepositLauncher(props: Props) {
  const [wanted, setWanted] = useState(false);
  const placeholder = (
    <Button variant="outline" disabled={wanted} onClick={() => setWanted(true)}>
      Refund deposit
    </Button>
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <RefundDepositDialog {...props} initiallyOpen />
    </Suspense>
  );
}
