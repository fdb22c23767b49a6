import "server-only";
import type { BusinessScope } from "@/lib/foundation/scope";
import type { LeadFilter } from "@/lib/booking/leads/lead-schema";
import { listBookingLeads } from "@/lib/booking/leads/list-booking-leads";
import { businessTimeZone } from "@/lib/scheduling/calendar/business-time-zone";

/** Leads the page shows at once, newest first (API v1 pages through all of them). */
export const LEADS_SHOWN = 100;

/** /admin/service-requests/leads: the scope's leads (its branches') under the filter, and the zone their times are shown in. */
export async function loadLeadsPage(scope: BusinessScope, filter: LeadFilter) {
  const [rows, timeZone] = await Promise.all([listBookingLeads(scope, { limit: LEADS_SHOWN, after: null, filter }), businessTimeZone(scope)]);
  return { leads: rows.slice(0, LEADS_SHOWN), timeZone };
}
