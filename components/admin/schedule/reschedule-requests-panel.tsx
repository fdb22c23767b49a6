"use client";

import Link from "next/link";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { useActionCall } from "@/components/ui/use-action-call";
import type { ActionResult } from "@/lib/core/action-result";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { acceptRescheduleRequestAction, declineRescheduleRequestAction } from "@/lib/admin/actions/answer-reschedule-request";
import { formatClockTime } from "@/lib/format/clock-time";
import { formatListDate } from "@/lib/format/dates";
import type { PendingRescheduleRequestView } from "@/lib/scheduling/reschedule-requests/reschedule-request-views";

/** The schedule's "Reschedule requests (N)": customers' pending asks to move a visit, each accepted or declined here. */
export function RescheduleRequestsPanel({ requests, timeZone }: { requests: PendingRescheduleRequestView[]; timeZone: string }) {
  if (requests.length === 0) return null;
  return (
    <section id="reschedule-requests" aria-labelledby="reschedule-requests-title" className="mb-4 rounded-xl border bg-card p-4">
      <h2 id="reschedule-requests-title" className="text-base font-semibold">
        Reschedule requests ({requests.length})
      </h2>
      <ul className="mt-2 divide-y">
        {requests.map((request) => (
          <RequestRow key={request.id} request={request} timeZone={timeZone} />
        ))}
      </ul>
    </section>
  );
}

function RequestRow({ request, timeZone }: { request: PendingRescheduleRequestView; timeZone: string }) {
  const router = useRouter();
  const [declining, setDeclining] = useState(false);
  const [message, setMessage] = useState("");
  const { busy, error, setError, call } = useActionCall();

  const run = async <T,>(action: () => Promise<ActionResult<T>>, success: string) => {
    if (!(await call(action, "Failed to answer the request"))) return;
    toast.success(success);
    router.refresh();
  };

  const wanted = `${formatListDate(request.preferredDate)}, ${request.preferredTimeSlot}`;
  return (
    <li className="grid gap-2 py-3" data-testid="reschedule-request">
      <p className="text-sm">
        <strong>{request.customerName}</strong> asks to move{" "}
        {request.seriesId ? <Link href={`/admin/schedule/jobs/${request.seriesId}`} className="underline underline-offset-4">{request.serviceName ?? "their visit"}</Link> : (request.serviceName ?? "their visit")} of{" "}
        {formatListDate(request.visitStartsAt, timeZone)} at {formatClockTime(request.visitStartsAt, timeZone)} to <strong>{wanted}</strong>.
      </p>
      {request.notes ? <p className="text-sm text-muted-foreground">&ldquo;{request.notes}&rdquo;</p> : null}
      {declining ? (
        <form
          aria-label={`Decline ${request.customerName}'s request`}
          className="grid gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            const text = message.trim();
            if (!text) {
              setError("Please write a message for the customer");
              return;
            }
            void run(() => declineRescheduleRequestAction({ requestId: request.id, message: text }), "Request declined");
          }}
        >
          <FormField label="Message to the customer">
            <Textarea value={message} maxLength={1000} rows={2} onChange={(e) => setMessage(e.target.value)} required />
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" variant="destructive" disabled={busy}>
              {busy ? "Declining..." : "Send and decline"}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setDeclining(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button type="button" size="sm" disabled={busy} onClick={() => run(() => acceptRescheduleRequestAction({ requestId: request.id }), `Visit moved to ${wanted}`)}>
            {busy ? "Moving..." : "Accept"}
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={() => setDeclining(true)}>
            Decline
          </Button>
        </div>
      )}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </li>
  );
}
