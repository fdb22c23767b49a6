"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/toast";

/** The snippet exactly as the website pastes it: the portal's embed.js, opening on one service. */
export function embedSnippet(portalOrigin: string, serviceId: string | null): string {
  return `<script src="${portalOrigin}/embed.js"${serviceId ? ` data-service="${serviceId}"` : ""}></script>`;
}

/**
 * The snippet a business pastes into its own website (issue 39 item 4): the portal's embed.js,
 * opening on a bookable service (the first one, or the one picked when there are several; the
 * visitor can still change it in the form). Built as text here; the portal serves the script.
 */
export function BookingEmbedSnippet({ portalOrigin, services }: { portalOrigin: string; services: Array<{ id: string; name: string }> }) {
  const [serviceId, setServiceId] = useState(services[0]?.id ?? "");
  const snippet = embedSnippet(portalOrigin, serviceId || null);
  const copy = () =>
    navigator.clipboard
      ?.writeText(snippet)
      .then(() => toast.success("Snippet copied"))
      .catch(() => toast.error("Copying failed: select the text and copy it"));
  return (
    <div className="grid gap-3">
      {services.length === 0 ? (
        <p className="text-sm text-muted-foreground">No service can be booked online yet: give a service a pricing rule in Services first.</p>
      ) : null}
      {services.length > 1 ? (
        <div className="grid max-w-sm gap-2">
          <Label htmlFor="embed-service">Open booking on</Label>
          <NativeSelect id="embed-service" value={serviceId} onChange={(e) => setServiceId(e.target.value)}>
            {services.map((service) => (
              <option key={service.id} value={service.id}>
                {service.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}
      <pre aria-label="Embed snippet" className="overflow-x-auto rounded-md bg-muted p-3 text-sm whitespace-pre-wrap break-all">
        <code>{snippet}</code>
      </pre>
      <div>
        <Button type="button" variant="outline" onClick={copy}>
          Copy snippet
        </Button>
      </div>
    </div>
  );
}
