"use client";

import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { updateBusinessProfileAction } from "@/lib/admin/actions/settings/update-business-profile";
import { NativeSelect } from "@/components/ui/native-select";
import { useSettingsForm } from "./use-settings-form";

type Values = { companyName: string; businessEmail: string; businessPhone: string; businessAddress: string; timezone: string; taxRate: string };

export function BusinessProfileForm({ initial, timeZones }: { initial: Values; timeZones: string[] }) {
  const form = useSettingsForm({ initial, schema: () => import("@/lib/businesses/settings/settings-schemas").then((module) => module.businessProfileSchema), action: updateBusinessProfileAction, success: "Business profile saved" });
  const { values, set, errorFor } = form;
  return (
    <form onSubmit={form.submit} onFocus={form.preload} noValidate className="grid max-w-2xl gap-4" aria-label="Business profile">
      {form.error && !form.error.field ? <p role="alert" className="text-sm text-destructive">{form.error.message}</p> : null}
      <FormField label="Business name" error={errorFor("companyName")}>
        <Input value={values.companyName} onChange={(e) => set("companyName", e.target.value)} autoComplete="organization" />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Business email" error={errorFor("businessEmail")}>
          <Input type="email" value={values.businessEmail} onChange={(e) => set("businessEmail", e.target.value)} autoComplete="email" />
        </FormField>
        <FormField label="Business phone" error={errorFor("businessPhone")}>
          <Input type="tel" value={values.businessPhone} onChange={(e) => set("businessPhone", e.target.value)} autoComplete="tel" />
        </FormField>
      </div>
      <FormField label="Business address" error={errorFor("businessAddress")}>
        <Textarea value={values.businessAddress} onChange={(e) => set("businessAddress", e.target.value)} rows={2} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Time zone" description="Visits, reminders and due dates follow it" error={errorFor("timezone")}>
          <NativeSelect value={values.timezone} onChange={(e) => set("timezone", e.target.value)}>
            {timeZones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replace(/_/g, " ")}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Tax rate (%)" error={errorFor("taxRate")}>
          <Input inputMode="decimal" value={values.taxRate} onChange={(e) => set("taxRate", e.target.value)} />
        </FormField>
      </div>
      <div>
        <Button type="submit" disabled={form.busy}>
          {form.busy ? "Saving..." : "Save profile"}
        </Button>
      </div>
    </form>
  );
}
