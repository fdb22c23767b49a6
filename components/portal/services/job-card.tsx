import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatListDate } from "@/lib/format/dates";
import { fullName } from "@/lib/format/names";
import { formatClockTime } from "@/lib/format/clock-time";
import type { JobView } from "@/lib/scheduling/jobs/job-views";
import { jobStatusDisplay } from "@/lib/status/job-status";
import { StatusBadge } from "../status-badge";
import { Stars } from "@/components/feedback/stars";
import Link from "next/link";

/** A visit in Service History: §4 status badge, 'Unknown Service', 'Unassigned', before/after photos. */
export function JobCard({ job, timeZone }: { job: JobView; timeZone?: string }) {
  const serviceName = job.serviceName ?? "Unknown Service";
  const photos = job.status === "completed" ? job.photos : [];
  return (
    <Card data-testid="job-card">
      <CardHeader className="flex flex-row items-start justify-between gap-2">
        <div className="flex flex-col gap-1">
          <CardTitle className="text-base">{serviceName}</CardTitle>
          <p className="text-sm text-slate-600">
            {formatListDate(job.scheduledDate, timeZone)} at {formatClockTime(job.scheduledDate, timeZone)}
            {job.durationMinutes ? ` · ${job.durationMinutes} min` : ""}
          </p>
        </div>
        <StatusBadge display={jobStatusDisplay(job.status)} />
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p className="text-sm text-slate-700">
          Technician: {job.employee ? fullName(job.employee.firstName, job.employee.lastName) : "Unassigned"}
        </p>
        {job.notes ? <p className="text-sm text-slate-600">{job.notes}</p> : null}
        {job.status === "completed" && job.feedback ? (
          <div className="flex flex-col gap-1 rounded-md border bg-slate-50 p-3" data-testid="job-feedback">
            <p className="flex items-center gap-2 text-sm text-slate-700">
              Your rating: <Stars rating={job.feedback.rating} />
            </p>
            {job.feedback.comment ? <p className="text-sm text-slate-600">“{job.feedback.comment}”</p> : null}
            {job.feedback.reply ? (
              <p className="text-sm text-slate-700">
                <span className="font-medium">Reply:</span> {job.feedback.reply}
              </p>
            ) : null}
          </div>
        ) : null}
        {job.status === "completed" && job.feedback === null ? (
          <Link href={`/feedback/${job.id}`} className="self-start text-sm font-medium text-brand underline underline-offset-4">
            Rate this visit
          </Link>
        ) : null}
        {photos.length > 0 ? (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={`Photos of ${serviceName}`}>
            {photos.map((photo) => (
              <li key={photo.id} className="flex flex-col gap-1">
                <a href={photo.url} target="_blank" rel="noopener noreferrer" className="block overflow-hidden rounded-md border">
                  {/* eslint-disable-next-line @next/next/no-img-element */}
                  <img
                    src={photo.url}
                    alt={`${photo.kind === "before" ? "Before" : "After"} photo${photo.caption ? `: ${photo.caption}` : ""}`}
                    className="aspect-square w-full bg-slate-100 object-cover"
                    loading="lazy"
                  />
                </a>
                <span className="text-xs font-medium uppercase text-slate-600">{photo.kind === "before" ? "Before" : "After"}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
