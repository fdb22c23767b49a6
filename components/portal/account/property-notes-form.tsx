"use client";

import { useRouter } from "next/navigation";
import type { ReactNode } from "react";
import { useCheckedForm } from "@/components/forms/use-checked-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { PropertyView } from "@/lib/customers/customer-views";
import { accessNotesChecks } from "@/lib/customers/properties/property-checks";
import { updatePropertyAccessNotesAction } from "@/lib/portal/actions/update-property-access-notes";

const notesOf = (p: PropertyView) => ({ gateCode: p.gateCode ?? "", pets: p.pets ?? "", hazards: p.hazards ?? "", accessNotes: p.accessNotes ?? "" });

/** One property's access notes; `children` is its heading, rendered on the server. */
export function PropertyNotesForm({ property, children }: { property: PropertyView; children: ReactNode }) {
  const router = useRouter();
  const form = useCheckedForm(accessNotesChecks, notesOf(property));
  const { errors } = form;
  async function onSubmit(notes: ReturnType<typeof notesOf>) {
    const result = await updatePropertyAccessNotesAction({ propertyId: property.id, ...notes }).catch(() => null);
    if (result?.ok) {
      toast.success("Property notes updated");
      form.reset(notesOf(result.data));
      router.refresh();
    } else {
      toast.error("Failed to update property notes", result?.code ? { description: result.message } : undefined);
    }
  }

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label={`Access notes for ${property.label}`} className="grid gap-3 rounded-lg border p-4">
      {children}
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Gate code" error={errors.gateCode}>
          <Input autoComplete="off" {...form.field("gateCode")} />
        </FormField>
        <FormField label="Pets" error={errors.pets}>
          <Input placeholder="e.g. Friendly dog in the back yard" {...form.field("pets")} />
        </FormField>
        <FormField label="Hazards" error={errors.hazards} className="sm:col-span-2">
          <Input placeholder="e.g. Sprinkler heads along the driveway" {...form.field("hazards")} />
        </FormField>
        <FormField label="Other access notes" error={errors.accessNotes} className="sm:col-span-2">
          <Textarea rows={2} {...form.field("accessNotes")} />
        </FormField>
      </div>
      <div>
        <Button type="submit" size="sm" disabled={form.submitting || !form.dirty}>
          {form.submitting ? "Saving..." : "Save notes"}
        </Button>
      </div>
    </form>
  );
}
