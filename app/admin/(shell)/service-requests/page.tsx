import { Inbox } from "@/components/icons";
import type { Metadata } from "next";
import Link from "next/link";
import { EmptyState } from "@/components/admin/empty-state";
import { ListFilter } from "@/components/admin/list/list-filter";
import { Pagination } from "@/components/admin/list/pagination";
import { PageHeader } from "@/components/admin/page-header";
import { RequestActions } from "@/components/admin/service-requests/request-actions";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { parseListParams, type SearchParams } from "@/lib/foundation/list-params";
import { SERVICE_REQUEST_STATUSES } from "@/db/schema/enums";
import { formatListDate } from "@/lib/format/dates";
import { hasAnyPermission } from "@/lib/identity/permissions";
import { requireStaff } from "@/lib/identity/staff/require-staff";
import { listBusinessServiceRequests } from "@/lib/scheduling/service-requests/list-business-service-requests";
import { SERVICE_REQUEST_TYPE_LABELS } from "@/lib/scheduling/service-requests/service-request-views";

export const metadata: Metadata = { title: "Service requests" };

const STATUS_LABELS: Record<string, string> = { pending: "Pending", accepted: "Accepted", scheduled: "Scheduled", declined: "Declined", completed: "Completed", cancelled: "Cancelled" };
const STATUS_OPTIONS = [{ value: "__all", label: "All statuses" }, ...SERVICE_REQUEST_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))];

/** The portal's service requests (manage_schedule: answering one is a scheduling decision). */
export default async function AdminServiceRequestsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const staff = await requireStaff({ section: "service_requests" });
  const params = await searchParams;
  const canQuote = hasAnyPermission(staff.permissions, ["manage_quotes"]);
  const list = parseListParams(params, { sorts: ["created"], defaultSort: "created", filters: { status: SERVICE_REQUEST_STATUSES } });
  const { rows, total } = await listBusinessServiceRequests(staff, { status: list.filters.status, offset: list.offset, limit: list.pageSize });
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Service requests"
        icon={Inbox}
        description="What customers asked for through the portal. Schedule a request as a job, answer it with a quote, or accept or decline it with a message they receive."
        actions={
          <div className="flex flex-wrap gap-4">
            <Link className="text-sm font-medium underline underline-offset-4" href="/admin/service-requests/bookings">
              Online bookings
            </Link>
            <Link className="text-sm font-medium underline underline-offset-4" href="/admin/service-requests/leads">
              Leads
            </Link>
          </div>
        }
      />
      <div>
        <ListFilter name="status" label="Status" options={STATUS_OPTIONS} />
      </div>
      {rows.length === 0 ? (
        <EmptyState icon={Inbox} title={list.filters.status ? "No requests match" : "No service requests yet"} body="Requests your customers make from the portal appear here." />
      ) : (
        <div className="overflow-x-auto rounded-xl border bg-white">
          <Table aria-label="Service requests">
            <TableHeader>
              <TableRow>
                <TableHead>Customer</TableHead>
                <TableHead>Service</TableHead>
                <TableHead>Type</TableHead>
                <TableHead>Preferred</TableHead>
                <TableHead>Notes</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="text-right">
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((request) => (
                <TableRow key={request.id}>
                  <TableCell>
                    <div className="font-medium">{request.customerName}</div>
                    <div className="text-xs text-muted-foreground">Received {formatListDate(request.createdAt)}</div>
                  </TableCell>
                  <TableCell>{request.serviceName ?? "Any service"}</TableCell>
                  <TableCell>{SERVICE_REQUEST_TYPE_LABELS[request.requestType] ?? request.requestType}</TableCell>
                  <TableCell>
                    {request.preferredDate ? formatListDate(`${request.preferredDate}T12:00:00Z`, "UTC") : "Any date"}
                    {request.preferredTimeSlot ? <div className="text-xs text-muted-foreground">{request.preferredTimeSlot}</div> : null}
                  </TableCell>
                  <TableCell className="max-w-64 whitespace-pre-wrap">{request.notes ?? "—"}</TableCell>
                  <TableCell>
                    <Badge variant={request.status === "pending" ? "default" : "secondary"}>{STATUS_LABELS[request.status] ?? request.status}</Badge>
                    {request.responseMessage ? <div className="mt-1 max-w-48 text-xs text-muted-foreground">“{request.responseMessage}”</div> : null}
                  </TableCell>
                  <TableCell className="text-right">
                    <RequestActions request={request} canQuote={canQuote} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      <Pagination page={list.page} pageSize={list.pageSize} total={total} pathname="/admin/service-requests" searchParams={params} noun="requests" />
    </div>
  );
}
