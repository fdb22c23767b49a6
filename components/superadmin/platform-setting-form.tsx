"use client";

import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { updatePlatformSettingAction } from "@/lib/superadmin/actions/update-platform-setting";

/** One platform setting, edited as JSON (true/false, numbers, "text"). */
export function PlatformSettingForm({ settingKey, initialValue }: { settingKey: string; initialValue: string }) {
  const [value, setValue] = useState(initialValue);
  const [busy, setBusy] = useState(false);
  const id = `setting-${settingKey}`;
  return (
    <form
      className="grid gap-2 sm:grid-cols-[14rem_1fr_auto] sm:items-center"
      aria-label={`Setting ${settingKey}`}
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        const result = await updatePlatformSettingAction({ key: settingKey, value }).catch(() => null);
        setBusy(false);
        if (result?.ok) toast.success(`Saved ${settingKey}`);
        else toast.error(result?.message ?? "Failed to update data");
      }}
    >
      <Label htmlFor={id} className="font-mono text-sm">
        {settingKey}
      </Label>
      <Input id={id} value={value} onChange={(e) => setValue(e.target.value)} className="font-mono" />
      <Button type="submit" variant="outline" disabled={busy || value === initialValue}>
        Save
      </Button>
    </form>
  );
}
