"use client";

import { FileText } from "@/components/icons";
import { useState } from "react";
import { FormError } from "@/components/ui/form-error";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/toast";
import { useActionCall } from "@/components/ui/use-action-call";
import { updateInvoicingSettingsAction } from "@/lib/admin/actions/settings/update-invoicing-settings";

/**
 * Settings → Payments → Invoicing: whether the invoices the recurring jobs' invoicing rules
 * create are sent at once (Jobber's "automatically send invoices") or wait as drafts. Saved
 * when switched; a refusal puts the switch back.
 */
export function InvoicingSettingsForm({ autoSendRuleInvoices }: { autoSendRuleInvoices: boolean }) {
  const [checked, setChecked] = useState(autoSendRuleInvoices);
  const { busy, error, call } = useActionCall();

  const change = async (next: boolean) => {
    setChecked(next);
    const saved = await call(() => updateInvoicingSettingsAction({ autoSendRuleInvoices: next }), "Failed to save the invoicing settings");
    if (!saved) {
      setChecked(!next);
      return;
    }
    toast.success(next ? "Rule invoices will be sent automatically" : "Rule invoices will wait as drafts");
  };

  return (
    <section aria-labelledby="invoicing-settings-heading" className="grid max-w-2xl gap-3 rounded-xl border bg-white p-4">
      <h3 id="invoicing-settings-heading" className="flex items-center gap-2 font-semibold">
        <FileText className="size-4" aria-hidden="true" /> Invoicing
      </h3>
      <div className="flex items-start gap-3">
        <Switch id="auto-send-rule-invoices" checked={checked} onCheckedChange={change} disabled={busy} aria-describedby="auto-send-rule-invoices-help" className="mt-0.5" />
        <div className="grid gap-1">
          <Label htmlFor="auto-send-rule-invoices">Send invoices created by invoicing rules automatically</Label>
          <p id="auto-send-rule-invoices-help" className="text-sm text-muted-foreground">
            When a recurring job&apos;s invoicing rule creates an invoice, it is sent to the customer at once, and a customer with autopay is
            charged. Off: those invoices wait as drafts until you send them.
          </p>
        </div>
        {busy ? <Spinner /> : null}
      </div>
      <FormError message={error} />
    </section>
  );
}
