"use client";

import { ImageUp, Trash2 } from "@/components/icons";
import { useRouter } from "next/navigation";
import { useId, useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { LOGO_ACCEPT, LOGO_MESSAGES, LOGO_MIME_TYPES, MAX_LOGO_BYTES } from "@/lib/businesses/settings/logo/logo-rules";

const ENDPOINT = "/api/admin/branding/logo";

async function errorMessage(response: Response, fallback: string): Promise<string> {
  const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
  return body?.error?.message ?? fallback;
}

/**
 * Settings → Branding → Logo: upload (PNG, JPEG or WebP, ≤ 2 MB — checked here for a quick
 * answer and again, by content, on the server) or remove; the preview follows at once.
 */
export function LogoField({ logo, onChange }: { logo: string | null; onChange: (logo: string | null) => void }) {
  const router = useRouter();
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const fail = (message: string) => {
    setError(message);
    toast.error(message);
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (!(LOGO_MIME_TYPES as readonly string[]).includes(file.type)) return fail(LOGO_MESSAGES.type);
    if (file.size > MAX_LOGO_BYTES) return fail(LOGO_MESSAGES.tooLarge);
    setBusy(true);
    setError(null);
    try {
      const form = new FormData();
      form.set("logo", file);
      const response = await fetch(ENDPOINT, { method: "POST", body: form });
      if (!response.ok) return fail(await errorMessage(response, "Failed to upload the logo"));
      const { companyLogo } = (await response.json()) as { companyLogo: string };
      onChange(companyLogo);
      toast.success("Logo saved; your portal shows it now");
      router.refresh();
    } catch {
      fail("Failed to upload the logo");
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  };

  const remove = async () => {
    setBusy(true);
    setError(null);
    try {
      const response = await fetch(ENDPOINT, { method: "DELETE" });
      if (!response.ok) return fail(await errorMessage(response, "Failed to remove the logo"));
      onChange(null);
      toast.success("Logo removed");
      router.refresh();
    } catch {
      fail("Failed to remove the logo");
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-2" role="group" aria-labelledby={`${inputId}-label`}>
      <span id={`${inputId}-label`} className="text-sm font-medium">
        Logo
      </span>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex h-16 w-28 items-center justify-center rounded border bg-white p-1">
          {logo ? (
            // eslint-disable-next-line @next/next/no-img-element
            <img src={logo} alt="Current logo" className="max-h-full max-w-full object-contain" data-testid="current-logo" />
          ) : (
            <span className="text-xs text-muted-foreground">No logo</span>
          )}
        </div>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={LOGO_ACCEPT}
          className="sr-only"
          aria-labelledby={`${inputId}-label`}
          // Reached through the Upload button; the hidden input itself is no tab stop.
          tabIndex={-1}
          aria-describedby={error ? errorId : `${inputId}-help`}
          aria-invalid={error ? true : undefined}
          onChange={(e) => void upload(e.target.files?.[0])}
          disabled={busy}
        />
        <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => input.current?.click()}>
          <ImageUp className="size-4" aria-hidden="true" />
          {busy ? "Working..." : logo ? "Replace logo" : "Upload logo"}
        </Button>
        {logo ? (
          <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={() => void remove()}>
            <Trash2 className="size-4" aria-hidden="true" />
            Remove logo
          </Button>
        ) : null}
      </div>
      <p id={`${inputId}-help`} className="text-xs text-muted-foreground">
        PNG, JPEG or WebP, at most 2 MB. Shown on your portal&apos;s sign-in page and menu.
      </p>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
