import { CalendarPlus } from "lucide-react";
import type { Metadata } from "next";
import { PageHeader } from "@/components/admin/page-header";
import { JobForm } from "@/components/admin/schedule/job-form";
import { ScheduleTabs } from "@/components/admin/schedule/schedule-tabs";
import type { SearchParams } from "@/lib/admin/list-params";
import { isUuid } from "@/lib/core/is-uuid";
import { requireStaff } from "@/lib/identity/staff/require-staff";
import { businessTimeZone } from "@/lib/scheduling/business-time-zone";
import { jobFormOptions } from "@/lib/scheduling/job-form-options";
import { toWallClock } from "@/lib/scheduling/recurrence/zoned-time";

export const metadata: Metadata = { title: "New job" };

/** Create a job; `?customer=<id>` preselects the customer (from a customer's page). */
export default async function NewJobPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const staff = await requireStaff({ section: "schedule", anyOf: ["manage_schedule"] });
  const [options, timeZone, raw] = await Promise.all([jobFormOptions(staff), businessTimeZone(staff), searchParams]);
  const customer = typeof raw.customer === "string" && isUuid(raw.customer) && options.customers.some((c) => c.id === raw.customer) ? raw.customer : "";
  return (
    <>
      <PageHeader title="New job" icon={CalendarPlus} description={`Times are in ${timeZone.replaceAll("_", " ")}.`} />
      <ScheduleTabs current="jobs" />
      <JobForm
        options={options}
        initial={{
          customerId: customer,
          propertyId: "",
          serviceId: "",
          title: "",
          instructions: "",
          startDate: toWallClock(new Date(), timeZone).date,
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
