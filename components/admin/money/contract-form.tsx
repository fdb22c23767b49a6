"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { createContractAction } from "@/lib/admin/actions/contracts/create-contract";
import type { BuilderCustomer } from "@/lib/money/documents/list-builder-options";

/** New contract: from an approved quote, or from a customer, a title and the agreement's text. */
export function ContractForm({ approvedQuotes, customers }: { approvedQuotes: Array<{ id: string; label: string }>; customers: BuilderCustomer[] }) {
  const router = useRouter();
  const id = useId();
  const [source, setSource] = useState<"quote" | "terms">(approvedQuotes.length ? "quote" : "terms");
  const [quoteId, setQuoteId] = useState("");
  const [endDate, setEndDate] = useState("");
  const [customerId, setCustomerId] = useState("");
  const [title, setTitle] = useState("");
  const [content, setContent] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="grid gap-6"
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        setError(null);
        const input = source === "quote" ? { source, quoteId, endDate } : { source, customerId, title, content };
        const result = await createContractAction(input).catch(() => null);
        setBusy(false);
        if (!result?.ok) {
          setError(result?.message ?? "Failed to create contract");
          return;
        }
        // A quote makes one contract: when it already has one, that one is opened instead.
        toast.success(result.data.created ? "Contract created" : "This quote already has its contract — opening it");
        router.push(`/admin/contracts/${result.data.id}`);
      }}
    >
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-2 text-sm font-medium">Start from</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name="source" checked={source === "quote"} onChange={() => setSource("quote")} /> An approved quote
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name="source" checked={source === "terms"} onChange={() => setSource("terms")} /> Terms text
        </label>
      </fieldset>
      <Card>
        <CardContent className="grid gap-4 pt-6">
          {source === "quote" ? (
            <>
              <div className="grid gap-2">
                <Label htmlFor={`${id}-quote`}>Approved quote</Label>
                <select id={`${id}-quote`} className="h-9 rounded-md border bg-white px-3 text-sm" value={quoteId} required onChange={(e) => setQuoteId(e.target.value)}>
                  <option value="">Choose an approved quote…</option>
                  {approvedQuotes.map((quote) => (
                    <option key={quote.id} value={quote.id}>
                      {quote.label}
                    </option>
                  ))}
                </select>
                {approvedQuotes.length === 0 ? <p className="text-sm text-muted-foreground">No approved quotes yet.</p> : null}
              </div>
              <div className="grid gap-2">
                <Label htmlFor={`${id}-end`}>End date (optional)</Label>
                <Input id={`${id}-end`} type="date" value={endDate} onChange={(e) => setEndDate(e.target.value)} />
              </div>
            </>
          ) : (
            <>
              <div className="grid gap-2">
                <Label htmlFor={`${id}-customer`}>Customer</Label>
                <select id={`${id}-customer`} className="h-9 rounded-md border bg-white px-3 text-sm" value={customerId} required onChange={(e) => setCustomerId(e.target.value)}>
                  <option value="">Choose a customer…</option>
                  {customers.map((customer) => (
                    <option key={customer.id} value={customer.id}>
                      {customer.name}
                    </option>
                  ))}
                </select>
              </div>
              <div className="grid gap-2">
                <Label htmlFor={`${id}-title`}>Title</Label>
                <Input id={`${id}-title`} value={title} required maxLength={200} onChange={(e) => setTitle(e.target.value)} />
              </div>
              <div className="grid gap-2">
                <Label htmlFor={`${id}-content`}>Agreement</Label>
                <Textarea id={`${id}-content`} value={content} required rows={12} onChange={(e) => setContent(e.target.value)} />
              </div>
            </>
          )}
        </CardContent>
      </Card>
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={busy}>
          Create draft contract
        </Button>
      </div>
    </form>
  );
}
