import { Sun } from "@/components/icons";
import type { Metadata } from "next";
import { EmptyState } from "@/components/admin/empty-state";
import { PageHeader } from "@/components/admin/page-header";
import { CrewVisitCard } from "@/components/admin/schedule/crew-visit-card";
import { ScheduleTabs } from "@/components/admin/schedule/schedule-tabs";
import { formatLongDate } from "@/lib/format/dates";
import { requireStaff } from "@/lib/identity/staff/require-staff";
import { businessTimeZone } from "@/lib/scheduling/calendar/business-time-zone";
import { listMyDay } from "@/lib/scheduling/calendar/list-my-day";
import { listVisitPhotos } from "@/lib/scheduling/visit-photos/list-visit-photos";

export const metadata: Metadata = { title: "My day" };

/** The crew's day (mobile-first): today's visits assigned to the signed-in member, in order. */
export default async function MyDayPage() {
  const staff = await requireStaff({ section: "schedule" });
  const timeZone = await businessTimeZone(staff);
  const { date, visits } = staff.memberId
    ? await listMyDay({ businessId: staff.businessId, timeZone, memberId: staff.memberId })
    : { date: "", visits: [] };
  const photos = await listVisitPhotos(staff, visits.map((visit) => visit.id));
  return (
    <>
      <PageHeader title="My day" icon={Sun} description={date ? formatLongDate(`${date}T12:00:00Z`, "UTC") : undefined} />
      <ScheduleTabs current="my-day" />
      {visits.length === 0 ? (
        <EmptyState icon={Sun} title="No visits today" body="Visits assigned to you for today appear here in order." />
      ) : (
        <ol className="grid max-w-2xl gap-4" aria-label="Today's visits">
          {visits.map((visit, index) => (
            <li key={visit.id}>
              <CrewVisitCard visit={visit} position={index + 1} photos={photos.get(visit.id) ?? []} />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
