"use client";

import { FileDown } from "@/components/icons";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { STATEMENT_RANGE_ORDER_MESSAGE, type StatementRange } from "@/lib/money/statements/statement-messages";

/**
 * The statement download (admin customer page and portal invoices): a date range and a plain
 * GET of the PDF route, so the browser downloads it natively. A reversed range is caught here
 * before leaving the page; the route refuses it too.
 */
export function StatementRangeForm({ action, initial, label = "Download statement" }: { action: string; initial: StatementRange; label?: string }) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      method="get"
      action={action}
      aria-label="Statement"
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        const data = new FormData(event.currentTarget);
        const from = String(data.get("from") ?? "");
        const to = String(data.get("to") ?? "");
        if (from && to && from > to) {
          event.preventDefault();
          setError(STATEMENT_RANGE_ORDER_MESSAGE);
          return;
        }
        setError(null);
      }}
    >
      <div className="grid gap-1">
        <label htmlFor={`${id}-from`} className="text-xs font-medium text-muted-foreground">
          From
        </label>
        <Input id={`${id}-from`} name="from" type="date" defaultValue={initial.from} className="w-40" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${id}-to`} className="text-xs font-medium text-muted-foreground">
          To
        </label>
        <Input id={`${id}-to`} name="to" type="date" defaultValue={initial.to} className="w-40" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      </div>
      <Button type="submit" variant="outline">
        <FileDown className="size-4" aria-hidden="true" />
        {label}
      </Button>
      {error ? (
        <p id={`${id}-error`} role="alert" className="w-full text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  );
}
