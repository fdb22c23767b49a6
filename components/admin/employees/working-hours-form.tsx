"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormError } from "@/components/ui/form-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import { useActionCall } from "@/components/ui/use-action-call";
import { setWorkingHoursAction } from "@/lib/admin/actions/team/set-working-hours";
import { WEEKDAY_NAMES, workingDayProblem, type WorkingDayInput } from "@/lib/booking/availability/working-hours-rules";

type RowProblem = { index: number; field: "start" | "end"; message: string };

/**
 * A member's week (issue 39 item 2): seven rows of day, works?, from and to. Checked here with the
 * server's own row rules first, so a bad row says so on its field before anything is sent; on its
 * own page (/admin/employees/{id}/hours) so the Employees list loads none of it.
 */
export function WorkingHoursForm({ memberId, name, initial }: { memberId: string; name: string; initial: WorkingDayInput[] }) {
  const [days, setDays] = useState<WorkingDayInput[]>(initial);
  const [problem, setProblem] = useState<RowProblem | null>(null);
  const { busy, error, call } = useActionCall();

  const change = (index: number, patch: Partial<WorkingDayInput>) => {
    setDays((current) => current.map((day, i) => (i === index ? { ...day, ...patch } : day)));
    if (problem?.index === index) setProblem(null);
  };

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const first = days.map((day, index) => ({ index, found: workingDayProblem(day) })).find((row) => row.found);
    if (first?.found) {
      setProblem({ index: first.index, ...first.found });
      document.getElementById(`hours-${first.index}-${first.found.field}`)?.focus();
      return;
    }
    setProblem(null);
    const saved = await call(() => setWorkingHoursAction({ memberId, days }), "Failed to save the working hours");
    if (saved) toast.success(`Working hours saved for ${name}`);
  };

  return (
    <form onSubmit={save} className="grid gap-4" aria-label={`Working hours of ${name}`} noValidate>
      <div className="grid gap-3">
        {days.map((day, index) => {
          const dayName = WEEKDAY_NAMES[day.weekday - 1];
          const errorId = `hours-${index}-error`;
          const fieldProps = (field: "start" | "end") => {
            const invalid = problem?.index === index && problem.field === field;
            return { id: `hours-${index}-${field}`, "aria-invalid": invalid || undefined, "aria-describedby": invalid ? errorId : undefined };
          };
          return (
            <fieldset key={day.weekday} className="grid grid-cols-2 items-center gap-x-3 gap-y-2 rounded-md border p-3 sm:grid-cols-[8rem_6rem_1fr_1fr] sm:border-0 sm:p-0">
              <legend className="sr-only">{dayName}</legend>
              <span className="font-medium" aria-hidden="true">
                {dayName}
              </span>
              <div className="flex items-center gap-2">
                <Checkbox id={`hours-${index}-works`} checked={day.works} onCheckedChange={(checked) => change(index, { works: checked === true })} />
                <Label htmlFor={`hours-${index}-works`}>
                  Works<span className="sr-only"> on {dayName}</span>
                </Label>
              </div>
              <div className="grid gap-1">
                <Label htmlFor={`hours-${index}-start`} className="text-xs text-muted-foreground">
                  From<span className="sr-only"> ({dayName})</span>
                </Label>
                <Input type="time" step={900} disabled={!day.works} value={day.start} onChange={(e) => change(index, { start: e.target.value })} {...fieldProps("start")} />
              </div>
              <div className="grid gap-1">
                <Label htmlFor={`hours-${index}-end`} className="text-xs text-muted-foreground">
                  To<span className="sr-only"> ({dayName})</span>
                </Label>
                <Input type="time" step={900} disabled={!day.works} value={day.end} onChange={(e) => change(index, { end: e.target.value })} {...fieldProps("end")} />
              </div>
              {problem?.index === index ? (
                <p id={errorId} role="alert" className="col-span-2 text-sm font-medium text-destructive sm:col-span-4 sm:col-start-3">
                  {problem.message}
                </p>
              ) : null}
            </fieldset>
          );
        })}
      </div>
      <FormError message={error} />
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : "Save working hours"}
        </Button>
      </div>
    </form>
  );
}
