"use client";

import { lazy, Suspense, useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { createWebhookEndpointAction } from "@/lib/admin/actions/settings/create-webhook-endpoint";
import { deleteWebhookEndpointAction } from "@/lib/admin/actions/settings/delete-webhook-endpoint";
import { firstErrorMessage } from "@/lib/validation/first-error";
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES, type WebhookEventType } from "@/lib/webhooks/webhook-events";

// The secret's dialog is shown once, after an endpoint is added: its code (the dialog) arrives
// then, not with the page (the page's 150 kB first-load JS budget).
const WebhookSecretDialog = lazy(() => import("./webhook-secret-dialog").then((module) => ({ default: module.WebhookSecretDialog })));

// zod stays out of this page's first load: the schema is fetched on the form's first focus and used on submit.
const loadSchema = () => import("@/lib/webhooks/webhook-endpoint-schema").then((module) => module.createWebhookEndpointSchema);

export type WebhookEndpointRow = { id: string; url: string; events: string[]; created: string };

/** Add an endpoint (URL + events; its secret shown once in a dialog), list and delete endpoints. */
export function WebhookEndpointsPanel({ endpoints }: { endpoints: WebhookEndpointRow[] }) {
  const [url, setUrl] = useState("");
  const [chosen, setChosen] = useState<WebhookEventType[]>([]);
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);
  const [created, setCreated] = useState<{ secret: string; url: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const create = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = (await loadSchema()).safeParse({ url, events: chosen });
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path[0];
      setError({ field: typeof field === "string" ? field : undefined, message: firstErrorMessage(parsed.error) });
      return;
    }
    setError(null);
    setBusy(true);
    const result = await createWebhookEndpointAction(parsed.data).catch(() => null);
    setBusy(false);
    if (!result?.ok) {
      const message = result?.message ?? "Failed to add the endpoint";
      setError({ field: result?.field === "url" ? "url" : undefined, message });
      return;
    }
    setCreated({ secret: result.data.secret, url: result.data.url });
    setUrl("");
    setChosen([]);
  };

  const remove = async (endpoint: WebhookEndpointRow) => {
    const result = await deleteWebhookEndpointAction({ endpointId: endpoint.id }).catch(() => null);
    if (result?.ok) toast.success("Endpoint deleted");
    else toast.error(result?.message ?? "Failed to delete the endpoint");
  };

  return (
    <div className="grid gap-8">
      {created ? (
        <Suspense fallback={null}>
          <WebhookSecretDialog secret={created.secret} url={created.url} onClose={() => setCreated(null)} />
        </Suspense>
      ) : null}
      <form onSubmit={create} onFocus={() => void loadSchema()} noValidate className="grid max-w-2xl gap-4" aria-label="Add a webhook endpoint">
        <h2 className="text-lg font-semibold">Add an endpoint</h2>
        {error && !error.field ? (
          <p role="alert" className="text-sm text-destructive">
            {error.message}
          </p>
        ) : null}
        <FormField label="Endpoint URL" description="An https:// address on the public internet" error={error?.field === "url" ? error.message : undefined}>
          <Input type="url" inputMode="url" placeholder="https://example.com/webhooks/serviceloop" value={url} onChange={(e) => setUrl(e.target.value)} maxLength={2000} />
        </FormField>
        <fieldset aria-describedby={error?.field === "events" ? "webhook-events-error" : undefined}>
          <legend className="mb-2 text-sm font-medium">Events</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <div key={type} className="flex items-start gap-2">
                <input
                  type="checkbox"
                  id={`webhook-${type}`}
                  className="ui-native-checkbox mt-0.5"
                  checked={chosen.includes(type)}
                  onChange={(event) => {
                    const checked = event.target.checked;
                    setChosen((list) => (checked ? [...list, type] : list.filter((t) => t !== type)));
                  }}
                />
                <Label htmlFor={`webhook-${type}`} className="grid gap-0.5 font-normal">
                  <span className="font-mono text-xs">{type}</span>
                  <span className="text-xs text-muted-foreground">{WEBHOOK_EVENT_LABELS[type]}</span>
                </Label>
              </div>
            ))}
          </div>
          {error?.field === "events" ? (
            <p id="webhook-events-error" className="mt-2 text-sm text-destructive">
              {error.message}
            </p>
          ) : null}
        </fieldset>
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? "Adding..." : "Add endpoint"}
          </Button>
        </div>
      </form>
      <section className="grid gap-2" aria-labelledby="webhook-endpoints-heading">
        <h2 id="webhook-endpoints-heading" className="text-lg font-semibold">
          Endpoints
        </h2>
        {endpoints.length === 0 ? (
          <p className="text-sm text-muted-foreground">No webhook endpoints yet.</p>
        ) : (
          <ul className="grid gap-2">
            {endpoints.map((endpoint) => (
              <li key={endpoint.id} className="flex flex-wrap items-start justify-between gap-2 rounded-xl border bg-white p-3">
                <div className="min-w-0">
                  <p className="font-mono text-sm break-all">{endpoint.url}</p>
                  <p className="text-xs text-muted-foreground">
                    {endpoint.events.join(", ")} · added {endpoint.created}
                  </p>
                </div>
                <Button variant="ghost" size="sm" onClick={() => remove(endpoint)} aria-label={`Delete ${endpoint.url}`}>
                  Delete
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
