import "server-only";
import { isDomainError } from "@/lib/foundation/domain-error";
import { isUuid } from "@/lib/foundation/is-uuid";
import { hasAnyPermission } from "@/lib/identity/permissions";
import type { StaffContext } from "@/lib/identity/staff/staff-context";
import { previewJobInvoicing } from "@/lib/money/invoices/visit-invoicing/preview-job-invoicing";
import { getJobDetail } from "@/lib/scheduling/jobs/get-job-detail";
import { jobFormOptions } from "@/lib/scheduling/jobs/job-form-options";
import { listVisitRecords } from "@/lib/scheduling/visit-photos/list-visit-records";

/**
 * /admin/schedule/jobs/{id}: the job, and what the member may see beside it — the edit form's
 * options for schedulers, the invoicing preview for billing — with its visits' photos and notes.
 * Null when the job is not the business's (or the id is malformed).
 */
export async function loadJobPage(staff: StaffContext, jobId: string) {
  if (!isUuid(jobId)) return null;
  const job = await getJobDetail(staff, jobId).catch((error) => {
    if (isDomainError(error) && error.code === "not_found") return null;
    throw error;
  });
  if (!job) return null;
  const canEdit = staff.permissions.includes("manage_schedule");
  const seesBilling = hasAnyPermission(staff.permissions, ["manage_invoices", "view_billing"]);
  const [options, invoicing, records] = await Promise.all([
    canEdit ? jobFormOptions(staff) : null,
    seesBilling ? previewJobInvoicing(staff, job.id) : null,
    // The crew's photos and notes of the job's visits, newest first (issue 37).
    listVisitRecords({ businessId: staff.businessId, locationIds: staff.locationIds, timeZone: job.timeZone }, { jobId: job.id }, { documentedOnly: true, limit: 20 }),
  ]);
  return { job, canEdit, options, invoicing, records };
}
