"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { pauseJobAction } from "@/lib/admin/actions/schedule/pause-job";
import { resumeJobAction } from "@/lib/admin/actions/schedule/resume-job";
import { formatListDate } from "@/lib/format/dates";

/**
 * Pause a recurring job until a date (its visits until then are skipped as "paused" and it
 * resumes by itself on the date), or end the pause now. Schedulers only.
 */
export function JobPausePanel({ jobId, pausedUntil, canPause, today }: { jobId: string; pausedUntil: string | null; canPause: boolean; today: string }) {
  const router = useRouter();
  const [until, setUntil] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (call: () => Promise<{ ok: boolean; message?: string }>, success: string) => {
    setBusy(true);
    const result = await call().catch(() => null);
    setBusy(false);
    if (!result?.ok) {
      setError(result?.message ?? "Failed to update the job");
      return;
    }
    setError(null);
    setUntil("");
    toast.success(success);
    router.refresh();
  };

  const alert = error ? (
    <p role="alert" className="text-sm text-destructive">
      {error}
    </p>
  ) : null;

  if (pausedUntil) {
    return (
      <div className="grid gap-3">
        <p className="text-sm">
          <strong>Paused until {formatListDate(pausedUntil)}.</strong> Visits before then are skipped; the job resumes by itself on that day.
        </p>
        {alert}
        <div>
          <Button type="button" variant="outline" disabled={busy} onClick={() => run(() => resumeJobAction({ jobId }), "Job resumed")}>
            {busy ? "Resuming..." : "Resume now"}
          </Button>
        </div>
      </div>
    );
  }
  if (!canPause) return <p className="text-sm text-muted-foreground">This job has no upcoming visits to pause.</p>;
  return (
    <form
      aria-label="Pause job"
      noValidate
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!until) {
          setError("Please enter the date the job resumes");
          return;
        }
        void run(() => pauseJobAction({ jobId, until }), "Job paused");
      }}
    >
      <p className="text-sm text-muted-foreground">For a customer&apos;s vacation or a season off: visits from today until the day before the resume date are skipped as &ldquo;paused&rdquo;.</p>
      <div className="flex flex-wrap items-end gap-3">
        <FormField label="Resume on" error={error ?? undefined}>
          <Input type="date" min={today} value={until} onChange={(e) => setUntil(e.target.value)} required className="w-44" />
        </FormField>
        <Button type="submit" disabled={busy}>
          {busy ? "Pausing..." : "Pause job"}
        </Button>
      </div>
    </form>
  );
}
