import { CalendarPlus } from "@/components/icons";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageHeader } from "@/components/admin/page-header";
import { JobForm } from "@/components/admin/schedule/job-form";
import { ScheduleTabs } from "@/components/admin/schedule/schedule-tabs";
import { loadNewJobPage } from "@/lib/admin/page-loaders/new-job-page";
import type { SearchParams } from "@/lib/foundation/list-params";
import { isUuid } from "@/lib/foundation/is-uuid";
import { requireStaff } from "@/lib/identity/staff/require-staff";
import { toWallClock } from "@/lib/scheduling/recurrence/zoned-time";
import { jobPrefillFromRequest } from "@/lib/scheduling/service-requests/request-for-work";

export const metadata: Metadata = { title: "New job" };

/**
 * Create a job; `?customer=<id>` preselects the customer (from a customer's page);
 * `?request=<id>` fills the form from a pending service request and accepts it on save.
 */
export default async function NewJobPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const staff = await requireStaff({ section: "schedule", anyOf: ["manage_schedule"] });
  const raw = await searchParams;
  const { options, timeZone, request } = await loadNewJobPage(staff, raw.request);
  const today = toWallClock(new Date(), timeZone).date;
  const zoneNote = `Times are in ${timeZone.replaceAll("_", " ")}.`;

  if (raw.request !== undefined) {
    if (!request) notFound();
    return (
      <>
        <PageHeader
          title={`Schedule ${request.customerName}'s request`}
          icon={CalendarPlus}
          description={`Filled from the request${request.preferredTimeSlot ? ` (preferred ${request.preferredTimeSlot})` : ""}. Creating the job accepts it. ${zoneNote}`}
        />
        <ScheduleTabs current="jobs" />
        <JobForm options={options} initial={jobPrefillFromRequest(request, today)} requestId={request.id} />
      </>
    );
  }

  const customer = typeof raw.customer === "string" && isUuid(raw.customer) && options.customers.some((c) => c.id === raw.customer) ? raw.customer : "";
  return (
    <>
      <PageHeader title="New job" icon={CalendarPlus} description={zoneNote} />
      <ScheduleTabs current="jobs" />
      <JobForm
        options={options}
        initial={{
          customerId: customer,
          propertyId: "",
          serviceId: "",
          title: "",
          instructions: "",
          startDate: today,
          startTime: "09:00",
          durationMinutes: "60",
          employeeId: "",
          repeat: "weekly",
          until: "",
          price: "",
        }}
      />
    </>
  );
}
