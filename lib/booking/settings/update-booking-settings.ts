import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/db/client";
import { bookingSettings } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import type { BusinessScope } from "@/lib/foundation/scope";
import { invalidateEmbedSettings } from "../embed/embed-settings";
import type { BookingSettingsValues } from "./booking-settings-schema";
import { getBookingSettings } from "./get-booking-settings";

export type BookingSettingsActor = { userId: string; ip?: string | null };

/**
 * Saves Settings → Booking (an upsert: no row until the first save). The row is locked for the
 * read of what it was, so the audit row `booking.settings_changed` holds the true before and
 * after (only the fields that changed). Once committed, the cached embedding settings (the
 * proxy's frame-ancestors for /book, GET /embed.js) are dropped, so the change holds at once.
 */
export async function updateBookingSettings(scope: BusinessScope, actor: BookingSettingsActor, values: BookingSettingsValues): Promise<BookingSettingsValues> {
  const saved = await db.transaction(async (tx) => {
    await tx.select({ id: bookingSettings.businessId }).from(bookingSettings).where(eq(bookingSettings.businessId, scope.businessId)).for("update");
    const { portalOrigin: _origin, ...before } = await getBookingSettings(scope, tx);
    await tx
      .insert(bookingSettings)
      .values({ businessId: scope.businessId, ...values })
      .onConflictDoUpdate({ target: bookingSettings.businessId, set: { ...values, updatedAt: new Date() } });
    const changed = (Object.keys(values) as Array<keyof BookingSettingsValues>).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(values[key]));
    if (changed.length > 0) {
      await writeAuditEntry(tx, {
        businessId: scope.businessId,
        actor: { type: "staff", id: actor.userId },
        action: "booking.settings_changed",
        target: { type: "business", id: scope.businessId },
        meta: { from: Object.fromEntries(changed.map((key) => [key, before[key]])), to: Object.fromEntries(changed.map((key) => [key, values[key]])) },
        ip: actor.ip ?? null,
      });
    }
    return values;
  });
  invalidateEmbedSettings();
  return saved;
}
