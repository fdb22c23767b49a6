import { CalendarCheck } from "@/components/icons";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { PageHeader } from "@/components/admin/page-header";
import { ScheduleTabs } from "@/components/admin/schedule/schedule-tabs";
import { VisitPhotoGallery } from "@/components/admin/schedule/visit-photo-gallery";
import { VisitPhotos } from "@/components/admin/schedule/visit-photos";
import { VisitStatusBadge } from "@/components/admin/schedule/visit-status-badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { isUuid } from "@/lib/foundation/is-uuid";
import { formatListDate } from "@/lib/format/dates";
import { canOpenSection } from "@/lib/identity/permissions";
import { requireStaff } from "@/lib/identity/staff/require-staff";
import { businessTimeZone } from "@/lib/scheduling/calendar/business-time-zone";
import { listVisitRecords } from "@/lib/scheduling/visit-photos/list-visit-records";
import { visitNotes } from "@/lib/scheduling/visit-photos/visit-record-views";

export const metadata: Metadata = { title: "Visit" };

/**
 * One visit of a job (issue 37): when, where, who, its status, the notes and the crew's
 * before/after photos. Whoever may photograph it (a scheduler, or its own crew member) adds
 * photos here as on the crew's day.
 */
export default async function VisitPage({ params }: { params: Promise<{ jobId: string; visitId: string }> }) {
  const staff = await requireStaff({ section: "schedule" });
  const { jobId, visitId } = await params;
  if (!isUuid(jobId) || !isUuid(visitId)) notFound();
  const timeZone = await businessTimeZone(staff);
  const [record] = await listVisitRecords({ businessId: staff.businessId, locationIds: staff.locationIds, timeZone }, { visitId }, { limit: 1 });
  if (!record || record.visit.jobId !== jobId) notFound();
  const { visit, photos } = record;
  const when = `${formatListDate(visit.localDate)} at ${visit.localTime}`;
  const mayPhotograph =
    ["scheduled", "in_progress", "completed"].includes(visit.status) &&
    (staff.permissions.includes("manage_schedule") || (staff.memberId !== null && visit.employeeId === staff.memberId));
  const facts: Array<[string, React.ReactNode]> = [
    ["When", `${when} (${visit.durationMinutes} minutes)`],
    [
      "Customer",
      canOpenSection(staff.permissions, "customers") ? (
        <Link href={`/admin/customers/${visit.customerId}`} className="underline underline-offset-4">
          {visit.customerName}
        </Link>
      ) : (
        visit.customerName
      ),
    ],
    ["Address", visit.address ?? "—"],
    ["Service", visit.serviceName ?? "—"],
    ["Crew", visit.employeeName ?? "Unassigned"],
    ["Instructions", visit.instructions ?? "—"],
    ["Access", visit.accessNotes ?? "—"],
  ];
  const notes = visitNotes(visit);
  return (
    <>
      <PageHeader title={visit.title} icon={CalendarCheck} description={`${when} · ${visit.customerName}`} />
      <ScheduleTabs current="jobs" />
      <div className="grid gap-6">
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <VisitStatusBadge status={visit.status} />
          <Link href={`/admin/schedule/jobs/${jobId}`} className="underline underline-offset-4">
            Back to the job
          </Link>
        </div>
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Details</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
              {facts.map(([term, value]) => (
                <div key={term} className="contents">
                  <dt className="text-muted-foreground">{term}</dt>
                  <dd className="whitespace-pre-line">{value}</dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Notes</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            {notes.length === 0 ? (
              <p className="text-sm text-muted-foreground">No notes on this visit.</p>
            ) : (
              <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
                {notes.map((note) => (
                  <div key={note.label} className="contents">
                    <dt className="text-muted-foreground">{note.label}</dt>
                    <dd className="whitespace-pre-line">{note.text}</dd>
                  </div>
                ))}
              </dl>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Photos</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            {mayPhotograph ? (
              <VisitPhotos visitId={visit.id} photos={photos} canAdd />
            ) : photos.length > 0 ? (
              <VisitPhotoGallery photos={photos} of={`the visit on ${when}`} />
            ) : (
              <p className="text-sm text-muted-foreground">No photos of this visit.</p>
            )}
          </CardContent>
        </Card>
      </div>
    </>
  );
}
