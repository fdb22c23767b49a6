import Link from "next/link";
import { redirect } from "next/navigation";
import { PortalAuthCard } from "@/components/portal/auth/portal-auth-card";
import { WaitForBookingPayment } from "@/components/portal/booking/wait-for-booking-payment";
import { loadCheckoutOutcome } from "@/lib/booking/checkout/booking-after-checkout";
import { formatClockTime } from "@/lib/format/clock-time";
import { formatLongDate } from "@/lib/format/dates";
import { requirePortalBusiness } from "@/lib/tenancy/require-portal-business";

export const metadata = { title: "Your booking" };

type Props = { params: Promise<{ tenant: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /book/done?lead= — where Stripe Checkout returns a visitor who paid a booking's deposit
 * (issue 39 item 3). Until the signed webhook has made the booking the page waits; once it is
 * made, the browser that paid is sent to be signed in (app/api/book/claim) and lands on its
 * portal; anyone else is told the booking stands and how to sign in.
 */
export default async function BookingDonePage({ params, searchParams }: Props) {
  const business = await requirePortalBusiness((await params).tenant);
  const query = await searchParams;
  const leadId = typeof query.lead === "string" ? query.lead : "";
  const outcome = await loadCheckoutOutcome(business.id, leadId);
  if (outcome.state === "booked" && outcome.mayClaim && query.claimed !== "0") redirect(`/api/book/claim?lead=${encodeURIComponent(leadId)}`);
  return (
    <PortalAuthCard business={business} subtitle="Your booking">
      <div className="grid gap-4 text-center">
        {outcome.state === "unknown" ? (
          <>
            <p className="text-sm">We couldn't find this booking.</p>
            <Link href="/book" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
              Book online
            </Link>
          </>
        ) : outcome.state === "waiting" ? (
          <WaitForBookingPayment />
        ) : (
          <>
            <h2 className="text-lg font-semibold">{outcome.status === "pending_approval" ? "We received your booking" : "You're booked!"}</h2>
            <p className="text-sm">
              Your deposit is paid. Your first visit is {formatLongDate(outcome.firstVisitAt, business.timezone)}, arriving from {formatClockTime(outcome.firstVisitAt, business.timezone)}.
              {outcome.status === "pending_approval" ? " We'll confirm it shortly." : ""}
            </p>
            <p className="text-sm text-muted-foreground">We've emailed you the details. Sign in to your portal to see your visits.</p>
            <Link href="/login" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
              Sign in to your portal
            </Link>
          </>
        )}
      </div>
    </PortalAuthCard>
  );
}
