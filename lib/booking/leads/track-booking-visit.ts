import "server-only";
import { db } from "@/db/client";
import type { BookingLeadStep } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import { locationServingZip } from "../bookings/booking-location";
import { BOOKING_REFUSALS } from "../bookings/prepare-booking";
import { getServicePricing } from "../pricing/get-service-pricing";
import { priceWithRule } from "../pricing/quote-service-price";
import { getBookingSettings } from "../settings/get-booking-settings";
import type { VisitReport } from "./lead-schema";
import { upsertLead, type LeadFields } from "./upsert-lead";

/**
 * What /book reports of a visit (issue 39 item 6), kept on the visit's lead: the step (forward
 * only), the choices and contact details given, the campaign. Decided here, never taken from the
 * page: the price shown (`quoted_cents`, the price per visit from the service's own rule) and
 * whether the ZIP is outside every service area (then no location; else the serving branch's).
 * Online booking off answers 404; a service that cannot be priced online, 422.
 */
export async function trackBookingVisit(business: { id: string }, report: VisitReport, now = new Date()): Promise<{ id: string; step: BookingLeadStep; outOfArea: boolean | null }> {
  const settings = await getBookingSettings({ businessId: business.id });
  if (!settings.enabled) throw new DomainError("not_found", BOOKING_REFUSALS.off);
  const fields: LeadFields = {
    firstName: report.firstName, lastName: report.lastName, email: report.email, phone: report.phone,
    utmSource: report.utmSource, utmMedium: report.utmMedium, utmCampaign: report.utmCampaign,
  };
  if (report.serviceId) {
    const pricing = await getServicePricing({ businessId: business.id }, report.serviceId);
    if (!pricing) throw new DomainError("unprocessable", BOOKING_REFUSALS.notBookable, { field: "serviceId" });
    fields.serviceId = report.serviceId;
    if (report.frequency) {
      const measure = report.measure ?? 0;
      const price = priceWithRule(pricing, { frequency: report.frequency, measure, addOnIds: report.addOnIds ?? [] });
      Object.assign(fields, { frequency: report.frequency, measure, quotedCents: price.pricePerVisitCents });
    }
  }
  if (report.zip) {
    const location = await locationServingZip(business.id, report.zip);
    Object.assign(fields, { zip: report.zip, locationId: location?.id ?? null, outOfArea: location === null });
  }
  const lead = await upsertLead(db, business.id, report.visitToken, report.step, fields, now);
  return { ...lead, outOfArea: fields.outOfArea ?? null };
}
