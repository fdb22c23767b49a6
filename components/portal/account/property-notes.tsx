"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { MapPin } from "@/components/icons";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { PropertyView } from "@/lib/customers/customer-views";
import { propertyAccessNotesSchema, type PropertyAccessNotes, type PropertyAccessNotesInput } from "@/lib/customers/property-schema";
import { updatePropertyAccessNotesAction } from "@/lib/portal/actions/update-property-access-notes";

const addressLine = (p: PropertyView) => [p.address, p.city, [p.state, p.zip].filter(Boolean).join(" ")].filter(Boolean).join(", ");

function PropertyNotesForm({ property }: { property: PropertyView }) {
  const router = useRouter();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<PropertyAccessNotesInput, unknown, PropertyAccessNotes>({
    resolver: zodResolver(propertyAccessNotesSchema),
    defaultValues: { propertyId: property.id, gateCode: property.gateCode ?? "", pets: property.pets ?? "", hazards: property.hazards ?? "", accessNotes: property.accessNotes ?? "" },
  });
  async function onSubmit(data: PropertyAccessNotes) {
    const result = await updatePropertyAccessNotesAction(data).catch(() => null);
    if (result?.ok) {
      toast.success("Property notes updated");
      const p = result.data;
      reset({ propertyId: p.id, gateCode: p.gateCode ?? "", pets: p.pets ?? "", hazards: p.hazards ?? "", accessNotes: p.accessNotes ?? "" });
      router.refresh();
    } else {
      toast.error("Failed to update property notes", result?.code ? { description: result.message } : undefined);
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={`Access notes for ${property.label}`} className="grid gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-center gap-2">
        <MapPin className="size-4 text-muted-foreground" aria-hidden="true" />
        <span className="font-medium">{property.label}</span>
        {property.isPrimary ? <Badge variant="outline">Primary</Badge> : null}
        <span className="w-full text-sm text-muted-foreground">{addressLine(property)}</span>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Gate code" error={errors.gateCode?.message}>
          <Input autoComplete="off" {...register("gateCode")} />
        </FormField>
        <FormField label="Pets" error={errors.pets?.message}>
          <Input placeholder="e.g. Friendly dog in the back yard" {...register("pets")} />
        </FormField>
        <FormField label="Hazards" error={errors.hazards?.message} className="sm:col-span-2">
          <Input placeholder="e.g. Sprinkler heads along the driveway" {...register("hazards")} />
        </FormField>
        <FormField label="Other access notes" error={errors.accessNotes?.message} className="sm:col-span-2">
          <Textarea rows={2} {...register("accessNotes")} />
        </FormField>
      </div>
      <div>
        <Button type="submit" size="sm" disabled={isSubmitting || !isDirty}>
          {isSubmitting ? "Saving..." : "Save notes"}
        </Button>
      </div>
    </form>
  );
}

/** My Account → Your properties: the crew's notes for each service address, editable by the customer. */
export function PropertyNotes({ properties }: { properties: PropertyView[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your properties</CardTitle>
        <CardDescription>Help our crew on site: gate codes, pets and anything to watch out for. To change an address, send us a message.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {properties.length === 0 ? (
          <p className="text-sm text-muted-foreground">No service addresses on file yet.</p>
        ) : (
          properties.map((property) => <PropertyNotesForm key={property.id} property={property} />)
        )}
      </CardContent>
    </Card>
  );
}
