import { MapPin } from "@/components/icons";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { PropertyView } from "@/lib/customers/customer-views";
import { PropertyNotesForm } from "./property-notes-form";

const addressLine = (p: PropertyView) => [p.address, p.city, [p.state, p.zip].filter(Boolean).join(" ")].filter(Boolean).join(", ");

/**
 * My Account → Your properties: the crew's notes for each service address, editable by the
 * customer. Rendered on the server; each property's form is a client island.
 */
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
          properties.map((property) => (
            <PropertyNotesForm key={property.id} property={property}>
              <div className="flex flex-wrap items-center gap-2">
                <MapPin className="size-4 text-muted-foreground" aria-hidden="true" />
                <span className="font-medium">{property.label}</span>
                {property.isPrimary ? <Badge variant="outline">Primary</Badge> : null}
                <span className="w-full text-sm text-muted-foreground">{addressLine(property)}</span>
              </div>
            </PropertyNotesForm>
          ))
        )}
      </CardContent>
    </Card>
  );
}
