import { NextResponse } from "next/server";
import { visitReportSchema } from "@/lib/booking/leads/lead-schema";
import { trackBookingVisit } from "@/lib/booking/leads/track-booking-visit";
import { guardVisitReports, recordVisitReport } from "@/lib/booking/leads/visit-limits";
import { validationFailure } from "@/lib/core/define-action";
import { MAX_AUTH_BODY_BYTES, readJsonBody } from "@/lib/core/routes/json-body";
import { publicRoute } from "@/lib/core/routes/public-route";
import { requirePortalBusiness } from "@/lib/identity/customer/api-auth";

/**
 * POST /api/book/visit on a portal host (issue 39 item 6): /book reports how far a visit got —
 * visited, priced, contact details — kept on the visit's lead for the Leads page and the funnel
 * report. Public, fire-and-forget for the page; capped per address under its own scope. The
 * price and the service area are decided by the server; the answer says only what was kept.
 */
export const POST = publicRoute(async (request, { ip }) => {
  const body = await readJsonBody(request, MAX_AUTH_BODY_BYTES);
  const { business } = await requirePortalBusiness(request, { portalSubdomain: body.portal_subdomain });
  await guardVisitReports(ip);
  const parsed = visitReportSchema.safeParse(body);
  if (!parsed.success) {
    const refusal = validationFailure(parsed.error);
    return NextResponse.json({ success: false, message: refusal.message, field: refusal.field ?? null }, { status: refusal.status, headers: { "cache-control": "no-store" } });
  }
  await recordVisitReport(ip);
  const lead = await trackBookingVisit(business, parsed.data);
  return NextResponse.json({ success: true, step: lead.step, out_of_area: lead.outOfArea }, { headers: { "cache-control": "no-store" } });
});
