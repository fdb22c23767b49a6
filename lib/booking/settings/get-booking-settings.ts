import "server-only";
import { eq } from "drizzle-orm";
import { db, type DbOrTx } from "@/db/client";
import { bookingSettings, businesses } from "@/db/schema";
import type { ArrivalWindow } from "@/lib/booking/availability/arrival-windows";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import { portalUrl } from "@/lib/tenancy/portal-url";

export type BookingSettings = {
  enabled: boolean;
  autoConfirm: boolean;
  /** Null: spec §9's slots. */
  arrivalWindows: ArrivalWindow[] | null;
  websiteOrigins: string[];
  terms: string | null;
  /** With cards taken and no deposit asked: save the visitor's card for autopay before the booking stands. */
  requireCardOnFile: boolean;
  /** Where the business's portal (and /book, /embed.js) is served: its verified domain, else its subdomain. */
  portalOrigin: string;
};

/** A business with no row yet has the table's defaults: booking on, confirmed automatically, §9's slots. */
export const DEFAULT_BOOKING_SETTINGS = { enabled: true, autoConfirm: true, arrivalWindows: null, websiteOrigins: [], terms: null, requireCardOnFile: false } as const;

/** The business's booking settings (defaults when it never saved them), one statement. */
export async function getBookingSettings(scope: BusinessScope, executor: DbOrTx = db): Promise<BookingSettings> {
  const [row] = await executor
    .select({ subdomain: businesses.portalSubdomain, customDomain: businesses.customDomain, verifiedAt: businesses.customDomainVerifiedAt, settings: bookingSettings })
    .from(businesses)
    .leftJoin(bookingSettings, eq(bookingSettings.businessId, businesses.id))
    .where(eq(businesses.id, scope.businessId));
  if (!row) throw new DomainError("not_found", "The requested resource was not found.");
  const portalOrigin = row.customDomain && row.verifiedAt ? `https://${row.customDomain.toLowerCase()}` : new URL(portalUrl(row.subdomain)).origin;
  const settings = row.settings;
  return settings
    ? { enabled: settings.enabled, autoConfirm: settings.autoConfirm, arrivalWindows: settings.arrivalWindows, websiteOrigins: settings.websiteOrigins, terms: settings.terms, requireCardOnFile: settings.requireCardOnFile, portalOrigin }
    : { ...DEFAULT_BOOKING_SETTINGS, websiteOrigins: [], portalOrigin };
}
