"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { editVisitAction } from "@/lib/admin/actions/schedule/edit-visit";
import { skipVisitAction } from "@/lib/admin/actions/schedule/skip-visit";
import type { EditScope } from "@/lib/scheduling/jobs/job-schema";
import { calendarDayLabel, moveAnnouncement } from "@/lib/scheduling/calendar/move-announcement";
import type { VisitView } from "@/lib/scheduling/visits/visit-views";
import { editVisitChecks } from "@/lib/scheduling/visits/visit-rules";
import { firstFormProblem } from "@/lib/validation/form-checks";
import { useCalendarAnnounce } from "./calendar-announcer";
import { NativeSelect } from "@/components/ui/native-select";

const SCOPES: Array<{ value: EditScope; label: string }> = [
  { value: "this", label: "This visit only" },
  { value: "following", label: "This and following visits" },
  { value: "all", label: "All visits of the job" },
];

/**
 * Reschedule or skip a visit: the keyboard path for moving a visit on the calendar (date,
 * time, duration, employee), with the edit scope for recurring jobs. The form inside its dialog
 * (visit-edit-dialog.tsx), loaded when a dialog first opens.
 */
export function VisitEditForm({ visit, employees, onDone }: { visit: VisitView; employees: Array<{ id: string; name: string }>; onDone: () => void }) {
  const router = useRouter();
  const announce = useCalendarAnnounce();
  const [date, setDate] = useState(visit.localDate);
  const [time, setTime] = useState(visit.localTime);
  const [duration, setDuration] = useState(String(visit.durationMinutes));
  const [employeeId, setEmployeeId] = useState(visit.employeeId ?? "");
  const [scope, setScope] = useState<EditScope>("this");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    // The server parses the change again (editVisitSchema, built on the same rules).
    const problem = firstFormProblem(editVisitChecks, { date, time, durationMinutes: duration });
    if (problem) {
      setError(problem.message);
      return;
    }
    setBusy(true);
    const result = await editVisitAction({ visitId: visit.id, scope, date, time, durationMinutes: duration, employeeId: employeeId || null }).catch(() => null);
    setBusy(false);
    if (!result?.ok) {
      setError(result?.message ?? "Failed to update visit");
      return;
    }
    toast.success("Visit rescheduled");
    const employeeName = employees.find((e) => e.id === (employeeId || visit.employeeId))?.name ?? visit.employeeName;
    announce(moveAnnouncement({ title: visit.title, dayLabel: calendarDayLabel(date), time, employeeName, doubleBookedWith: result.data.doubleBookedWith }));
    onDone();
    router.refresh();
  };

  const skip = async () => {
    setBusy(true);
    const result = await skipVisitAction({ visitId: visit.id, reason }).catch(() => null);
    setBusy(false);
    if (!result?.ok) {
      setError(result?.message ?? "Failed to skip visit");
      return;
    }
    toast.success("Visit skipped");
    onDone();
    router.refresh();
  };

  return (
    <form onSubmit={save} noValidate className="grid gap-4" aria-label="Reschedule visit">
      <div className="grid grid-cols-2 gap-3">
        <FormField label="Date">
          <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} required autoFocus />
        </FormField>
        <FormField label="Start time">
          <Input type="time" value={time} onChange={(e) => setTime(e.target.value)} required />
        </FormField>
        <FormField label="Duration (minutes)">
          <Input type="number" min={5} max={1440} step={5} value={duration} onChange={(e) => setDuration(e.target.value)} />
        </FormField>
        <FormField label="Employee">
          <NativeSelect value={employeeId} onChange={(e) => setEmployeeId(e.target.value)}>
            <option value="">Keep as is</option>
            {employees.map((employee) => (
              <option key={employee.id} value={employee.id}>
                {employee.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      {visit.recurring ? (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Apply to</legend>
          {SCOPES.map((option) => (
            <label key={option.value} className="flex items-center gap-2 text-sm">
              <input type="radio" name="scope" value={option.value} checked={scope === option.value} onChange={() => setScope(option.value)} />
              {option.label}
            </label>
          ))}
        </fieldset>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <DialogFooter className="flex-wrap gap-2 sm:justify-between">
        {visit.status === "scheduled" ? (
          <div className="flex items-end gap-2">
            <FormField label="Skip reason">
              <Input value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
            </FormField>
            <Button type="button" variant="outline" disabled={busy} onClick={skip}>
              Skip visit
            </Button>
          </div>
        ) : null}
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : "Save"}
        </Button>
      </DialogFooter>
    </form>
  );
}
