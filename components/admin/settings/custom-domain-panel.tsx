"use client";

import { CheckCircle2, Clock } from "@/components/icons";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { removeCustomDomainAction, setCustomDomainAction, verifyCustomDomainAction } from "@/lib/admin/actions/settings/custom-domain";
import type { ActionResult } from "@/lib/foundation/action-result";
import { firstErrorMessage } from "@/lib/validation/first-error";

// zod stays out of this page's first load: the schema is fetched on the form's first focus and used on submit.
const loadSchema = () => import("@/lib/businesses/settings/domain/custom-domain-rules").then((module) => module.customDomainSchema);

type Status = { state: "none" } | { state: "pending" | "verified"; domain: string; record: { name: string; value: string } };
type Busy = "save" | "verify" | "remove" | null;

function DnsRecord({ type, name, value }: { type: string; name: string; value: string }) {
  return (
    <div className="grid gap-1 rounded-lg border bg-muted/40 p-3 text-sm sm:grid-cols-[5rem_1fr]">
      <span className="font-medium">Type</span>
      <code>{type}</code>
      <span className="font-medium">Name</span>
      <code className="break-all" data-testid={`dns-${type.toLowerCase()}-name`}>{name}</code>
      <span className="font-medium">Value</span>
      <code className="break-all" data-testid={`dns-${type.toLowerCase()}-value`}>{value}</code>
    </div>
  );
}

/** Enter a domain, publish the two DNS records shown, then Verify; Remove stops serving it. */
export function CustomDomainPanel({ initial, target }: { initial: Status; target: string }) {
  const [status, setStatus] = useState<Status>(initial);
  const [domain, setDomain] = useState(initial.state === "none" ? "" : initial.domain);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);

  const run = async (kind: Exclude<Busy, null>, call: () => Promise<ActionResult<Status>>, success: string) => {
    setBusy(kind);
    setError(null);
    try {
      const result = await call();
      if (!result.ok) {
        setError(result.message);
        return;
      }
      setStatus(result.data);
      if (result.data.state === "none") setDomain("");
      toast.success(success);
    } catch {
      setError("Something went wrong. Please try again.");
    } finally {
      setBusy(null);
    }
  };

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = (await loadSchema()).safeParse({ domain });
    if (!parsed.success) {
      setError(firstErrorMessage(parsed.error));
      return;
    }
    void run("save", () => setCustomDomainAction(parsed.data), "Domain saved — now add the DNS records");
  };

  return (
    <div className="grid max-w-2xl gap-4">
      <form onSubmit={save} onFocus={() => void loadSchema()} noValidate className="grid gap-3 rounded-xl border bg-white p-4" aria-label="Custom domain">
        <FormField label="Domain" error={error ?? undefined} description="A subdomain you own works best, e.g. portal.yourbusiness.com.">
          <Input value={domain} onChange={(e) => setDomain(e.target.value)} placeholder="portal.yourbusiness.com" autoComplete="off" inputMode="url" maxLength={253} />
        </FormField>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={busy !== null}>
            {busy === "save" ? "Saving..." : status.state === "none" ? "Add domain" : "Change domain"}
          </Button>
          {status.state !== "none" ? (
            <Button type="button" variant="outline" disabled={busy !== null} onClick={() => void run("remove", () => removeCustomDomainAction({}), "Custom domain removed")}>
              {busy === "remove" ? "Removing..." : "Remove domain"}
            </Button>
          ) : null}
        </div>
      </form>

      {status.state !== "none" ? (
        <div className="grid gap-3 rounded-xl border bg-white p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-semibold break-all">{status.domain}</h3>
            {status.state === "verified" ? (
              <Badge className="bg-green-100 text-green-800" data-testid="domain-status">
                <CheckCircle2 className="size-3" aria-hidden="true" /> Verified
              </Badge>
            ) : (
              <Badge variant="outline" data-testid="domain-status">
                <Clock className="size-3" aria-hidden="true" /> Waiting for DNS
              </Badge>
            )}
          </div>
          {status.state === "verified" ? (
            <p className="text-sm text-muted-foreground" role="status">
              Your portal answers at <a className="underline" href={`https://${status.domain}/login`}>https://{status.domain}</a>. Its certificate is issued
              automatically on the first visit.
            </p>
          ) : (
            <>
              <p className="text-sm text-muted-foreground">Add these two records at your DNS provider, then press Verify.</p>
              <DnsRecord type="CNAME" name={status.domain} value={target} />
              <DnsRecord type="TXT" name={status.record.name} value={status.record.value} />
              <div>
                <Button type="button" disabled={busy !== null} onClick={() => void run("verify", () => verifyCustomDomainAction({}), "Domain verified")}>
                  {busy === "verify" ? "Checking DNS..." : "Verify"}
                </Button>
              </div>
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}
