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
import { addDays } from "@/lib/scheduling/recurrence/local-date";
import { fromWallClock, toWallClock } from "@/lib/scheduling/recurrence/zoned-time";
import { hashPassword } from "@/lib/security/passwords";
import { emitWebhookEvent } from "@/lib/webhooks/emit-webhook-event";
import { FREQUENCY_LABELS } from "../pricing/frequencies";
import { frequencyRecurrence } from "../pricing/frequency-recurrence";
import { getServicePricing } from "../pricing/get-service-pricing";
import type { VisitPrice } from "../pricing/price-visit";
import { priceWithRule } from "../pricing/quote-service-price";
import { arrivalWindowsOf, minutesToTime, windowLabel } from "../availability/arrival-windows";
import { claimSlot } from "../availability/claim-slot";
import { getBookingSettings } from "../settings/get-booking-settings";
import { locationServingZip, type ServingLocation } from "./booking-location";
import type { BookingInput } from "./booking-schema";
import { findBookingCustomer } from "./find-booking-customer";

export const BOOKING_DAYS_AHEAD = 60;

export const BOOKING_REFUSALS = {
  off: "Online booking is not available for this business",
  notBookable: "This service cannot be booked online",
  outOfArea: "We don't serve your area yet. We'll let you know when we do.",
  notOffered: "This service is not offered in your area",
  time: "Please choose one of the times offered",
} as const;

export type BookingBusiness = { id: string; timezone: string };

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
  /** The first visit's arrival window as the customer reads it ("10:00 AM-12:00 PM"). */
  windowLabel: string;
};

/** The first visit is tomorrow or later, within BOOKING_DAYS_AHEAD days, at one of the business's windows (claimSlot then checks someone is free). */
function requireBookableDate(input: BookingInput, windows: ReadonlyArray<{ start: number; end: number }>, timeZone: string, now: Date): { start: number; end: number } {
  const today = toWallClock(now, timeZone).date;
  const window = windows.find((w) => w.start === input.windowStart);
  if (!window || input.date <= today || input.date > addDays(today, BOOKING_DAYS_AHEAD)) throw new DomainError("unprocessable", BOOKING_REFUSALS.time, { field: "date" });
  return window;
}

/**
 * A visitor's booking on /book (issue 39 item 2), in one transaction: the customer — the one on
 * file with this email or phone, else a new one with portal access when they chose a password —
 * their property, the recurring job with its visits (every visit at the discounted price, the
 * first at the list price) — its first visit claimed under claimSlot's lock, so two visitors
 * taking the last free window cannot both have it — the booking row with the price computed once, an audit row and the
 * `booking.created` webhook. What follows the commit (session, emails, the owner's bell) is the
 * caller's, from what this returns.
 */
export async function createBooking(business: BookingBusiness, input: BookingInput, ip: string | null, now = new Date()): Promise<CreatedBooking> {
  const settings = await getBookingSettings({ businessId: business.id });
  if (!settings.enabled) throw new DomainError("not_found", BOOKING_REFUSALS.off);
  const pricing = await getServicePricing({ businessId: business.id }, input.serviceId);
  if (!pricing) throw new DomainError("unprocessable", BOOKING_REFUSALS.notBookable, { field: "serviceId" });
  const price = priceWithRule(pricing, input);
  const location = await locationServingZip(business.id, input.zip);
  if (!location) throw new DomainError("unprocessable", BOOKING_REFUSALS.outOfArea, { field: "zip" });
  const window = requireBookableDate(input, arrivalWindowsOf(settings.arrivalWindows), business.timezone, now);
  const startTime = minutesToTime(window.start);
  // Hashed before the transaction: argon2's work holds no locks.
  const passwordHash = input.signIn === "password" && input.password ? await hashPassword(input.password) : null;
  const status: CreatedBooking["status"] = settings.autoConfirm ? "confirmed" : "pending_approval";

  // The same email submitted twice at once: the customers' unique email index lets one insert
  // through; the other's transaction is tried again and finds that customer.
  const book = () => inWriteTransaction(async (tx): Promise<CreatedBooking> => {
    await requireOfferedAt(tx, business.id, input.serviceId, location.id);
    const existing = await findBookingCustomer(tx, business.id, input);
    const customerId = existing?.id ?? (await insertCustomer(tx, business.id, input, location.id, passwordHash, now));
    if (existing?.archived) await tx.update(customers).set({ archivedAt: null, status: "active", updatedAt: now }).where(and(eq(customers.businessId, business.id), eq(customers.id, existing.id)));
    const propertyId = await propertyFor(tx, business.id, customerId, input);
    const slot = { businessId: business.id, locationId: location.id, date: input.date, start: window.start, durationMinutes: price.durationMinutes, now };
    // The job (and so its first visit, assigned to the member found free) is written under the slot's lock.
    const { id: jobId } = await claimSlot(tx, slot, (claimTx, memberId) =>
      createJobInTransaction(
        claimTx,
        { businessId: business.id },
        jobFieldsSchema.parse({
          customerId, propertyId, serviceId: input.serviceId, title: `${pricing.serviceName} (${FREQUENCY_LABELS[input.frequency].toLowerCase()})`,
          startDate: input.date, startTime, durationMinutes: price.durationMinutes, employeeIds: [memberId],
          recurrence: frequencyRecurrence(input.frequency, input.date), priceCents: price.pricePerVisitCents,
          instructions: `Booked online. Arrival window ${windowLabel(window)}.`,
        }),
        now,
      ),
    );
    if (price.firstVisitCents !== price.pricePerVisitCents) await priceFirstVisit(tx, business.id, jobId, price.firstVisitCents);
    const [booking] = await tx
      .insert(bookings)
      .values({
        businessId: business.id, locationId: location.id, customerId, seriesId: jobId, serviceId: input.serviceId, frequency: input.frequency, measure: input.measure,
        addOnIds: [...new Set(input.addOnIds)], listCents: price.listCents, discountBps: price.discountBps, pricePerVisitCents: price.pricePerVisitCents,
        firstVisitCents: price.firstVisitCents, depositCents: price.depositCents, durationMinutes: price.durationMinutes,
        firstVisitAt: fromWallClock(input.date, startTime, business.timezone), status, byExistingCustomer: existing !== null,
        utmSource: input.utmSource, utmMedium: input.utmMedium, utmCampaign: input.utmCampaign, createdAt: now, updatedAt: now,
      })
      .returning({ id: bookings.id });
    await writeAuditEntry(tx, {
      businessId: business.id, actor: existing ? { type: "system", id: null } : { type: "customer", id: customerId }, action: "booking.created",
      target: { type: "booking", id: booking.id }, ip, meta: { customerId, jobId, byExistingCustomer: existing !== null, restoredCustomer: existing?.archived ?? false, pricePerVisitCents: price.pricePerVisitCents },
    });
    await emitWebhookEvent({
      businessId: business.id, type: "booking.created",
      data: { booking: { id: booking.id, customer_id: customerId, job_id: jobId, location_id: location.id, service_id: input.serviceId, frequency: input.frequency, status, first_visit_at: fromWallClock(input.date, startTime, business.timezone).toISOString(), price_per_visit: price.pricePerVisitCents / 100, first_visit_price: price.firstVisitCents / 100, by_existing_customer: existing !== null } },
    });
    return {
      bookingId: booking.id, customerId, jobId, byExistingCustomer: existing !== null, status, price, serviceName: pricing.serviceName, location, windowLabel: windowLabel(window),
      signInNow: existing === null && passwordHash !== null,
      needsSignInLink: existing ? existing.portalAccessStatus === "none" || existing.portalAccessStatus === "invited" : passwordHash === null,
    };
  });
  return book().catch((error: unknown) => (isUniqueViolation(error) ? book() : Promise.reject(error)));
}

/** A service offered only at some branches (location_services rows) cannot be booked at another. */
async function requireOfferedAt(tx: Tx, businessId: string, serviceId: string, locationId: string) {
  const offers = await tx.select({ locationId: locationServices.locationId }).from(locationServices).where(and(eq(locationServices.businessId, businessId), eq(locationServices.serviceId, serviceId)));
  if (offers.length > 0 && !offers.some((offer) => offer.locationId === locationId)) throw new DomainError("unprocessable", BOOKING_REFUSALS.notOffered, { field: "serviceId" });
}

async function insertCustomer(tx: Tx, businessId: string, input: BookingInput, locationId: string, passwordHash: string | null, now: Date): Promise<string> {
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
async function propertyFor(tx: Tx, businessId: string, customerId: string, input: BookingInput): Promise<string> {
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
