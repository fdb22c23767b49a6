import "server-only";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { BOOKING_LEAD_STEPS, bookingLeads, type BookingLeadStep } from "@/db/schema";

/** The columns a caller may set on a lead besides its step: given (null included) overwrites, undefined keeps. */
export type LeadFields = Partial<
  Pick<
    typeof bookingLeads.$inferInsert,
    | "locationId" | "outOfArea" | "serviceId" | "frequency" | "measure" | "zip" | "firstName" | "lastName" | "email" | "phone" | "quotedCents"
    | "utmSource" | "utmMedium" | "utmCampaign" | "bookingId" | "checkoutSessionId" | "checkoutDraft" | "checkoutStartedAt"
  >
>;

const STEPS = sql.raw(`ARRAY[${BOOKING_LEAD_STEPS.map((step) => `'${step}'`).join(", ")}]::text[]`);

/**
 * The one write of a lead (issue 39 item 6): insert the visit's row, or update it in the same
 * statement. The step moves only forward in BOOKING_LEAD_STEPS' order, decided in SQL against
 * the row as it stands under the conflict's row lock — two requests at once cannot move it back,
 * whichever commits last. Returns the row's id and the step it holds now.
 */
export async function upsertLead(db: DbOrTx, businessId: string, visitToken: string, step: BookingLeadStep, fields: LeadFields, now = new Date()): Promise<{ id: string; step: BookingLeadStep }> {
  const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as LeadFields;
  const [row] = await db
    .insert(bookingLeads)
    .values({ businessId, visitToken, step, ...given, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [bookingLeads.businessId, bookingLeads.visitToken],
      set: {
        ...given,
        step: sql`case when array_position(${STEPS}, "booking_leads"."step") >= array_position(${STEPS}, excluded.step) then "booking_leads"."step" else excluded.step end`,
        updatedAt: now,
      },
    })
    .returning({ id: bookingLeads.id, step: bookingLeads.step });
  return { id: row.id, step: row.step as BookingLeadStep };
}
