"use client";

import { useRouter } from "next/navigation";
import { useCheckedForm } from "@/components/forms/use-checked-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { updateAccountAction } from "@/lib/portal/actions/update-account";
import { accountChecks } from "@/lib/customers/account/account-checks";
import type { PortalCustomer } from "@/lib/customers/customer-views";
import { DEMO_DISABLED_MESSAGE } from "../demo-notice";

type FieldName = keyof typeof accountChecks;

const FIELDS: Array<{ name: FieldName; label: string; type?: string; autoComplete: string; wide?: boolean }> = [
  { name: "firstName", label: "First name", autoComplete: "given-name" },
  { name: "lastName", label: "Last name", autoComplete: "family-name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "phone", label: "Phone", type: "tel", autoComplete: "tel" },
  { name: "address", label: "Address", autoComplete: "street-address", wide: true },
  { name: "city", label: "City", autoComplete: "address-level2" },
  { name: "state", label: "State", autoComplete: "address-level1" },
  { name: "zip", label: "ZIP code", autoComplete: "postal-code" },
];

type AccountValues = { firstName: string; lastName: string; email: string | null; phone: string | null; address: string | null; city: string | null; state: string | null; zip: string | null };

const valuesOf = (c: AccountValues): Record<FieldName, string> => ({
  firstName: c.firstName,
  lastName: c.lastName,
  email: c.email ?? "",
  phone: c.phone ?? "",
  address: c.address ?? "",
  city: c.city ?? "",
  state: c.state ?? "",
  zip: c.zip ?? "",
});

/** The fields of My Account → Personal Information (spec §7 call 23), with the spec's validation and toasts. */
export function AccountDetailsForm({ customer, demo = false }: { customer: PortalCustomer; demo?: boolean }) {
  const router = useRouter();
  const form = useCheckedForm(accountChecks, valuesOf(customer));

  async function onSubmit(data: Record<FieldName, string>) {
    if (demo) return;
    const result = await updateAccountAction(data).catch(() => null);
    if (result?.ok) {
      toast.success("Account information updated successfully");
      form.reset(valuesOf(result.data));
      router.refresh();
    } else {
      toast.error("Failed to update account information", result?.code ? { description: result.message } : undefined);
    }
  }

  return (
    <form
      onSubmit={form.handleSubmit(onSubmit, (first) => toast.error(first.message))}
      className="grid gap-4 sm:grid-cols-2"
      noValidate
    >
      {FIELDS.map((field) => (
        <FormField key={field.name} label={field.label} error={form.errors[field.name]} className={field.wide ? "sm:col-span-2" : undefined}>
          <Input type={field.type ?? "text"} autoComplete={field.autoComplete} disabled={demo} {...form.field(field.name)} />
        </FormField>
      ))}
      <div className="flex flex-col items-start gap-1 sm:col-span-2">
        <Button type="submit" disabled={form.submitting || demo || !form.dirty}>
          {form.submitting ? "Saving..." : "Save Changes"}
        </Button>
        {demo ? <span className="text-xs text-slate-600">{DEMO_DISABLED_MESSAGE}</span> : null}
      </div>
    </form>
  );
}
