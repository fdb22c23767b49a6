import { notFound } from "next/navigation";
import { BookingForm } from "@/components/portal/booking/booking-form";
import { PortalAuthCard } from "@/components/portal/auth/portal-auth-card";
import { loadBookingPage } from "@/lib/booking/bookings/load-booking-page";
import { requirePortalBusiness } from "@/lib/tenancy/require-portal-business";

export const metadata = { title: "Book online" };

type Props = { params: Promise<{ tenant: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };
const one = (value: string | string[] | undefined) => (typeof value === "string" && value.trim() !== "" ? value.trim().slice(0, 100) : null);

/** /book on every portal host (issue 39 item 2): public; a visitor prices, picks a time and books. */
export default async function BookPage({ params, searchParams }: Props) {
  const business = await requirePortalBusiness((await params).tenant);
  const query = await searchParams;
  const page = await loadBookingPage(business);
  if (!page.enabled) notFound();
  return (
    <PortalAuthCard business={business} subtitle="Book your service online" wide>
      {query.checkout === "cancelled" ? (
        <p role="status" className="mb-4 rounded-md border bg-muted/40 p-3 text-center text-sm">
          Payment cancelled. Nothing was booked or charged.
        </p>
      ) : null}
      {page.services.length === 0 ? (
        <p className="text-center text-sm text-muted-foreground">
          {business.companyName} does not take online bookings yet. Please call or email us to book.
        </p>
      ) : (
        <BookingForm
          services={page.services}
          terms={page.terms}
          businessName={business.companyName}
          initialServiceId={one(query.service)}
          depositsByCard={page.depositsByCard}
          utm={{ utmSource: one(query.utm_source), utmMedium: one(query.utm_medium), utmCampaign: one(query.utm_campaign) }}
        />
      )}
    </PortalAuthCard>
  );
}
