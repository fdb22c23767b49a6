import Link from "next/link";
import { formatListDate } from "@/lib/format/dates";
import { visitNotes, visitPageHref, type VisitRecord } from "@/lib/scheduling/visit-photos/visit-record-views";
import { VisitPhotoGallery } from "./visit-photo-gallery";
import { VisitStatusBadge } from "./visit-status-badge";

/**
 * One visit as the crew left it: when, who, its status, the notes (the customer's visit notes,
 * the crew's note, why it was skipped or cancelled) and the before/after photos. On the job
 * page, the customer page and nowhere as a form: it only shows.
 */
export function VisitRecordCard({ record, showTitle = false, linkToVisit = true }: { record: VisitRecord; showTitle?: boolean; linkToVisit?: boolean }) {
  const { visit, photos } = record;
  const when = `${formatListDate(visit.localDate)} at ${visit.localTime}`;
  const name = showTitle ? `${visit.title}, ${when}` : `the visit on ${when}`;
  const href = linkToVisit ? visitPageHref(visit) : null;
  const notes = visitNotes(visit);
  return (
    <article className="grid gap-3 rounded-lg border p-3" data-testid="visit-record" aria-label={showTitle ? `${visit.title} on ${when}` : `Visit on ${when}`}>
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-0.5">
          <p className="text-sm font-medium">
            {href ? (
              <Link href={href} className="underline-offset-4 hover:underline">
                {showTitle ? `${visit.title} · ${when}` : when}
              </Link>
            ) : showTitle ? `${visit.title} · ${when}` : when}
          </p>
          <p className="text-xs text-muted-foreground">Crew: {visit.employeeName ?? "Unassigned"}</p>
        </div>
        <VisitStatusBadge status={visit.status} />
      </header>
      {notes.length > 0 ? (
        <dl className="grid gap-1 text-sm">
          {notes.map((note) => (
            <div key={note.label}>
              <dt className="inline font-medium">{note.label}: </dt>
              <dd className="inline whitespace-pre-line">{note.text}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {photos.length > 0 ? <VisitPhotoGallery photos={photos} of={name} /> : null}
      {notes.length === 0 && photos.length === 0 ? <p className="text-sm text-muted-foreground">No notes or photos.</p> : null}
    </article>
  );
}
