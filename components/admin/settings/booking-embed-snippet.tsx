"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/toast";

/**
 * The snippet a business pastes into its own website (issue 39 item 4): the portal's embed.js,
 * optionally opening on one service. Built as text here; the page that serves it is the portal's.
 */
export function BookingEmbedSnippet({ portalOrigin, services }: { portalOrigin: string; services: Array<{ id: string; name: string }> }) {
  const [serviceId, setServiceId] = useState("");
  const snippet = `<script src="${portalOrigin}/embed.js"${serviceId ? ` data-service="${serviceId}"` : ""}></script>`;
  const copy = () =>
    navigator.clipboard
      ?.writeText(snippet)
      .then(() => toast.success("Snippet copied"))
      .catch(() => toast.error("Copying failed: select the text and copy it"));
  return (
    <div className="grid gap-3">
      <div className="grid max-w-sm gap-2">
        <Label htmlFor="embed-service">Open booking on</Label>
        <NativeSelect id="embed-service" value={serviceId} onChange={(e) => setServiceId(e.target.value)}>
          <option value="">The choice of every service</option>
          {services.map((service) => (
            <option key={service.id} value={service.id}>
              {service.name}
            </option>
          ))}
        </NativeSelect>
      </div>
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
