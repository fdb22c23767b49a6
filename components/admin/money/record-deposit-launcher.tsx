"use client";

import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";

// The dialog's form is fetched on the first click: a quote's page loads none of it until staff
// record a deposit (the page's 150 kB first-load JS budget).
const RecordDepositDialog = lazy(() => import("./record-deposit-dialog").then((module) => ({ default: module.RecordDepositDialog })));

type Props = { quoteId: string; suggestedCents: number | null };

/** "Record deposit" on an approved quote: a plain button until clicked, then the dialog, opened. */
export function RecordDepositLauncher(props: Props) {
  const [wanted, setWanted] = useState(false);
  const placeholder = (
    <Button variant="outline" disabled={wanted} onClick={() => setWanted(true)}>
      Record deposit
    </Button>
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <RecordDepositDialog {...props} initiallyOpen />
    </Suspense>
  );
}
