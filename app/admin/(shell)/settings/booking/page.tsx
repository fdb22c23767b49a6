import type { Metadata } from "next";
import { BookingEmbedSnippet } from "@/components/admin/settings/booking-embed-snippet";
import { BookingSettingsForm } from "@/components/admin/settings/booking-settings-form";
import { DEFAULT_ARRIVAL_WINDOWS, windowLabel } from "@/lib/booking/availability/arrival-windows";
import { formatArrivalWindows } from "@/lib/booking/settings/booking-settings-rules";
import { listBookableServices } from "@/lib/booking/bookings/load-booking-page";
import { getBookingSettings } from "@/lib/booking/settings/get-booking-settings";
import { requireStaff } from "@/lib/identity/staff/require-staff";

export const metadata: Metadata = { title: "Booking · Settings" };

/** /admin/settings/booking (manage_settings, issue 39 items 2 and 4): online booking's settings and the website snippet. */
export default async function BookingSettingsPage() {
  const staff = await requireStaff({ section: "settings" });
  const [settings, services] = await Promise.all([getBookingSettings(staff), listBookableServices({ businessId: staff.businessId })]);
  return (
    <div className="grid gap-8">
      <section className="grid gap-4">
        <h2 className="text-lg font-semibold">Booking</h2>
        <BookingSettingsForm
          standardLabels={DEFAULT_ARRIVAL_WINDOWS.map(windowLabel)}
          initial={{
            enabled: settings.enabled,
            autoConfirm: settings.autoConfirm,
            requireCardOnFile: settings.requireCardOnFile,
            windowsMode: settings.arrivalWindows ? "own" : "standard",
            windows: formatArrivalWindows(settings.arrivalWindows ?? DEFAULT_ARRIVAL_WINDOWS),
            websiteOrigins: settings.websiteOrigins.join("\n"),
            terms: settings.terms ?? "",
          }}
        />
      </section>
      <section className="grid gap-3" aria-labelledby="embed-heading">
        <h2 id="embed-heading" className="text-lg font-semibold">
          Booking on your website
        </h2>
        <p className="max-w-2xl text-sm text-muted-foreground">
          Paste this where the booking form should appear on your site. It opens {settings.portalOrigin}/book in a frame sized to its content; only the websites listed above may show it.
        </p>
        <BookingEmbedSnippet portalOrigin={settings.portalOrigin} services={services} />
      </section>
    </div>
  );
}
