import "server-only";
import { isUuid } from "@/lib/foundation/is-uuid";
import type { StaffContext } from "@/lib/identity/staff/staff-context";
import { businessTimeZone } from "@/lib/scheduling/calendar/business-time-zone";
import { jobFormOptions } from "@/lib/scheduling/jobs/job-form-options";
import { getRequestForWork } from "@/lib/scheduling/service-requests/get-request-for-work";

/**
 * /admin/schedule/jobs/new: the job form's options in the business's zone and, for
 * `?request=<id>`, the pending service request it is filled from (null when that is not a
 * pending request of the business — the page answers 404).
 */
export async function loadNewJobPage(staff: StaffContext, requestParam: unknown) {
  const [options, timeZone, request] = await Promise.all([
    jobFormOptions(staff),
    businessTimeZone(staff),
    typeof requestParam === "string" && isUuid(requestParam) ? getRequestForWork(staff, requestParam) : null,
  ]);
  return { options, timeZone, request };
}
