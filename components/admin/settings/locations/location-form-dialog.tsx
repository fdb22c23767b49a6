"use client";

import { Button } from "@/components/ui/button";
import type { DeferredDialogProps } from "@/components/ui/deferred-dialog";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { createLocationAction, updateLocationAction } from "@/lib/admin/actions/settings/locations";
import type { LocationFormValues } from "@/lib/locations/location-schema";
import { useSettingsForm } from "../use-settings-form";

// zod stays out of this page's first load: the schema is fetched on the form's first focus and used on submit.
const loadSchema = () => import("@/lib/locations/location-schema").then((module) => module.locationInputSchema);

export const EMPTY_LOCATION: LocationFormValues = { name: "", address: "", phone: "", email: "", timezone: "", postalCodes: "", radiusMiles: "", taxRateBps: "", documentPrefix: "" };

export type LocationFormDialogProps = { location?: { id: string; name: string; values: LocationFormValues }; timeZones: string[] };

/**
 * Add a location, or edit one; the same zod schema checks it here and on the server.
 * LocationFormTrigger loads this module as the pointer or focus reaches its button, so the
 * Settings page does not carry the form in its first load.
 */
export function LocationFormDialog({ location, timeZones, open, onOpenChange: setOpen }: LocationFormDialogProps & DeferredDialogProps) {
  const { values, set, error, errorFor, busy, submit, preload } = useSettingsForm({
    initial: location?.values ?? EMPTY_LOCATION,
    schema: loadSchema,
    action: (input: LocationFormValues) => (location ? updateLocationAction({ locationId: location.id, values: input }) : createLocationAction(input)),
    success: location ? "Location updated" : "Location added",
    onSaved: () => {
      setOpen(false);
      if (!location) for (const [key, value] of Object.entries(EMPTY_LOCATION)) set(key as keyof LocationFormValues, value);
    },
  });
  const formId = location ? `location-form-${location.id}` : "location-form-new";

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{location ? `Edit ${location.name}` : "Add a location"}</DialogTitle>
          <DialogDescription>Empty fields use the business&apos;s own settings.</DialogDescription>
        </DialogHeader>
        <form id={formId} onSubmit={submit} onFocus={preload} noValidate className="grid gap-4" aria-label={location ? "Edit location" : "Add location"}>
          {error && !error.field ? (
            <p role="alert" className="text-sm text-destructive">
              {error.message}
            </p>
          ) : null}
          <FormField label="Name" error={errorFor("name")}>
            <Input value={values.name} onChange={(e) => set("name", e.target.value)} maxLength={120} />
          </FormField>
          <FormField label="Address" error={errorFor("address")}>
            <Textarea value={values.address} onChange={(e) => set("address", e.target.value)} rows={2} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Phone" error={errorFor("phone")}>
              <Input type="tel" value={values.phone} onChange={(e) => set("phone", e.target.value)} />
            </FormField>
            <FormField label="Email" error={errorFor("email")}>
              <Input type="email" value={values.email} onChange={(e) => set("email", e.target.value)} />
            </FormField>
          </div>
          <FormField label="Time zone" error={errorFor("timezone")}>
            {/* Native: a Radix select portals its list outside the modal <dialog>, where it would be inert. */}
            <NativeSelect className="w-full" value={values.timezone} onChange={(e) => set("timezone", e.target.value)}>
              <option value="">The business&apos;s time zone</option>
              {timeZones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label="Postal codes served" description="Five-digit codes separated by commas, or ranges like 45402-45440" error={errorFor("postalCodes")}>
            <Textarea value={values.postalCodes} onChange={(e) => set("postalCodes", e.target.value)} rows={2} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField label="Radius (miles)" error={errorFor("radiusMiles")}>
              <Input inputMode="decimal" value={values.radiusMiles} onChange={(e) => set("radiusMiles", e.target.value)} />
            </FormField>
            <FormField label="Tax rate (%)" error={errorFor("taxRateBps")}>
              <Input inputMode="decimal" value={values.taxRateBps} onChange={(e) => set("taxRateBps", e.target.value)} />
            </FormField>
            <FormField label="Document prefix" error={errorFor("documentPrefix")}>
              <Input value={values.documentPrefix} onChange={(e) => set("documentPrefix", e.target.value)} maxLength={8} />
            </FormField>
          </div>
        </form>
        <DialogFooter>
          <Button type="submit" form={formId} disabled={busy}>
            {busy ? "Saving..." : location ? "Save changes" : "Add location"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
