import "server-only";
import { and, eq, sql, type SQL } from "drizzle-orm";
import { db } from "@/db/client";
import { businessMembers, jobs, services, users } from "@/db/schema";
import { toFeedbackView, type FeedbackJson } from "@/lib/feedback/feedback-json";
import { visitFeedbackJson } from "@/lib/feedback/feedback-sql";
import type { JobPhotoView, JobView } from "./job-views";
import type { CustomerScope } from "@/lib/foundation/scope";

type JobRow = {
  id: string;
  scheduledDate: Date;
  status: string;
  notes: string | null;
  durationMinutes: number | null;
  serviceName: string | null;
  employeeFirstName: string | null;
  employeeLastName: string | null;
  photos: Array<{ id: string; kind: "before" | "after"; caption: string | null; fileId: string }> | null;
  feedback: FeedbackJson | null;
};

/**
 * The customer's jobs with the joined service name and assignee (spec §7 call 19), scoped to
 * the customer inside the WHERE clause. Photos ride along as one correlated JSON subquery,
 * so the query count stays constant however many jobs there are.
 */
export function customerJobsQuery(scope: CustomerScope, { withPhotos, where }: { withPhotos: boolean; where?: SQL }) {
  return db
    .select({
      id: jobs.id,
      scheduledDate: jobs.scheduledDate,
      status: jobs.status,
      notes: jobs.notes,
      durationMinutes: jobs.durationMinutes,
      serviceName: services.name,
      employeeFirstName: users.firstName,
      employeeLastName: users.lastName,
      photos: withPhotos
        ? sql<JobRow["photos"]>`(
            select json_agg(json_build_object('id', p.id, 'kind', p.kind, 'caption', p.caption, 'fileId', p.file_id)
                            order by p.kind desc, p.created_at)
            from job_photos p
            where p.business_id = ${jobs.businessId} and p.job_id = ${jobs.id}
          )`
        : sql<null>`null`,
      feedback: visitFeedbackJson(jobs),
    })
    .from(jobs)
    .leftJoin(services, and(eq(services.id, jobs.serviceId), eq(services.businessId, jobs.businessId)))
    .leftJoin(businessMembers, and(eq(businessMembers.id, jobs.assigneeMemberId), eq(businessMembers.businessId, jobs.businessId)))
    .leftJoin(users, eq(users.id, businessMembers.userId))
    .where(and(eq(jobs.businessId, scope.businessId), eq(jobs.customerId, scope.customerId), where))
    .$dynamic();
}

export function toJobView(row: JobRow): JobView {
  const photos: JobPhotoView[] = (row.photos ?? []).map((p) => ({
    id: p.id,
    kind: p.kind,
    caption: p.caption,
    url: `/api/files/${p.fileId}`,
  }));
  return {
    id: row.id,
    scheduledDate: row.scheduledDate.toISOString(),
    status: row.status,
    notes: row.notes,
    durationMinutes: row.durationMinutes,
    serviceName: row.serviceName,
    employee:
      row.employeeFirstName !== null ? { firstName: row.employeeFirstName, lastName: row.employeeLastName ?? "" } : null,
    photos,
    feedback: toFeedbackView(row.feedback),
  };
}
