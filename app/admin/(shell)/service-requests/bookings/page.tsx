import { ArrowLeft, CalendarCheck } from "@/components/icons";
import type { Metadata } from "next";
import Link from "next/link";
import { BookingDecision } from "@/components/admin/bookings/booking-decision";
import { EmptyState } from "@/components/admin/empty-state";
import { PageHeader } from "@/components/admin/page-header";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { loadBookingsPage } from "@/lib/admin/page-loaders/bookings-page";
import { FREQUENCY_LABELS, type BookingFrequency } from "@/lib/booking/pricing/frequencies";
import { formatListDate } from "@/lib/format/dates";
import { formatClockTime } from "@/lib/format/clock-time";
import { formatCents } from "@/lib/format/money";
import { hasAnyPermission } from "@/lib/identity/permissions";
import { requireStaff } from "@/lib/identity/staff/require-staff";

export const metadata: Metadata = { title: "Online bookings" };

const STATUS_LABELS: Record<string, string> = { confirmed: "Confirmed", pending_approval: "Waits for you", awaiting_payment: "Awaiting payment", cancelled: "Declined" };

/** /admin/service-requests/bookings (issue 39): what visitors booked on /book, newest first; the ones that wait are answered here. */
export default async function OnlineBookingsPage() {
  const staff = await requireStaff({ section: "service_requests" });
  const { bookings, timeZone } = await loadBookingsPage(staff);
  const canDecide = hasAnyPermission(staff.permissions, ["manage_schedule"]);
  return (
    <div className="grid gap-6">
      <Link href="/admin/service-requests" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Service requests
      </Link>
      <PageHeader
        title="Online bookings"
        icon={CalendarCheck}
        description="What visitors booked on your booking page, at the price they saw. Turn on approval in Settings → Booking to answer each one before it is confirmed."
      />
      {bookings.length === 0 ? (
        <EmptyState icon={CalendarCheck} title="No online bookings yet" body="Share your booking page (Settings → Booking) and bookings appear here." />
      ) : (
        <div className="overflow-x-auto rounded-xl border bg-white">
          <Table aria-label="Online bookings">
            <TableHeader>
              <TableRow>
                <TableHead>Customer</TableHead>
                <TableHead>Service</TableHead>
                <TableHead>First visit</TableHead>
                <TableHead>Price</TableHead>
                <TableHead>Source</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="text-right">
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {bookings.map((booking) => (
                <TableRow key={booking.id}>
                  <TableCell>
                    <Link className="font-medium underline-offset-4 hover:underline" href={`/admin/customers/${booking.customerId}`}>
                      {booking.customerName}
                    </Link>
                    <div className="text-xs text-muted-foreground">
                      {booking.byExistingCustomer ? "Booked by an existing customer" : "New customer"} · {formatListDate(booking.createdAt, timeZone)}
                    </div>
                  </TableCell>
                  <TableCell>
                    {booking.serviceName}
                    <div className="text-xs text-muted-foreground">{FREQUENCY_LABELS[booking.frequency as BookingFrequency]}</div>
                  </TableCell>
                  <TableCell>
                    {formatListDate(booking.firstVisitAt, timeZone)}
                    <div className="text-xs text-muted-foreground">{formatClockTime(booking.firstVisitAt, timeZone)}</div>
                  </TableCell>
                  <TableCell>
                    {formatCents(booking.firstVisitCents)}
                    {booking.frequency !== "one_time" ? <div className="text-xs text-muted-foreground">then {formatCents(booking.pricePerVisitCents)} a visit</div> : null}
                    {booking.depositPaidCents > 0 ? <div className="text-xs text-muted-foreground">Deposit paid {formatCents(booking.depositPaidCents)}</div> : null}
                  </TableCell>
                  <TableCell className="text-xs">{[booking.utmSource, booking.utmMedium, booking.utmCampaign].filter(Boolean).join(" / ") || "—"}</TableCell>
                  <TableCell>
                    <Badge variant={booking.status === "pending_approval" ? "default" : "secondary"}>{STATUS_LABELS[booking.status] ?? booking.status}</Badge>
                  </TableCell>
                  <TableCell className="text-right">
                    {booking.status === "pending_approval" && canDecide ? (
                      <BookingDecision bookingId={booking.id} customerName={booking.customerName} />
                    ) : (
                      <Link className="text-sm font-medium underline underline-offset-4" href={`/admin/schedule/jobs/${booking.seriesId}`}>
                        View job
                      </Link>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </div>
  );
}
