import "server-only";
import { addDays } from "@/lib/scheduling/recurrence/local-date";
import { toWallClock } from "@/lib/scheduling/recurrence/zoned-time";
import { listFreeSlots } from "../availability/free-slots";
import type { OfferedWindow } from "../availability/free-slots-core";
import type { BookingFrequency } from "../pricing/frequencies";
import { priceAtAddress } from "./prepare-booking";

/** Days of open times /book shows from tomorrow (the booking itself accepts up to BOOKING_DAYS_AHEAD). */
export const OPEN_TIME_DAYS = 14;

export type OpenTimesRequest = { serviceId: string; measure: number; addOnIds: string[]; frequency: BookingFrequency; zip: string };

/**
 * The first-visit times /book offers (issue 39 item 2): the branch serving the ZIP (else "we
 * don't serve your area yet", before the visitor types anything more), the visit's length from
 * the same price computation as the booking, and the arrival windows in which a crew member of
 * that branch works and is free, tomorrow and the two weeks after.
 */
export async function openTimesForBooking(business: { id: string; timezone: string }, request: OpenTimesRequest, now = new Date()): Promise<{ location: string; durationMinutes: number; windows: OfferedWindow[] }> {
  const { price, location } = await priceAtAddress(business, request);
  const tomorrow = addDays(toWallClock(now, business.timezone).date, 1);
  const { windows } = await listFreeSlots({ businessId: business.id, locationId: location.id, durationMinutes: price.durationMinutes, from: tomorrow, to: addDays(tomorrow, OPEN_TIME_DAYS - 1), now });
  return { location: location.name, durationMinutes: price.durationMinutes, windows };
}
