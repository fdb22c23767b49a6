"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { useActionCall } from "@/components/ui/use-action-call";
import type { ActionResult } from "@/lib/foundation/action-result";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { requestVisitRescheduleAction, skipVisitAsCustomerAction } from "@/lib/portal/actions/visit-self-service";
import { TIME_SLOTS } from "@/lib/scheduling/calendar/time-slots";
import { rescheduleRequestLine, type CustomerRescheduleRequestView } from "@/lib/scheduling/reschedule-requests/reschedule-request-views";

type Mode = "idle" | "skip" | "reschedule";

/**
 * Under the dashboard's next visit: skip it (when the business allows cancellation) or ask to
 * move it into a §9 time slot (when it allows rescheduling). The server applies the cut-off.
 * The latest reschedule request shows as a line: waiting for the business, or its answer.
 */
export function VisitSelfService({
  visitId,
  canSkip,
  canReschedule,
  request,
  businessName,
}: {
  visitId: string;
  canSkip: boolean;
  canReschedule: boolean;
  request: CustomerRescheduleRequestView | null;
  businessName: string;
}) {
  const router = useRouter();
  const [mode, setMode] = useState<Mode>("idle");
  const [reason, setReason] = useState("");
  const [date, setDate] = useState("");
  const [slot, setSlot] = useState("");
  const [notes, setNotes] = useState("");
  const { busy, error, setError, call } = useActionCall();
  const pending = request?.status === "pending";
  const line = request ? (
    <p className="text-sm text-slate-700" data-testid="reschedule-request-status">
      {rescheduleRequestLine(request, businessName)}
    </p>
  ) : null;
  if (!canSkip && !canReschedule) return line ? <div className="mt-4 border-t pt-4">{line}</div> : null;

  // A refusal belongs to the form it answered: leaving or switching forms clears it.
  const switchTo = (next: Mode) => {
    setError(null);
    setMode(next);
  };

  const run = async <T,>(action: () => Promise<ActionResult<T>>, success: string) => {
    if (!(await call(action, "Something went wrong"))) return;
    setMode("idle");
    toast.success(success);
    router.refresh();
  };

  return (
    <div className="mt-4 grid gap-3 border-t pt-4">
      {line}
      {mode === "idle" ? (
        <div className="flex flex-wrap gap-2">
          {canSkip ? (
            <Button type="button" variant="outline" size="sm" onClick={() => switchTo("skip")}>
              Skip this visit
            </Button>
          ) : null}
          {canReschedule && !pending ? (
            <Button type="button" variant="outline" size="sm" onClick={() => switchTo("reschedule")}>
              Ask to reschedule
            </Button>
          ) : null}
        </div>
      ) : null}
      {mode === "skip" ? (
        <form
          aria-label="Skip this visit"
          className="grid gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            void run(() => skipVisitAsCustomerAction({ visitId, reason }), "Visit skipped");
          }}
        >
          <FormField label="Reason (optional)">
            <Input value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={busy}>
              {busy ? "Skipping..." : "Confirm skip"}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => switchTo("idle")}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
      {mode === "reschedule" ? (
        <form
          aria-label="Ask to reschedule"
          className="grid gap-3 sm:grid-cols-2"
          onSubmit={(e) => {
            e.preventDefault();
            void run(() => requestVisitRescheduleAction({ visitId, preferredDate: date, preferredTimeSlot: slot, notes }), "Reschedule request sent");
          }}
        >
          <FormField label="Preferred date">
            <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} required />
          </FormField>
          <FormField label="Preferred time">
            <select value={slot} onChange={(e) => setSlot(e.target.value)} required className="h-9 rounded-md border bg-background px-2 text-sm">
              <option value="">Choose a time slot</option>
              {TIME_SLOTS.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </FormField>
          <FormField label="Notes (optional)" className="sm:col-span-2">
            <Input value={notes} maxLength={1000} onChange={(e) => setNotes(e.target.value)} />
          </FormField>
          <div className="flex flex-wrap gap-2 sm:col-span-2">
            <Button type="submit" size="sm" disabled={busy}>
              {busy ? "Sending..." : "Send request"}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => switchTo("idle")}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
