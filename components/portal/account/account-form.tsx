"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { updateAccountAction } from "@/lib/portal/actions/update-account";
import { accountSchema, type AccountData, type AccountInput } from "@/lib/customers/account-schema";
import type { PortalCustomer } from "@/lib/customers/customer-views";
import { DEMO_DISABLED_MESSAGE } from "../demo-notice";

const FIELDS: Array<{ name: keyof AccountInput; label: string; type?: string; autoComplete: string; wide?: boolean }> = [
  { name: "firstName", label: "First name", autoComplete: "given-name" },
  { name: "lastName", label: "Last name", autoComplete: "family-name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "phone", label: "Phone", type: "tel", autoComplete: "tel" },
  { name: "address", label: "Address", autoComplete: "street-address", wide: true },
  { name: "city", label: "City", autoComplete: "address-level2" },
  { name: "state", label: "State", autoComplete: "address-level1" },
  { name: "zip", label: "ZIP code", autoComplete: "postal-code" },
];

/** My Account → Personal Information (spec §7 call 23), with the spec's validation and toasts. */
export function AccountForm({ customer, demo = false }: { customer: PortalCustomer; demo?: boolean }) {
  const router = useRouter();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<AccountInput, unknown, AccountData>({
    resolver: zodResolver(accountSchema),
    defaultValues: {
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email ?? "",
      phone: customer.phone ?? "",
      address: customer.address ?? "",
      city: customer.city ?? "",
      state: customer.state ?? "",
      zip: customer.zip ?? "",
    },
  });

  async function onSubmit(data: AccountData) {
    if (demo) return;
    const result = await updateAccountAction(data).catch(() => null);
    if (result?.ok) {
      toast.success("Account information updated successfully");
      const c = result.data;
      reset({ firstName: c.firstName, lastName: c.lastName, email: c.email ?? "", phone: c.phone ?? "", address: c.address ?? "", city: c.city ?? "", state: c.state ?? "", zip: c.zip ?? "" });
      router.refresh();
    } else {
      toast.error("Failed to update account information", result?.code ? { description: result.message } : undefined);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Personal Information</CardTitle>
        <CardDescription>Keep your contact details up to date so we can reach you.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={handleSubmit(onSubmit, (formErrors) => {
            const first = FIELDS.map((f) => formErrors[f.name]?.message).find(Boolean);
            if (first) toast.error(first);
          })}
          className="grid gap-4 sm:grid-cols-2"
          noValidate
        >
          {FIELDS.map((field) => (
            <FormField key={field.name} label={field.label} error={errors[field.name]?.message} className={field.wide ? "sm:col-span-2" : undefined}>
              <Input type={field.type ?? "text"} autoComplete={field.autoComplete} disabled={demo} {...register(field.name)} />
            </FormField>
          ))}
          <div className="flex flex-col items-start gap-1 sm:col-span-2">
            <Button type="submit" disabled={isSubmitting || demo || !isDirty}>
              {isSubmitting ? "Saving..." : "Save Changes"}
            </Button>
            {demo ? <span className="text-xs text-slate-600">{DEMO_DISABLED_MESSAGE}</span> : null}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
