import "server-only";
import { inviteCustomerToPortal } from "@/lib/customers/portal-access/invite-customer-to-portal";
import { formatCents } from "@/lib/format/money";
import { formatLongDate } from "@/lib/format/dates";
import { notifyBusinessOwner } from "@/lib/notifications/notify-business-owner";
import { tellCustomer } from "@/lib/notifications/tell-customer";
import { FREQUENCY_LABELS, type BookingFrequency } from "../pricing/frequencies";
import type { CreatedBooking } from "./create-booking";

/** What /book's confirmation and the customer's email say of the visits' price, from the one computation. */
export function bookingPriceRows(booking: Pick<CreatedBooking, "price">, frequency: BookingFrequency, depositPaidCents = 0) {
  const { price } = booking;
  const rows = [{ label: "First visit", value: formatCents(price.firstVisitCents), strong: true }];
  if (depositPaidCents > 0) rows.push({ label: "Deposit paid (taken off your first invoice)", value: formatCents(depositPaidCents), strong: false });
  if (frequency !== "one_time") rows.push({ label: `${FREQUENCY_LABELS[frequency]}, each visit after`, value: formatCents(price.pricePerVisitCents), strong: false });
  if (price.discountCents > 0) rows.push({ label: `${FREQUENCY_LABELS[frequency]} discount (${price.discountBps / 100} %)`, value: `−${formatCents(price.discountCents)}`, strong: false });
  return rows;
}

/**
 * After a booking commits (issue 39 item 2): the customer's confirmation (bell and email with the
 * prices), a sign-in link when they have no portal access yet, and the owner's notice — "booked
 * by an existing customer" when the email or phone matched one. None of these undoes the booking.
 */
export async function tellAboutBooking(
  business: { id: string; timezone: string },
  booking: CreatedBooking,
  input: { frequency: BookingFrequency; firstName: string; lastName: string },
  depositPaidCents = 0,
) {
  const when = `${formatLongDate(`${booking.date}T12:00:00Z`, "UTC")}, arriving ${booking.windowLabel}`;
  const pending = booking.status === "pending_approval";
  await tellCustomer(
    { businessId: business.id, customerId: booking.customerId },
    {
      kind: "job_status",
      title: pending ? `We received your booking: ${booking.serviceName}` : `You're booked: ${booking.serviceName}`,
      body: `${pending ? "We'll confirm it shortly. " : ""}Your first visit is ${when}.${input.frequency === "one_time" ? "" : ` Then ${FREQUENCY_LABELS[input.frequency].toLowerCase()}.`}`,
      portalPath: "/dashboard",
      linkLabel: "See your visits",
      amounts: bookingPriceRows(booking, input.frequency, depositPaidCents),
    },
  ).catch((error) => console.error("booking confirmation failed", error));
  if (booking.needsSignInLink) {
    await inviteCustomerToPortal({ businessId: business.id, actorType: "system" }, booking.customerId).catch((error) => console.error("booking sign-in link failed", error));
  }
  const who = `${input.firstName} ${input.lastName}`;
  await notifyBusinessOwner(
    { businessId: business.id, customerId: booking.customerId },
    {
      kind: "booking",
      title: `New online booking: ${who} — ${booking.serviceName}`,
      body: [
        booking.byExistingCustomer ? "Booked by an existing customer." : "A new customer.",
        `${FREQUENCY_LABELS[input.frequency]}, first visit ${when} (${booking.location.name}), ${formatCents(booking.price.firstVisitCents)}${input.frequency === "one_time" ? "" : ` then ${formatCents(booking.price.pricePerVisitCents)} a visit`}.`,
        depositPaidCents > 0 ? `Deposit of ${formatCents(depositPaidCents)} paid by card; it is credited to the first invoice.` : "",
        pending ? "It waits for your approval." : "",
      ].filter(Boolean).join(" "),
      link: "/admin/service-requests/bookings",
    },
  );
}
