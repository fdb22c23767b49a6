import type { VisitView } from "../visits/visit-views";
import type { VisitPhotoView } from "./visit-photo-rules";

/** A visit with what the crew left of it: its photos, before and after (client-safe). */
export type VisitRecord = { visit: VisitView; photos: VisitPhotoView[] };

/** What staff read under a visit: the customer-visible notes and the crew's words, labelled. */
export function visitNotes(visit: VisitView): Array<{ label: string; text: string }> {
  const notes: Array<{ label: string; text: string }> = [];
  if (visit.notes) notes.push({ label: "Visit notes", text: visit.notes });
  if (visit.completionNote) notes.push({ label: "Crew's note", text: visit.completionNote });
  if (visit.skipReason) notes.push({ label: "Skipped", text: visit.skipReason });
  if (visit.cancelReason) notes.push({ label: "Cancelled", text: visit.cancelReason });
  return notes;
}

/** The admin page of one visit: under its job, as the job's visits are. */
export const visitPageHref = (visit: { id: string; jobId: string | null }) =>
  visit.jobId ? `/admin/schedule/jobs/${visit.jobId}/visits/${visit.id}` : null;
