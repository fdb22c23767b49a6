"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { DeferredDialogProps } from "@/components/ui/deferred-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { previewSeriesShiftAction, shiftSeriesAction } from "@/lib/admin/actions/schedule/shift-series";
import type { ShiftPlan } from "@/lib/scheduling/series/shift-series";
import type { VisitView } from "@/lib/scheduling/visits/visit-views";
import { firstErrorMessage } from "@/lib/validation/first-error";

// zod stays out of this page's first load: the schema is fetched on the form's first focus and used on submit.
const loadSchema = () => import("@/lib/scheduling/jobs/job-schema").then((module) => module.shiftSeriesSchema);

const dayLabel = (date: string) =>
  new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));

export type ShiftSeriesDialogProps = { visit: VisitView };

/**
 * A weather day: move this visit and every later visit of its job by N days. Step one
 * previews what moves (date from → to); step two confirms. Keyboard-only friendly.
 * ShiftSeriesTrigger loads it on first use.
 */
export function ShiftSeriesDialog({ visit, open, onOpenChange }: ShiftSeriesDialogProps & DeferredDialogProps) {
  const router = useRouter();
  const [days, setDays] = useState("1");
  const [plan, setPlan] = useState<ShiftPlan | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const parse = async () => {
    const parsed = (await loadSchema()).safeParse({ visitId: visit.id, days });
    if (!parsed.success) setError(firstErrorMessage(parsed.error));
    return parsed.success ? parsed.data : null;
  };

  const preview = async (event: React.FormEvent) => {
    event.preventDefault();
    const input = await parse();
    if (!input) return;
    setBusy(true);
    const result = await previewSeriesShiftAction(input).catch(() => null);
    setBusy(false);
    if (!result?.ok) {
      setPlan(null);
      setError(result?.message ?? "Failed to preview the shift");
      return;
    }
    setError(null);
    setPlan(result.data);
  };

  const confirm = async () => {
    const input = await parse();
    if (!input) return;
    setBusy(true);
    const result = await shiftSeriesAction(input).catch(() => null);
    setBusy(false);
    if (!result?.ok) {
      setError(result?.message ?? "Failed to shift the visits");
      return;
    }
    toast.success(`${result.data.moves.length === 1 ? "1 visit" : `${result.data.moves.length} visits`} moved`);
    onOpenChange(false);
    setPlan(null);
    if (result.data.jobId !== visit.jobId) router.push(`/admin/schedule/jobs/${result.data.jobId}`);
    else router.refresh();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) {
          setPlan(null);
          setError(null);
        }
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Shift visits</DialogTitle>
          <DialogDescription>
            Move the visit of {dayLabel(visit.localDate)} and every later visit of this job by a number of days. Times stay as they are.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={preview} onFocus={() => void loadSchema()} noValidate className="grid gap-4" aria-label="Shift visits">
          <div className="flex flex-wrap items-end gap-3">
            <FormField label="Days to move" description="Negative numbers move visits earlier.">
              <Input
                type="number"
                min={-60}
                max={60}
                step={1}
                value={days}
                onChange={(e) => {
                  setDays(e.target.value);
                  setPlan(null);
                }}
                className="w-28"
              />
            </FormField>
            <Button type="submit" variant="outline" disabled={busy}>
              Preview
            </Button>
          </div>
          {plan ? (
            <div>
              <h3 className="mb-2 text-sm font-medium" id="shift-preview-heading">
                {plan.moves.length === 1 ? "1 visit moves" : `${plan.moves.length} visits move`}
                {plan.recurring ? ", and every later visit of the job follows" : ""}
              </h3>
              <ul aria-labelledby="shift-preview-heading" className="grid max-h-60 gap-1 overflow-y-auto text-sm">
                {plan.moves.map((move) => (
                  <li key={move.visitId} className="tabular-nums">
                    {dayLabel(move.from.date)} {move.from.time} → {dayLabel(move.to.date)} {move.to.time}
                    {move.status === "skipped" ? <span className="ml-1 text-muted-foreground">(stays skipped)</span> : null}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" disabled={busy || !plan} onClick={confirm}>
              {busy ? "Moving..." : plan ? `Move ${plan.moves.length === 1 ? "1 visit" : `${plan.moves.length} visits`}` : "Move visits"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
