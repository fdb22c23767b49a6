"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { createCustomerAction, updateCustomerAction } from "@/lib/admin/actions/customers/save-customer";
import { CUSTOMER_STATUS_VALUES, customerChecks, type CustomerStatus } from "@/lib/customers/customer-rules";
import { firstFormProblem } from "@/lib/validation/form-checks";

export type CustomerFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  servicePlan: string;
  status: CustomerStatus;
  tags: string;
  notes: string;
  /** The home location (issue 38); "" on a new customer: by ZIP, else the default. */
  locationId?: string;
};

/** The live locations the member may choose from; the field shows only when there are two or more. */
export type LocationOption = { id: string; name: string };

const EMPTY: CustomerFormValues = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  address: "",
  city: "",
  state: "",
  zip: "",
  servicePlan: "",
  status: "active",
  tags: "",
  notes: "",
};

const STATUS_LABELS: Record<CustomerStatus, string> = { active: "Active", inactive: "Inactive", lead: "Lead" };

type TextField = Exclude<keyof CustomerFormValues, "status" | "notes">;
const FIELDS: Array<{ name: TextField; label: string; type?: string; autoComplete?: string; wide?: boolean; hint?: string }> = [
  { name: "firstName", label: "First name", autoComplete: "off" },
  { name: "lastName", label: "Last name", autoComplete: "off" },
  { name: "email", label: "Email", type: "email", autoComplete: "off" },
  { name: "phone", label: "Phone", type: "tel", autoComplete: "off" },
  { name: "address", label: "Address", wide: true, autoComplete: "off" },
  { name: "city", label: "City", autoComplete: "off" },
  { name: "state", label: "State", autoComplete: "off" },
  { name: "zip", label: "ZIP", autoComplete: "off" },
  { name: "servicePlan", label: "Service plan", autoComplete: "off" },
  { name: "tags", label: "Tags", wide: true, autoComplete: "off", hint: "Separate tags with commas, e.g. weekly, gate code" },
];

/**
 * The New customer / Edit customer form, inside its dialog (customer-form-dialog.tsx, which loads
 * this module when the dialog first opens). Judged by the spec's §5 rules in the browser
 * (customerChecks; only the first error is shown, on its field) and parsed again by the server
 * action with the schema built on the same rules.
 */
export function CustomerForm({
  customerId,
  initial,
  locations = [],
  onSaved,
}: {
  customerId?: string;
  initial?: CustomerFormValues;
  locations?: LocationOption[];
  onSaved: () => void;
}) {
  const router = useRouter();
  const [values, setValues] = useState<CustomerFormValues>(initial ?? EMPTY);
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const editing = Boolean(customerId);

  const set = (name: keyof CustomerFormValues, value: string) => setValues((current) => ({ ...current, [name]: value }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const problem = firstFormProblem(customerChecks, values);
    if (problem) {
      setError(problem);
      toast.error(problem.message);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const { locationId, ...fields } = values;
      const placed = locationId ? { locationId } : {};
      const result = customerId ? await updateCustomerAction({ customerId, ...fields, ...placed }) : await createCustomerAction({ ...fields, ...placed });
      if (!result.ok) {
        setError({ field: result.field ?? "", message: result.message });
        toast.error(result.message);
        return;
      }
      toast.success(editing ? "Customer updated" : "Customer created");
      onSaved();
      if (!editing) {
        router.push(`/admin/customers/${result.data.customerId}`);
      } else router.refresh();
    } catch {
      toast.error(editing ? "Failed to update customer" : "Failed to create customer");
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label={editing ? "Edit customer" : "New customer"}>
      {FIELDS.map((field, index) => (
        <FormField
          key={field.name}
          label={field.label}
          description={field.hint}
          error={error?.field === field.name ? error.message : undefined}
          className={field.wide ? "sm:col-span-2" : undefined}
        >
          <Input
            type={field.type ?? "text"}
            autoComplete={field.autoComplete}
            value={values[field.name]}
            onChange={(e) => set(field.name, e.target.value)}
            // The form may arrive after the dialog opened (it is loaded then): focus its first field.
            autoFocus={index === 0}
          />
        </FormField>
      ))}
      <FormField label="Status" error={error?.field === "status" ? error.message : undefined}>
        {(control) => (
          <NativeSelect {...control} value={values.status} onChange={(e) => set("status", e.target.value)}>
            {CUSTOMER_STATUS_VALUES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      {locations.length > 1 ? (
        <FormField
          label="Location"
          description={editing ? "Moving a customer takes their properties and coming visits along." : "Leave on automatic to place them by ZIP."}
          error={error?.field === "locationId" ? error.message : undefined}
        >
          {(control) => (
            <NativeSelect {...control} value={values.locationId ?? ""} onChange={(e) => set("locationId", e.target.value)}>
              {editing ? null : <option value="">Automatic (by ZIP)</option>}
              {locations.map((location) => (
                <option key={location.id} value={location.id}>
                  {location.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      ) : null}
      <FormField label="Notes" error={error?.field === "notes" ? error.message : undefined} className="sm:col-span-2">
        <Textarea rows={3} value={values.notes} onChange={(e) => set("notes", e.target.value)} />
      </FormField>
      {error && !FIELDS.some((f) => f.name === error.field) && error.field !== "status" && error.field !== "notes" && error.field !== "locationId" ? (
        <p role="alert" className="text-sm text-destructive sm:col-span-2">
          {error.message}
        </p>
      ) : null}
      <DialogFooter className="sm:col-span-2">
        <Button type="submit" disabled={busy || values.firstName.trim() === ""}>
          {busy ? "Saving..." : editing ? "Save changes" : "Create customer"}
        </Button>
      </DialogFooter>
    </form>
  );
}
