"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { toast } from "@/components/ui/toast";
import { NativeSelect } from "@/components/ui/native-select";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { setJobInvoicingRuleAction } from "@/lib/admin/actions/schedule/set-job-invoicing-rule";
import { describeNextRun, INVOICING_RULE_LABELS, INVOICING_RULES, type InvoicingRule } from "@/lib/money/invoices/visit-invoicing/invoicing-rules";
import type { JobInvoicingPreview } from "@/lib/money/invoices/visit-invoicing/preview-job-invoicing";

/** The job's invoicing rule: its preview line and, for those who manage invoices, the form to change it. */
export function JobInvoicingPanel({ jobId, preview, canEdit }: { jobId: string; preview: JobInvoicingPreview; canEdit: boolean }) {
  const router = useRouter();
  const id = useId();
  const [rule, setRule] = useState<InvoicingRule>(preview.rule);
  const [day, setDay] = useState(String(preview.invoicingDay ?? 1));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <div className="grid gap-4">
      <p className="text-sm font-medium" data-testid="invoicing-preview">
        {describeNextRun(preview)}
      </p>
      {canEdit ? (
        <form
          className="grid gap-4 sm:grid-cols-[1fr_8rem_auto] sm:items-end"
          onSubmit={async (event) => {
            event.preventDefault();
            setBusy(true);
            setError(null);
            const result = await setJobInvoicingRuleAction({ jobId, rule, invoicingDay: rule === "monthly" ? Number(day) : null }).catch(() => null);
            setBusy(false);
            if (!result?.ok) {
              setError(result?.message ?? "Failed to save the invoicing rule");
              return;
            }
            toast.success("Invoicing rule saved");
            router.refresh();
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor={`${id}-rule`}>Invoice</Label>
            <NativeSelect id={`${id}-rule`} value={rule} onChange={(event) => setRule(event.target.value as InvoicingRule)}>
              {INVOICING_RULES.map((value) => (
                <option key={value} value={value}>
                  {INVOICING_RULE_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-day`}>Day of month</Label>
            <Input id={`${id}-day`} type="number" min={1} max={28} inputMode="numeric" value={day} disabled={rule !== "monthly"} onChange={(event) => setDay(event.target.value)} />
          </div>
          <Button type="submit" disabled={busy}>
            Save rule
          </Button>
          {error ? (
            <p role="alert" className="text-sm font-medium text-destructive sm:col-span-3">
              {error}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
