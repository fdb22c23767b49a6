import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { inWriteTransaction, type Tx } from "@/db/client";
import { bookings, conversations, customers, jobs, locationServices, properties } from "@/db/schema";
import { customerWebhookData } from "@/lib/customers/customer-webhook-data";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { DomainError } from "@/lib/foundation/domain-error";
import { isUniqueViolation } from "@/lib/foundation/pg-errors";
import { createJobInTransaction } from "@/lib/scheduling/jobs/create-job";
import { jobFieldsSchema } from "@/lib/scheduling/jobs/job-schema";
import { fromWallClock } from "@/lib/scheduling/recurrence/zoned-time";
import { hashPassword } from "@/lib/security/passwords";
import { emitWebhookEvent } from "@/lib/webhooks/emit-webhook-event";
import { FREQUENCY_LABELS } from "../pricing/frequencies";
import { frequencyRecurrence } from "../pricing/frequency-recurrence";
import type { VisitPrice } from "../pricing/price-visit";
import { minutesToTime, windowLabel } from "../availability/arrival-windows";
import { claimSlot } from "../availability/claim-slot";
import type { ServingLocation } from "./booking-location";
import type { BookingInput } from "./booking-schema";
import { findBookingCustomer } from "./find-booking-customer";
import { advanceLead } from "../leads/advance-lead";
import { BOOKING_REFUSALS, prepareBooking, type BookingBusiness, type PreparedBooking } from "./prepare-booking";

export type CreatedBooking = {
  bookingId: string;
  customerId: string;
  jobId: string;
  byExistingCustomer: boolean;
  /** A new customer who chose a password: start their portal session. */
  signInNow: boolean;
  /** The customer has no portal access yet: email them a sign-in link. */
  needsSignInLink: boolean;
  status: "confirmed" | "pending_approval";
  price: VisitPrice;
  serviceName: string;
  location: ServingLocation;
  /** The first visit's local date and arrival window as the customer reads it ("10:00 AM-12:00 PM"). */
  date: string;
  windowLabel: string;
};

/** The booking's contact and place, as submitted (the password already hashed, or none). */
export type BookingRequest = Omit<BookingInput, "password"> & { passwordHash: string | null };

/**
 * A visitor's booking on /book (issue 39 item 2) made at once — no deposit or card asked
 * (start-booking-checkout.ts decides) — in one transaction (bookInTransaction), tried again once
 * when the same email submitted twice at once lost the customers' unique email index.
 */
export async function createBooking(business: BookingBusiness, input: BookingInput, ip: string | null, now = new Date()): Promise<CreatedBooking> {
  const prepared = await prepareBooking(business, input, now);
  // Hashed before the transaction: argon2's work holds no locks.
  const passwordHash = input.signIn === "password" && input.password ? await hashPassword(input.password) : null;
  const request: BookingRequest = { ...input, passwordHash };
  const book = () =>
    inWriteTransaction(async (tx) => {
      const booking = await bookInTransaction(tx, business, prepared, request, { ip, now });
      // The visit's lead (when the page reported one) is booked with it.
      await advanceLead(tx, business.id, input.visitToken, { step: "booked", bookingId: booking.bookingId, email: input.email, phone: input.phone, firstName: input.firstName, lastName: input.lastName }, now);
      return booking;
    });
  return book().catch((error: unknown) => (isUniqueViolation(error) ? book() : Promise.reject(error)));
}

/**
 * The booking's rows, inside the caller's transaction: the customer — the one on file with this
 * email or phone, else a new one with portal access when they chose a password — their property,
 * the recurring job with its visits (every visit at the discounted price, the first at the list
 * price) — its first visit claimed under claimSlot's lock, so two visitors taking the last free
 * window cannot both have it — the booking row with the price computed once, an audit row and the
 * `booking.created` webhook. `slot` moves the first visit when the one chosen was taken while the
 * visitor paid (confirm-booking-payment.ts). What follows the commit (session, emails, the
 * owner's bell) is the caller's, from what this returns.
 */
export async function bookInTransaction(
  tx: Tx,
  business: BookingBusiness,
  prepared: Omit<PreparedBooking, "settings">,
  input: BookingRequest,
  context: { ip: string | null; now: Date; slot?: { date: string; window: { start: number; end: number } } },
): Promise<CreatedBooking> {
  const { price, location } = prepared;
  const { ip, now } = context;
  const date = context.slot?.date ?? input.date;
  const window = context.slot?.window ?? prepared.window;
  const startTime = minutesToTime(window.start);
  await requireOfferedAt(tx, business.id, input.serviceId, location.id);
  const existing = await findBookingCustomer(tx, business.id, input);
  const customerId = existing?.id ?? (await insertCustomer(tx, business.id, input, location.id, input.passwordHash, now));
  if (existing?.archived) await tx.update(customers).set({ archivedAt: null, status: "active", updatedAt: now }).where(and(eq(customers.businessId, business.id), eq(customers.id, existing.id)));
  const propertyId = await propertyFor(tx, business.id, customerId, input);
  const slot = { businessId: business.id, locationId: location.id, date, start: window.start, durationMinutes: price.durationMinutes, now };
  // The job (and so its first visit, assigned to the member found free) is written under the slot's lock.
  const { id: jobId } = await claimSlot(tx, slot, (claimTx, memberId) =>
    createJobInTransaction(
      claimTx,
      { businessId: business.id },
      jobFieldsSchema.parse({
        customerId, propertyId, serviceId: input.serviceId, title: `${prepared.serviceName} (${FREQUENCY_LABELS[input.frequency].toLowerCase()})`,
        startDate: date, startTime, durationMinutes: price.durationMinutes, employeeIds: [memberId],
        recurrence: frequencyRecurrence(input.frequency, date), priceCents: price.pricePerVisitCents,
        instructions: `Booked online. Arrival window ${windowLabel(window)}.`,
      }),
      now,
    ),
  );
  if (price.firstVisitCents !== price.pricePerVisitCents) await priceFirstVisit(tx, business.id, jobId, price.firstVisitCents);
  const { status } = prepared;
  const firstVisitAt = fromWallClock(date, startTime, business.timezone);
  const [booking] = await tx
    .insert(bookings)
    .values({
      businessId: business.id, locationId: location.id, customerId, seriesId: jobId, serviceId: input.serviceId, frequency: input.frequency, measure: input.measure,
      addOnIds: [...new Set(input.addOnIds)], listCents: price.listCents, discountBps: price.discountBps, pricePerVisitCents: price.pricePerVisitCents,
      firstVisitCents: price.firstVisitCents, depositCents: price.depositCents, durationMinutes: price.durationMinutes,
      firstVisitAt, status, byExistingCustomer: existing !== null,
      utmSource: input.utmSource, utmMedium: input.utmMedium, utmCampaign: input.utmCampaign, createdAt: now, updatedAt: now,
    })
    .returning({ id: bookings.id });
  await writeAuditEntry(tx, {
    businessId: business.id, actor: existing ? { type: "system", id: null } : { type: "customer", id: customerId }, action: "booking.created",
    target: { type: "booking", id: booking.id }, ip, meta: { customerId, jobId, byExistingCustomer: existing !== null, restoredCustomer: existing?.archived ?? false, pricePerVisitCents: price.pricePerVisitCents },
  });
  await emitWebhookEvent({
    businessId: business.id, type: "booking.created",
    data: { booking: { id: booking.id, customer_id: customerId, job_id: jobId, location_id: location.id, service_id: input.serviceId, frequency: input.frequency, status, first_visit_at: firstVisitAt.toISOString(), price_per_visit: price.pricePerVisitCents / 100, first_visit_price: price.firstVisitCents / 100, deposit: price.depositCents / 100, by_existing_customer: existing !== null } },
  });
  return {
    bookingId: booking.id, customerId, jobId, byExistingCustomer: existing !== null, status, price, serviceName: prepared.serviceName, location, date, windowLabel: windowLabel(window),
    signInNow: existing === null && input.passwordHash !== null,
    needsSignInLink: existing ? existing.portalAccessStatus === "none" || existing.portalAccessStatus === "invited" : input.passwordHash === null,
  };
}

/** A service offered only at some branches (location_services rows) cannot be booked at another. */
async function requireOfferedAt(tx: Tx, businessId: string, serviceId: string, locationId: string) {
  const offers = await tx.select({ locationId: locationServices.locationId }).from(locationServices).where(and(eq(locationServices.businessId, businessId), eq(locationServices.serviceId, serviceId)));
  if (offers.length > 0 && !offers.some((offer) => offer.locationId === locationId)) throw new DomainError("unprocessable", BOOKING_REFUSALS.notOffered, { field: "serviceId" });
}

async function insertCustomer(tx: Tx, businessId: string, input: BookingRequest, locationId: string, passwordHash: string | null, now: Date): Promise<string> {
  const [created] = await tx
    .insert(customers)
    .values({
      businessId, locationId, firstName: input.firstName, lastName: input.lastName, email: input.email, phone: input.phone,
      address: input.address, city: input.city, state: input.state, zip: input.zip, status: "active",
      passwordHash, portalAccessStatus: passwordHash ? "active" : "none", lastLogin: passwordHash ? now : null, createdAt: now, updatedAt: now,
    })
    .returning({ id: customers.id, locationId: customers.locationId, firstName: customers.firstName, lastName: customers.lastName, email: customers.email, phone: customers.phone });
  await tx.insert(conversations).values({ businessId, customerId: created.id, createdAt: now, updatedAt: now });
  await emitWebhookEvent({ businessId, type: "customer.created", data: { customer: customerWebhookData(created) } });
  return created.id;
}

/** The customer's property at this address (street and ZIP, any case), else a new one — their primary when they have none. */
async function propertyFor(tx: Tx, businessId: string, customerId: string, input: BookingRequest): Promise<string> {
  const owned = await tx
    .select({ id: properties.id, address: properties.address, zip: properties.zip })
    .from(properties)
    .where(and(eq(properties.businessId, businessId), eq(properties.customerId, customerId), sql`${properties.archivedAt} is null`));
  const same = owned.find((p) => p.address.trim().toLowerCase() === input.address.toLowerCase() && (p.zip ?? "").trim() === input.zip);
  if (same) return same.id;
  const [created] = await tx
    .insert(properties)
    .values({ businessId, customerId, label: owned.length === 0 ? "Home" : "Booked address", address: input.address, city: input.city, state: input.state, zip: input.zip, isPrimary: owned.length === 0 })
    .returning({ id: properties.id });
  return created.id;
}

/** The first visit carries the list price (the frequency discount starts with the second; docs/decisions/online-booking.md). */
async function priceFirstVisit(tx: Tx, businessId: string, seriesId: string, cents: number) {
  const [first] = await tx.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.businessId, businessId), eq(jobs.seriesId, seriesId))).orderBy(asc(jobs.scheduledDate)).limit(1);
  if (first) await tx.update(jobs).set({ priceCents: cents }).where(and(eq(jobs.businessId, businessId), eq(jobs.id, first.id)));
}
