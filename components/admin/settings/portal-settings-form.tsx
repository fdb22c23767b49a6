"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { updatePortalSettingsAction } from "@/lib/admin/actions/settings/update-portal-settings";
import { NOTIFICATION_KEYS, NOTIFICATION_LABELS } from "@/lib/businesses/settings/notification-settings";
import { useSettingsForm } from "./use-settings-form";

type Notifications = Record<(typeof NOTIFICATION_KEYS)[number], boolean>;
type Values = {
  portalSubdomain: string;
  portalEnabled: boolean;
  allowCancellation: boolean;
  allowRescheduling: boolean;
  autoReminders: boolean;
  reminderHours: string;
  notifications: Notifications;
};

function Toggle({ id, label, checked, onChange }: { id: string; label: string; checked: boolean; onChange: (value: boolean) => void }) {
  return (
    <div className="flex items-center gap-3">
      <Switch id={id} checked={checked} onCheckedChange={onChange} />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}

/** The portal's address (subdomain) and options. */
export function PortalSettingsForm({ initial, apexHost }: { initial: Values; apexHost: string }) {
  const [saved, setSaved] = useState(initial.portalSubdomain);
  const form = useSettingsForm({
    initial,
    schema: () => import("@/lib/businesses/settings/settings-schemas").then((module) => module.portalSettingsSchema),
    action: updatePortalSettingsAction,
    success: "Portal settings saved",
    onSaved: (data) => setSaved(data.portalSubdomain),
  });
  const { values, set, errorFor } = form;
  return (
    <form onSubmit={form.submit} onFocus={form.preload} noValidate className="grid max-w-2xl gap-6" aria-label="Portal settings">
      {form.error && !form.error.field ? <p role="alert" className="text-sm text-destructive">{form.error.message}</p> : null}
      <FormField
        label="Portal subdomain"
        error={errorFor("portalSubdomain")}
        description={`Your portal is at ${saved}.${apexHost}. Changing it moves the portal; old links stop working.`}
      >
        <Input value={values.portalSubdomain} onChange={(e) => set("portalSubdomain", e.target.value.toLowerCase())} maxLength={50} autoComplete="off" />
      </FormField>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-semibold">Portal</legend>
        <Toggle id="portal-enabled" label="Portal enabled (customers can sign in)" checked={values.portalEnabled} onChange={(v) => set("portalEnabled", v)} />
        <Toggle id="allow-cancellation" label="Customers may cancel visits" checked={values.allowCancellation} onChange={(v) => set("allowCancellation", v)} />
        <Toggle id="allow-rescheduling" label="Customers may reschedule visits" checked={values.allowRescheduling} onChange={(v) => set("allowRescheduling", v)} />
        <Toggle id="auto-reminders" label="Send visit reminders automatically" checked={values.autoReminders} onChange={(v) => set("autoReminders", v)} />
        <FormField label="Reminder hours before a visit" error={errorFor("reminderHours")} className="max-w-56">
          <Input inputMode="numeric" value={values.reminderHours} onChange={(e) => set("reminderHours", e.target.value)} disabled={!values.autoReminders} />
        </FormField>
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-semibold">Notifications</legend>
        {NOTIFICATION_KEYS.map((key) => (
          <Toggle key={key} id={`notify-${key}`} label={NOTIFICATION_LABELS[key]} checked={values.notifications[key]} onChange={(v) => set("notifications", { ...values.notifications, [key]: v })} />
        ))}
      </fieldset>
      <div>
        <Button type="submit" disabled={form.busy}>
          {form.busy ? "Saving..." : "Save portal settings"}
        </Button>
      </div>
    </form>
  );
}
