import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/db/client";
import { bookingSettings } from "@/db/schema";

export type BookingRules = { enabled: boolean; autoConfirm: boolean; arrivalWindows: Array<{ start: number; end: number }> | null; terms: string | null };

/** A business's booking settings; no row: online booking on, confirmed automatically, §9's windows, no terms of its own. */
export async function readBookingSettings(businessId: string): Promise<BookingRules> {
  const [row] = await db
    .select({ enabled: bookingSettings.enabled, autoConfirm: bookingSettings.autoConfirm, arrivalWindows: bookingSettings.arrivalWindows, terms: bookingSettings.terms })
    .from(bookingSettings)
    .where(eq(bookingSettings.businessId, businessId));
  return row ?? { enabled: true, autoConfirm: true, arrivalWindows: null, terms: null };
}
