"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { DeferredDialogProps } from "@/components/ui/deferred-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { addPropertyAction, updatePropertyAction } from "@/lib/admin/actions/customers/properties";
import type { PropertyView } from "@/lib/customers/customer-views";
import { firstErrorMessage } from "@/lib/validation/first-error";

type Values = { label: string; address: string; city: string; state: string; zip: string; gateCode: string; pets: string; hazards: string; accessNotes: string; isPrimary: boolean };
const EMPTY: Values = { label: "Home", address: "", city: "", state: "", zip: "", gateCode: "", pets: "", hazards: "", accessNotes: "", isPrimary: false };

// zod stays out of this page's first load: the schema is fetched on the form's first focus and used on submit.
const loadSchema = () => import("@/lib/customers/properties/property-schema").then((module) => module.addPropertySchema);

const toValues = (p: PropertyView): Values => ({
  label: p.label,
  address: p.address,
  city: p.city ?? "",
  state: p.state ?? "",
  zip: p.zip ?? "",
  gateCode: p.gateCode ?? "",
  pets: p.pets ?? "",
  hazards: p.hazards ?? "",
  accessNotes: p.accessNotes ?? "",
  isPrimary: p.isPrimary,
});

const INPUTS: Array<{ name: Exclude<keyof Values, "isPrimary" | "pets" | "hazards" | "accessNotes">; label: string; wide?: boolean }> = [
  { name: "label", label: "Label" },
  { name: "gateCode", label: "Gate code" },
  { name: "address", label: "Street address", wide: true },
  { name: "city", label: "City" },
  { name: "state", label: "State" },
  { name: "zip", label: "ZIP" },
];
const NOTES: Array<{ name: "pets" | "hazards" | "accessNotes"; label: string }> = [
  { name: "pets", label: "Pets" },
  { name: "hazards", label: "Hazards" },
  { name: "accessNotes", label: "Access notes" },
];

export type PropertyDialogProps = { customerId: string; property?: PropertyView };

/** Add or edit one service address with the access notes crews see on site (PropertyDialogTrigger loads it on first use). */
export function PropertyDialog({ customerId, property, open, onOpenChange }: PropertyDialogProps & DeferredDialogProps) {
  const router = useRouter();
  const [values, setValues] = useState<Values>(property ? toValues(property) : EMPTY);
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  // Each opening starts from the saved property (or a blank one), without the last attempt's error.
  const [shownOpen, setShownOpen] = useState(open);
  if (open !== shownOpen) {
    setShownOpen(open);
    if (open) {
      setValues(property ? toValues(property) : EMPTY);
      setError(null);
    }
  }
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Values>(name: K, value: Values[K]) => setValues((current) => ({ ...current, [name]: value }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = (await loadSchema()).safeParse({ customerId, ...values });
    if (!parsed.success) {
      const message = firstErrorMessage(parsed.error);
      setError({ field: String(parsed.error.issues[0]?.path[0] ?? ""), message });
      toast.error(message);
      return;
    }
    setBusy(true);
    try {
      const result = property ? await updatePropertyAction({ ...parsed.data, propertyId: property.id }) : await addPropertyAction(parsed.data);
      if (!result.ok) {
        setError({ field: result.field ?? "", message: result.message });
        return void toast.error(result.message);
      }
      toast.success(property ? "Property updated" : "Property added");
      onOpenChange(false);
      router.refresh();
    } catch {
      toast.error("Failed to update customer");
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{property ? "Edit property" : "Add property"}</DialogTitle>
          <DialogDescription>A service address. Crews see the gate code, pets, hazards and access notes.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} onFocus={() => void loadSchema()} noValidate className="grid gap-4 sm:grid-cols-2" aria-label={property ? "Edit property" : "Add property"}>
          {INPUTS.map((field) => (
            <FormField key={field.name} label={field.label} error={error?.field === field.name ? error.message : undefined} className={field.wide ? "sm:col-span-2" : undefined}>
              <Input autoComplete="off" value={values[field.name]} onChange={(e) => set(field.name, e.target.value)} />
            </FormField>
          ))}
          {NOTES.map((field) => (
            <FormField key={field.name} label={field.label} error={error?.field === field.name ? error.message : undefined} className="sm:col-span-2">
              <Textarea rows={2} value={values[field.name]} onChange={(e) => set(field.name, e.target.value)} />
            </FormField>
          ))}
          <div className="flex items-center gap-2 sm:col-span-2">
            <Checkbox id="property-primary" checked={values.isPrimary} onCheckedChange={(on) => set("isPrimary", on === true)} />
            <Label htmlFor="property-primary">Primary service address</Label>
          </div>
          <DialogFooter className="sm:col-span-2">
            <Button type="submit" disabled={busy || values.address.trim() === ""}>
              {busy ? "Saving..." : property ? "Save property" : "Add property"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
