import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatClockTime } from "@/lib/format/clock-time";
import { formatListDate } from "@/lib/format/dates";
import type { CustomerServiceRequestView } from "@/lib/scheduling/service-requests/customer-request-views";
import { REQUEST_TYPE_LABELS } from "@/lib/scheduling/service-requests/service-request-rules";
import { serviceRequestStatusDisplay } from "@/lib/status/service-request-status";
import { StatusBadge } from "../status-badge";

/** What became of each request: its status, the business's message, and the first visit once scheduled. */
function Outcome({ request, timeZone }: { request: CustomerServiceRequestView; timeZone: string }) {
  if (request.firstVisitAt) {
    return (
      <p className="text-sm font-medium text-slate-800">
        Scheduled: first visit {formatListDate(request.firstVisitAt, timeZone)} at {formatClockTime(request.firstVisitAt, timeZone)}
      </p>
    );
  }
  if (request.quoted) return <p className="text-sm text-slate-700">A quote is being prepared; it will appear under Quotes.</p>;
  if (request.status === "pending") return <p className="text-sm text-slate-600">Waiting for the business to answer.</p>;
  return null;
}

export function MyRequests({ requests, timeZone }: { requests: CustomerServiceRequestView[]; timeZone: string }) {
  return (
    <section aria-labelledby="my-requests-heading" className="mt-8 flex flex-col gap-3">
      <h2 id="my-requests-heading" className="text-lg font-semibold">
        Your requests
      </h2>
      {requests.length === 0 ? (
        <p className="text-sm text-slate-600">You have not requested a service yet.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {requests.map((request) => (
            <li key={request.id}>
              <Card data-testid="service-request">
                <CardHeader className="flex flex-row items-start justify-between gap-2">
                  <div className="flex flex-col gap-1">
                    <CardTitle className="text-base">
                      <h3>{request.serviceName ?? "Any service"}</h3>
                    </CardTitle>
                    <p className="text-sm text-slate-600">
                      {REQUEST_TYPE_LABELS[request.requestType as keyof typeof REQUEST_TYPE_LABELS] ?? request.requestType} · requested{" "}
                      {formatListDate(request.createdAt, timeZone)}
                      {request.preferredDate ? ` · preferred ${formatListDate(`${request.preferredDate}T12:00:00Z`, "UTC")}` : ""}
                      {request.preferredTimeSlot ? `, ${request.preferredTimeSlot}` : ""}
                    </p>
                  </div>
                  <StatusBadge display={serviceRequestStatusDisplay(request.status)} />
                </CardHeader>
                <CardContent className="flex flex-col gap-2">
                  <Outcome request={request} timeZone={timeZone} />
                  {request.responseMessage ? <p className="text-sm text-slate-700">“{request.responseMessage}”</p> : null}
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
