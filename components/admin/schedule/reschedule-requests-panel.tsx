import Link from "next/link";
import { formatClockTime } from "@/lib/format/clock-time";
import { formatListDate } from "@/lib/format/dates";
import type { PendingRescheduleRequestView } from "@/lib/scheduling/reschedule-requests/reschedule-request-views";
import { RescheduleRequestAnswer } from "./reschedule-request-answer";

/**
 * The schedule's "Reschedule requests (N)": customers' pending asks to move a visit, each
 * accepted or declined here. Rendered on the server; only the answer buttons are client code.
 */
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
  const wanted = `${formatListDate(request.preferredDate)}, ${request.preferredTimeSlot}`;
  return (
    <li className="grid gap-2 py-3" data-testid="reschedule-request">
      <p className="text-sm">
        <strong>{request.customerName}</strong> asks to move{" "}
        {request.seriesId ? <Link href={`/admin/schedule/jobs/${request.seriesId}`} className="underline underline-offset-4">{request.serviceName ?? "their visit"}</Link> : (request.serviceName ?? "their visit")} of{" "}
        {formatListDate(request.visitStartsAt, timeZone)} at {formatClockTime(request.visitStartsAt, timeZone)} to <strong>{wanted}</strong>.
      </p>
      {request.notes ? <p className="text-sm text-muted-foreground">&ldquo;{request.notes}&rdquo;</p> : null}
      <RescheduleRequestAnswer requestId={request.id} customerName={request.customerName} wanted={wanted} />
    </li>
  );
}
