"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { platformSettingsSchema, type PlatformSettings } from "@/lib/platform/platform-settings-schema";
import { updatePlatformSettingsAction } from "@/lib/superadmin/actions/update-platform-settings";

type Draft = { signupsOpen: boolean; waitlistEnabled: boolean; supportEmail: string; platformFeeBps: string; defaultTrialDays: string };
type Errors = Partial<Record<keyof Draft, string>>;

// An empty number box is "not a number" (NaN), which the schema answers with its own message.
const toNumber = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

/** The platform settings as a typed form; the server validates again with the same schema. */
export function PlatformSettingsForm({ initial }: { initial: PlatformSettings }) {
  const [draft, setDraft] = useState<Draft>({
    ...initial,
    platformFeeBps: String(initial.platformFeeBps),
    defaultTrialDays: String(initial.defaultTrialDays),
  });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const input = { ...draft, platformFeeBps: toNumber(draft.platformFeeBps), defaultTrialDays: toNumber(draft.defaultTrialDays) };
    const parsed = platformSettingsSchema.safeParse(input);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Draft;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await updatePlatformSettingsAction(parsed.data).catch(() => null);
    setBusy(false);
    if (result?.ok) toast.success(result.data.changed.length ? "Settings saved" : "Nothing changed");
    else if (result?.field) setErrors({ [result.field]: result.message });
    else toast.error(result?.message ?? "Failed to save settings");
  }

  return (
    <form className="grid max-w-xl gap-5 rounded-xl border bg-white p-4" aria-label="Platform settings" onSubmit={save} noValidate>
      <div className="flex items-center justify-between gap-4">
        <div>
          <Label htmlFor="setting-signups-open">Sign-ups open</Label>
          <p className="text-sm text-muted-foreground">When off, only people with an invitation can create a business.</p>
        </div>
        <Switch id="setting-signups-open" checked={draft.signupsOpen} onCheckedChange={(v) => set("signupsOpen", v)} />
      </div>
      <div className="flex items-center justify-between gap-4">
        <div>
          <Label htmlFor="setting-waitlist-enabled">Waitlist enabled</Label>
          <p className="text-sm text-muted-foreground">The public site offers the waitlist form.</p>
        </div>
        <Switch id="setting-waitlist-enabled" checked={draft.waitlistEnabled} onCheckedChange={(v) => set("waitlistEnabled", v)} />
      </div>
      <FormField label="Support email" error={errors.supportEmail}>
        <Input id="setting-support-email" type="email" value={draft.supportEmail} onChange={(e) => set("supportEmail", e.target.value)} />
      </FormField>
      <FormField label="Platform fee for card payments (basis points)" description="100 basis points = 1%." error={errors.platformFeeBps}>
        <Input id="setting-platform-fee" inputMode="numeric" value={draft.platformFeeBps} onChange={(e) => set("platformFeeBps", e.target.value)} />
      </FormField>
      <FormField label="Default trial length (days)" error={errors.defaultTrialDays}>
        <Input id="setting-trial-days" inputMode="numeric" value={draft.defaultTrialDays} onChange={(e) => set("defaultTrialDays", e.target.value)} />
      </FormField>
      <div>
        <Button type="submit" disabled={busy}>
          Save settings
        </Button>
      </div>
    </form>
  );
}
