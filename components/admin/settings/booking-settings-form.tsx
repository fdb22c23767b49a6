"use client";

import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { updateBookingSettingsAction } from "@/lib/admin/actions/settings/update-booking-settings";
import { MAX_WEBSITE_ORIGINS } from "@/lib/booking/settings/booking-settings-rules";
import { useSettingsForm } from "./use-settings-form";

export type BookingSettingsFormValues = {
  enabled: boolean;
  autoConfirm: boolean;
  requireCardOnFile: boolean;
  windowsMode: "standard" | "own";
  windows: string;
  websiteOrigins: string;
  terms: string;
};

/**
 * Settings → Booking (issue 39 items 2 and 4). Windows and websites are typed one per line: a
 * short list a business edits rarely, and a textarea keeps the page's first load small.
 */
export function BookingSettingsForm({ initial, standardLabels }: { initial: BookingSettingsFormValues; standardLabels: string[] }) {
  const form = useSettingsForm({
    initial,
    schema: () => import("@/lib/booking/settings/booking-settings-schema").then((module) => module.bookingSettingsSchema),
    action: updateBookingSettingsAction,
    success: "Booking settings saved",
  });
  const { values, set, errorFor } = form;
  return (
    <form onSubmit={form.submit} onFocus={form.preload} noValidate className="grid max-w-2xl gap-6" aria-label="Booking settings">
      {form.error && !form.error.field ? (
        <p role="alert" className="text-sm text-destructive">
          {form.error.message}
        </p>
      ) : null}
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-semibold">Online booking</legend>
        <div className="flex items-center gap-3">
          <Switch id="booking-enabled" checked={values.enabled} onCheckedChange={(v) => set("enabled", v)} />
          <Label htmlFor="booking-enabled">New customers can book online</Label>
        </div>
        <div className="flex items-center gap-3">
          <Switch id="booking-auto-confirm" checked={values.autoConfirm} onCheckedChange={(v) => set("autoConfirm", v)} />
          <Label htmlFor="booking-auto-confirm">Confirm bookings automatically (off: you approve each one)</Label>
        </div>
        <div className="flex items-center gap-3">
          <Switch id="booking-card-on-file" checked={values.requireCardOnFile} onCheckedChange={(v) => set("requireCardOnFile", v)} />
          <Label htmlFor="booking-card-on-file">Ask new customers to save a card for autopay when the service asks no deposit (with Stripe connected)</Label>
        </div>
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-semibold">Arrival windows</legend>
        <div className="flex items-center gap-2">
          <input type="radio" id="windows-standard" name="windowsMode" className="size-4 accent-primary" checked={values.windowsMode === "standard"} onChange={() => set("windowsMode", "standard")} />
          <Label htmlFor="windows-standard">The standard windows ({standardLabels.join(", ")})</Label>
        </div>
        <div className="flex items-center gap-2">
          <input type="radio" id="windows-own" name="windowsMode" className="size-4 accent-primary" checked={values.windowsMode === "own"} onChange={() => set("windowsMode", "own")} />
          <Label htmlFor="windows-own">Our own windows</Label>
        </div>
        {values.windowsMode === "own" ? (
          <FormField label="Our windows" error={errorFor("windows")} description="One per line, 24-hour from-to in quarter hours, e.g. 07:30-09:30.">
            <Textarea rows={5} value={values.windows} onChange={(e) => set("windows", e.target.value)} spellCheck={false} />
          </FormField>
        ) : null}
      </fieldset>
      <FormField
        label="Websites allowed to embed booking"
        error={errorFor("websiteOrigins")}
        description={`Up to ${MAX_WEBSITE_ORIGINS}, one per line: https://www.example.com (or http://localhost:8080 while you build your site).`}
      >
        <Textarea rows={4} value={values.websiteOrigins} onChange={(e) => set("websiteOrigins", e.target.value)} spellCheck={false} />
      </FormField>
      <FormField label="Booking terms" error={errorFor("terms")} description="Shown to customers before they book.">
        <Textarea rows={6} value={values.terms} onChange={(e) => set("terms", e.target.value)} maxLength={5000} />
      </FormField>
      <div>
        <Button type="submit" disabled={form.busy}>
          {form.busy ? "Saving..." : "Save booking settings"}
        </Button>
      </div>
    </form>
  );
}
