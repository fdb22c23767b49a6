"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { BILLING_METHODS } from "@/db/schema/enums";
import { createServiceAction } from "@/lib/admin/actions/services/create-service";
import { updateServiceAction } from "@/lib/admin/actions/services/update-service";
import type { AdminServiceView } from "@/lib/catalog/admin-service-views";
import { BILLING_METHOD_LABELS } from "@/lib/catalog/billing-method-labels";
import { formatServicePrice } from "@/lib/format/service-price";
import { firstErrorMessage } from "@/lib/validation/first-error";

// zod stays out of this page's first load: the schema is fetched on the form's first focus and used on submit.
const loadSchema = () => import("@/lib/catalog/service-schema").then((module) => module.serviceInputSchema);

type Values = {
  name: string;
  description: string;
  price: string;
  billingMethod: (typeof BILLING_METHODS)[number];
  isRecurring: boolean;
  recurringInterval: string;
  durationMinutes: string;
  tags: string;
  active: boolean;
};

const EMPTY: Values = { name: "", description: "", price: "", billingMethod: "flat", isRecurring: false, recurringInterval: "", durationMinutes: "", tags: "", active: true };

function valuesOf(service: AdminServiceView): Values {
  return {
    name: service.name,
    description: service.description ?? "",
    price: service.priceCents === null ? "" : (service.priceCents / 100).toFixed(2),
    billingMethod: service.billingMethod as Values["billingMethod"],
    isRecurring: service.isRecurring,
    recurringInterval: service.recurringInterval ?? "",
    durationMinutes: service.durationMinutes === null ? "" : String(service.durationMinutes),
    tags: service.tags.join(", "),
    active: service.active,
  };
}

/** Create or edit a service; the same zod schema checks it here and on the server. */
export function ServiceFormDialog({ service }: { service?: AdminServiceView }) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Values>(service ? valuesOf(service) : EMPTY);
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  const errorFor = (field: string) => (error?.field === field ? error.message : undefined);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = (await loadSchema()).safeParse(values);
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path[0];
      setError({ field: typeof field === "string" ? field : undefined, message: firstErrorMessage(parsed.error) });
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const result = service ? await updateServiceAction({ serviceId: service.id, values }) : await createServiceAction(values);
      if (!result.ok) {
        setError({ field: result.field, message: result.message });
        toast.error(result.message);
        return;
      }
      toast.success(service ? "Service updated" : "Service added");
      setOpen(false);
      if (!service) setValues(EMPTY);
    } catch {
      toast.error("Failed to save service");
    } finally {
      setBusy(false);
    }
  };

  const preview = formatServicePrice({
    priceCents: values.price.trim() === "" || Number.isNaN(Number(values.price)) ? null : Math.round(Number(values.price) * 100),
    billingMethod: values.billingMethod,
    recurringInterval: values.isRecurring ? values.recurringInterval : null,
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        {service ? (
          <Button variant="outline" size="sm" aria-label={`Edit ${service.name}`}>
            Edit
          </Button>
        ) : (
          <Button>Add service</Button>
        )}
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{service ? `Edit ${service.name}` : "Add a service"}</DialogTitle>
          <DialogDescription>Active services appear on your customer portal&apos;s Services page in this order.</DialogDescription>
        </DialogHeader>
        <form id="service-form" onSubmit={submit} onFocus={() => void loadSchema()} noValidate className="grid gap-4" aria-label={service ? "Edit service" : "Add service"}>
          {error && !error.field ? <p role="alert" className="text-sm text-destructive">{error.message}</p> : null}
          <FormField label="Name" error={errorFor("name")}>
            <Input value={values.name} onChange={(e) => set("name", e.target.value)} maxLength={200} />
          </FormField>
          <FormField label="Description" error={errorFor("description")}>
            <Textarea value={values.description} onChange={(e) => set("description", e.target.value)} rows={3} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Price (USD)" description="Leave empty for 'Contact for pricing'" error={errorFor("price")}>
              <Input inputMode="decimal" value={values.price} onChange={(e) => set("price", e.target.value)} />
            </FormField>
            <FormField label="Billing method" error={errorFor("billingMethod")}>
              {/* Native: a Radix select portals its list outside the modal <dialog>, where it would be inert. */}
              <NativeSelect className="w-full" value={values.billingMethod} onChange={(event) => set("billingMethod", event.target.value as Values["billingMethod"])}>
                {BILLING_METHODS.map((method) => (
                  <option key={method} value={method}>
                    {BILLING_METHOD_LABELS[method]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
          <div className="flex items-center gap-3">
            <Switch id="service-recurring" checked={values.isRecurring} onCheckedChange={(checked) => set("isRecurring", checked)} />
            <Label htmlFor="service-recurring">Recurring service</Label>
          </div>
          {values.isRecurring ? (
            <FormField label="Recurring interval" description="e.g. week, 2 weeks, month" error={errorFor("recurringInterval")}>
              <Input value={values.recurringInterval} onChange={(e) => set("recurringInterval", e.target.value)} />
            </FormField>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Duration (minutes)" error={errorFor("durationMinutes")}>
              <Input inputMode="numeric" value={values.durationMinutes} onChange={(e) => set("durationMinutes", e.target.value)} />
            </FormField>
            <FormField label="Tags" description="Separated by commas" error={errorFor("tags")}>
              <Input value={values.tags} onChange={(e) => set("tags", e.target.value)} />
            </FormField>
          </div>
          <div className="flex items-center gap-3">
            <Switch id="service-active" checked={values.active} onCheckedChange={(checked) => set("active", checked)} />
            <Label htmlFor="service-active">Active (shown on the portal)</Label>
          </div>
          <p className="text-sm text-muted-foreground">
            Customers see the price as: <span className="font-medium text-foreground">{preview}</span>
          </p>
        </form>
        <DialogFooter>
          <Button type="submit" form="service-form" disabled={busy}>
            {busy ? "Saving..." : service ? "Save changes" : "Add service"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
