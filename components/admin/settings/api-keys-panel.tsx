"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LocationChecklist } from "@/components/admin/settings/locations/location-checklist";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { createApiKeyAction } from "@/lib/admin/actions/settings/create-api-key";
import { revokeApiKeyAction } from "@/lib/admin/actions/settings/revoke-api-key";
import { PERMISSIONS, type Permission } from "@/lib/identity/permissions";
import { firstErrorMessage } from "@/lib/validation/first-error";

export type ApiKeyRow = { id: string; name: string; prefix: string; permissions: string[]; lastUsed: string; created: string; revoked: boolean };

// zod stays out of this page's first load: the schema is fetched on the form's first focus and used on submit.
const loadSchema = () => import("@/lib/api/keys/api-key-schema").then((module) => module.createApiKeySchema);

const label = (permission: string) => permission.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());

/** Create a named key limited to some permissions (its secret shown once), list and revoke keys. */
export function ApiKeysPanel({ keys, locations }: { keys: ApiKeyRow[]; locations: Array<{ id: string; name: string }> }) {
  const [name, setName] = useState("");
  const [chosen, setChosen] = useState<Permission[]>([]);
  const [locationIds, setLocationIds] = useState<string[]>([]);
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const create = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = (await loadSchema()).safeParse({ name, permissions: chosen, locationIds });
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path[0];
      setError({ field: typeof field === "string" ? field : undefined, message: firstErrorMessage(parsed.error) });
      return;
    }
    setError(null);
    setBusy(true);
    const result = await createApiKeyAction(parsed.data).catch(() => null);
    setBusy(false);
    if (!result?.ok) {
      toast.error(result?.message ?? "Failed to create the API key");
      setError({ field: result?.field, message: result?.message ?? "Failed to create the API key" });
      return;
    }
    setSecret(result.data.key);
    setName("");
    setChosen([]);
    setLocationIds([]);
  };

  const revoke = async (id: string, keyName: string) => {
    const result = await revokeApiKeyAction({ apiKeyId: id }).catch(() => null);
    if (result?.ok) toast.success(`${keyName} revoked`);
    else toast.error(result?.message ?? "Failed to revoke the API key");
  };

  return (
    <div className="grid gap-8">
      {secret ? (
        <div role="status" className="grid gap-2 rounded-lg border border-green-300 bg-green-50 p-4">
          <p className="text-sm font-semibold">Copy your new key now — it will not be shown again.</p>
          <code data-testid="new-api-key" className="block overflow-x-auto rounded bg-white p-2 font-mono text-sm">
            {secret}
          </code>
          <div className="flex gap-2">
            <Button size="sm" type="button" onClick={() => navigator.clipboard?.writeText(secret).then(() => toast.success("Copied"))}>
              Copy
            </Button>
            <Button size="sm" variant="outline" type="button" onClick={() => setSecret(null)}>
              Done
            </Button>
          </div>
        </div>
      ) : null}
      <form onSubmit={create} onFocus={() => void loadSchema()} noValidate className="grid max-w-2xl gap-4" aria-label="Create an API key">
        <h2 className="text-lg font-semibold">Create a key</h2>
        {error && !error.field ? <p role="alert" className="text-sm text-destructive">{error.message}</p> : null}
        <FormField label="Name" description="Where the key is used, e.g. Zapier" error={error?.field === "name" ? error.message : undefined}>
          <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={80} />
        </FormField>
        <fieldset aria-describedby={error?.field === "permissions" ? "key-permissions-error" : undefined}>
          <legend className="mb-2 text-sm font-medium">Permissions</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {PERMISSIONS.map((permission) => (
              <div key={permission} className="flex items-center gap-2">
                <Checkbox
                  id={`key-${permission}`}
                  checked={chosen.includes(permission)}
                  onCheckedChange={(checked) => setChosen((list) => (checked ? [...list, permission] : list.filter((p) => p !== permission)))}
                />
                <Label htmlFor={`key-${permission}`}>{label(permission)}</Label>
              </div>
            ))}
          </div>
          {error?.field === "permissions" ? (
            <p id="key-permissions-error" className="mt-2 text-sm text-destructive">
              {error.message}
            </p>
          ) : null}
        </fieldset>
        {locations.length > 0 ? (
          <LocationChecklist
            idPrefix="key"
            locations={locations}
            chosen={locationIds}
            onChange={setLocationIds}
            error={error?.field === "locationIds" ? error.message : null}
          />
        ) : null}
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? "Creating..." : "Create key"}
          </Button>
        </div>
      </form>
      <section className="grid gap-2">
        <h2 className="text-lg font-semibold">Keys</h2>
        {keys.length === 0 ? (
          <p className="text-sm text-muted-foreground">No API keys yet.</p>
        ) : (
          <div className="overflow-x-auto rounded-xl border bg-white">
            <Table aria-label="API keys">
              <TableHeader>
                <TableRow>
                  <TableHead>Name</TableHead>
                  <TableHead>Key</TableHead>
                  <TableHead>Permissions</TableHead>
                  <TableHead>Last used</TableHead>
                  <TableHead className="text-right">
                    <span className="sr-only">Actions</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {keys.map((key) => (
                  <TableRow key={key.id}>
                    <TableCell className="font-medium">
                      {key.name}
                      <div className="text-xs text-muted-foreground">Created {key.created}</div>
                    </TableCell>
                    <TableCell className="font-mono text-xs">{key.prefix}…</TableCell>
                    <TableCell className="max-w-64 text-xs">{key.permissions.map(label).join(", ")}</TableCell>
                    <TableCell>{key.lastUsed}</TableCell>
                    <TableCell className="text-right">
                      {key.revoked ? (
                        <Badge variant="secondary">Revoked</Badge>
                      ) : (
                        <Button variant="ghost" size="sm" onClick={() => revoke(key.id, key.name)} aria-label={`Revoke ${key.name}`}>
                          Revoke
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </section>
    </div>
  );
}
