import { notFound } from "next/navigation";
import { BookingForm } from "@/components/portal/booking/booking-form";
import { EmbedFrame } from "@/components/portal/booking/embed-frame";
import { PortalAuthCard } from "@/components/portal/auth/portal-auth-card";
import { loadBookingPage } from "@/lib/booking/bookings/load-booking-page";
import { BOOKING_FREQUENCIES, type BookingFrequency } from "@/lib/booking/pricing/frequencies";
import { requirePortalBusiness } from "@/lib/tenancy/require-portal-business";

export const metadata = { title: "Book online" };

type Props = { params: Promise<{ tenant: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };
const one = (value: string | string[] | undefined) => (typeof value === "string" && value.trim() !== "" ? value.trim().slice(0, 100) : null);
const frequencyOf = (value: string | null) => (BOOKING_FREQUENCIES as readonly string[]).includes(value ?? "") ? (value as BookingFrequency) : null;

/**
 * /book on every portal host (issue 39 item 2): public; a visitor prices, picks a time and books.
 * `?embed=1` (item 4): the form alone, framed by the business's website through /embed.js — no
 * portal card around it, its height posted to the framing page, the confirmation linking to the
 * portal at top level (a cross-site frame cannot keep the portal's SameSite=Lax session).
 */
export default async function BookPage({ params, searchParams }: Props) {
  const business = await requirePortalBusiness((await params).tenant);
  const query = await searchParams;
  const page = await loadBookingPage(business);
  if (!page.enabled) notFound();
  const embed = one(query.embed) === "1";
  const content =
    page.services.length === 0 ? (
      <p className="text-center text-sm text-muted-foreground">
        {business.companyName} does not take online bookings yet. Please call or email us to book.
      </p>
    ) : (
      <BookingForm
        services={page.services}
        terms={page.terms}
        businessName={business.companyName}
        initialServiceId={one(query.service)}
        initialFrequency={frequencyOf(one(query.frequency))}
        embed={embed}
        depositsByCard={page.depositsByCard}
        utm={{ utmSource: one(query.utm_source), utmMedium: one(query.utm_medium), utmCampaign: one(query.utm_campaign) }}
      />
    );
  if (embed) {
    return (
      <main>
        <h1 className="sr-only">Book online with {business.companyName}</h1>
        <EmbedFrame websiteOrigins={page.websiteOrigins}>{content}</EmbedFrame>
      </main>
    );
  }
  return (
    <PortalAuthCard business={business} subtitle="Book your service online" wide>
      {query.checkout === "cancelled" ? (
        <p role="status" className="mb-4 rounded-md border bg-muted/40 p-3 text-center text-sm">
          Payment cancelled. Nothing was booked or charged.
        </p>
      ) : null}
      {content}
    </PortalAuthCard>
  );
}
