import "server-only";
import { DomainError } from "@/lib/foundation/domain-error";
import { addDays } from "@/lib/scheduling/recurrence/local-date";
import { toWallClock } from "@/lib/scheduling/recurrence/zoned-time";
import { arrivalWindowsOf } from "../availability/arrival-windows";
import { getServicePricing } from "../pricing/get-service-pricing";
import type { VisitPrice } from "../pricing/price-visit";
import { priceWithRule } from "../pricing/quote-service-price";
import { getBookingSettings, type BookingSettings } from "../settings/get-booking-settings";
import { locationServingZip, type ServingLocation } from "./booking-location";
import type { BookingInput } from "./booking-schema";

export const BOOKING_DAYS_AHEAD = 60;

export const BOOKING_REFUSALS = {
  off: "Online booking is not available for this business",
  notBookable: "This service cannot be booked online",
  outOfArea: "We don't serve your area yet. We'll let you know when we do.",
  notOffered: "This service is not offered in your area",
  time: "Please choose one of the times offered",
} as const;

export type BookingBusiness = { id: string; timezone: string };

/** What a booking is, decided before anything is written: the price computed once, the branch, the window. */
export type PreparedBooking = {
  settings: BookingSettings;
  serviceName: string;
  price: VisitPrice;
  location: ServingLocation;
  window: { start: number; end: number };
  status: "confirmed" | "pending_approval";
};

/** The first visit is tomorrow or later, within BOOKING_DAYS_AHEAD days, at one of the business's windows (claimSlot then checks someone is free). */
function requireBookableDate(input: BookingInput, windows: ReadonlyArray<{ start: number; end: number }>, timeZone: string, now: Date): { start: number; end: number } {
  const today = toWallClock(now, timeZone).date;
  const window = windows.find((w) => w.start === input.windowStart);
  if (!window || input.date <= today || input.date > addDays(today, BOOKING_DAYS_AHEAD)) throw new DomainError("unprocessable", BOOKING_REFUSALS.time, { field: "date" });
  return window;
}

/**
 * What both the open times and the booking refuse first (issue 39 item 2): booking off, a service
 * not priced by a rule, a ZIP outside every branch's area. Answers the settings, the price
 * (computed once, from the one calculator) and the serving branch.
 */
export async function priceAtAddress(business: { id: string }, request: { serviceId: string; measure: number; addOnIds: string[]; frequency: BookingInput["frequency"]; zip: string }) {
  const settings = await getBookingSettings({ businessId: business.id });
  if (!settings.enabled) throw new DomainError("not_found", BOOKING_REFUSALS.off);
  const pricing = await getServicePricing({ businessId: business.id }, request.serviceId);
  if (!pricing) throw new DomainError("unprocessable", BOOKING_REFUSALS.notBookable, { field: "serviceId" });
  const price = priceWithRule(pricing, request);
  const location = await locationServingZip(business.id, request.zip);
  if (!location) throw new DomainError("unprocessable", BOOKING_REFUSALS.outOfArea, { field: "zip" });
  return { settings, serviceName: pricing.serviceName, price, location };
}

/**
 * The checks and the price of a booking (issue 39 items 2 and 3), shared by the booking made at
 * once (create-booking.ts) and the one that waits for its deposit (start-booking-checkout.ts):
 * booking on, the service priced by a rule, the ZIP inside a branch's area, a window offered.
 */
export async function prepareBooking(business: BookingBusiness, input: BookingInput, now: Date): Promise<PreparedBooking> {
  const { settings, serviceName, price, location } = await priceAtAddress(business, input);
  const window = requireBookableDate(input, arrivalWindowsOf(settings.arrivalWindows), business.timezone, now);
  return { settings, serviceName, price, location, window, status: settings.autoConfirm ? "confirmed" : "pending_approval" };
}
