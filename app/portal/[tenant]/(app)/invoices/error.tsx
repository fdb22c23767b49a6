"use client";

import { AlertTriangle } from "@/components/icons";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";

/** Spec §8: 'Error Loading Invoices - There was an error loading your invoices. Please try again later.' */
export default function InvoicesError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error("invoices failed to load", error.digest ?? error.message);
  }, [error]);
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-6 py-12 text-center" role="alert">
      <AlertTriangle className="size-10 text-red-700" aria-hidden="true" />
      <h1 className="text-xl font-semibold text-red-900">Error Loading Invoices</h1>
      <p className="text-sm text-red-900">There was an error loading your invoices. Please try again later.</p>
      <Button variant="outline" onClick={reset}>
        Try again
      </Button>
    </div>
  );
}
