import "server-only";
import { and, desc, eq, inArray, isNotNull, isNull, or, type SQL } from "drizzle-orm";
import { db } from "@/db/client";
import { bookingLeads, bookings, services, type BookingLeadStep } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import { cursorAtOf, olderThan } from "@/lib/foundation/keyset";
import type { BusinessScope } from "@/lib/foundation/scope";
import { locatedRowInScope } from "@/lib/locations/location-scope-sql";
import type { LeadFilter } from "./lead-schema";

/** A lead as the Leads page and API v1 read it: never the Checkout draft (it holds a password hash). */
export type LeadListRow = {
  id: string;
  step: BookingLeadStep;
  outOfArea: boolean;
  locationId: string | null;
  serviceId: string | null;
  serviceName: string | null;
  frequency: string | null;
  measure: number | null;
  zip: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  quotedCents: number | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  bookingId: string | null;
  /** The booking's job, for the "Booked" link. */
  bookingJobId: string | null;
  followedUpAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** created_at as Postgres prints it (microseconds), the cursor's key. */
  cursorAt: string;
};
export type LeadListKey = [string, string];
export const leadListKey = (row: LeadListRow): LeadListKey => [row.cursorAt, row.id];

/** The steps a visit can stop at without booking: the Leads page reads them as "Abandoned at …". */
export const ABANDONED_STEPS = ["visited", "priced", "contact", "checkout"] as const satisfies readonly BookingLeadStep[];

/** A visit is a lead when it left an email or a phone, or asked for an address outside every service area. */
const isLead = or(isNotNull(bookingLeads.email), isNotNull(bookingLeads.phone), eq(bookingLeads.outOfArea, true));

const FILTERS: Record<LeadFilter, SQL | undefined> = {
  all: undefined,
  abandoned: and(inArray(bookingLeads.step, [...ABANDONED_STEPS]), isNull(bookingLeads.bookingId), eq(bookingLeads.outOfArea, false)),
  out_of_area: eq(bookingLeads.outOfArea, true),
};

/**
 * The business's leads from /book (issue 39 items 6 and 7), newest first, `limit + 1` rows after
 * the cursor's key. A lead belongs to the branch serving its ZIP (its own `location_id`), so a
 * member or key limited to some locations sees those branches' leads — and not a lead outside
 * every area, which no branch serves (as bookings are their customers' branches').
 */
export async function listBookingLeads(scope: BusinessScope, options: { limit: number; after: ReadonlyArray<string | number | null> | null; filter?: LeadFilter; step?: BookingLeadStep }): Promise<LeadListRow[]> {
  const conditions: Array<SQL | undefined> = [locatedRowInScope(bookingLeads, scope), isLead, FILTERS[options.filter ?? "all"]];
  if (options.step) conditions.push(eq(bookingLeads.step, options.step));
  if (options.after) {
    const [createdAt, id] = options.after;
    if (typeof createdAt !== "string" || typeof id !== "string") throw new DomainError("invalid", "cursor is not valid");
    conditions.push(olderThan(bookingLeads.createdAt, bookingLeads.id, [createdAt, id]));
  }
  const rows = await db
    .select({
      id: bookingLeads.id, step: bookingLeads.step, outOfArea: bookingLeads.outOfArea, locationId: bookingLeads.locationId, serviceId: bookingLeads.serviceId, serviceName: services.name,
      frequency: bookingLeads.frequency, measure: bookingLeads.measure, zip: bookingLeads.zip, firstName: bookingLeads.firstName, lastName: bookingLeads.lastName,
      email: bookingLeads.email, phone: bookingLeads.phone, quotedCents: bookingLeads.quotedCents, utmSource: bookingLeads.utmSource, utmMedium: bookingLeads.utmMedium,
      utmCampaign: bookingLeads.utmCampaign, bookingId: bookingLeads.bookingId, bookingJobId: bookings.seriesId, followedUpAt: bookingLeads.followedUpAt,
      createdAt: bookingLeads.createdAt, updatedAt: bookingLeads.updatedAt, cursorAt: cursorAtOf(bookingLeads.createdAt),
    })
    .from(bookingLeads)
    .leftJoin(services, and(eq(services.businessId, bookingLeads.businessId), eq(services.id, bookingLeads.serviceId)))
    .leftJoin(bookings, and(eq(bookings.businessId, bookingLeads.businessId), eq(bookings.id, bookingLeads.bookingId)))
    .where(and(...conditions))
    .orderBy(desc(bookingLeads.createdAt), desc(bookingLeads.id))
    .limit(options.limit + 1);
  return rows.map((row) => ({ ...row, step: row.step as BookingLeadStep }));
}
