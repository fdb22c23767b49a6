import Link from "next/link";
import { Button } from "@/components/ui/button";
import type { BusinessServiceRequestView } from "@/lib/scheduling/service-requests/service-request-views";
import { RespondToRequestDialog } from "./respond-to-request-dialog";

/**
 * What the inbox offers for one request: while pending, turn it into a job (or a quote, for
 * staff who write quotes), or accept/decline with a message; once it became work, a link to it.
 */
export function RequestActions({ request, canQuote }: { request: BusinessServiceRequestView; canQuote: boolean }) {
  if (request.status !== "pending") {
    if (request.jobId) return <Link className="text-sm font-medium underline underline-offset-4" href={`/admin/schedule/jobs/${request.jobId}`}>View job</Link>;
    if (request.quoteId) return <Link className="text-sm font-medium underline underline-offset-4" href={`/admin/quotes/${request.quoteId}`}>View quote</Link>;
    return null;
  }
  const who = request.customerName;
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button size="sm" asChild>
        <Link href={`/admin/schedule/jobs/new?request=${request.id}`} aria-label={`Schedule a job for the request from ${who}`}>
          Schedule job
        </Link>
      </Button>
      {canQuote ? (
        <Button size="sm" variant="outline" asChild>
          <Link href={`/admin/quotes/new?request=${request.id}`} aria-label={`Write a quote for the request from ${who}`}>
            Quote
          </Link>
        </Button>
      ) : null}
      <RespondToRequestDialog requestId={request.id} customerName={who} decision="accept" />
      <RespondToRequestDialog requestId={request.id} customerName={who} decision="decline" />
    </div>
  );
}
