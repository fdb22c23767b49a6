import { ArrowLeft, Clock } from "@/components/icons";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { WorkingHoursForm } from "@/components/admin/employees/working-hours-form";
import { PageHeader } from "@/components/admin/page-header";
import { Card, CardContent } from "@/components/ui/card";
import { getMemberWorkingHours } from "@/lib/booking/availability/get-working-hours";
import { isUuid } from "@/lib/foundation/is-uuid";
import { requireStaff } from "@/lib/identity/staff/require-staff";

export const metadata: Metadata = { title: "Working hours" };

/** /admin/employees/{memberId}/hours (manage_employees, issue 39 item 2): the week online booking offers this member's time in. */
export default async function WorkingHoursPage({ params }: { params: Promise<{ memberId: string }> }) {
  const staff = await requireStaff({ section: "employees" });
  const { memberId } = await params;
  if (!isUuid(memberId)) notFound();
  // A location-limited member sees only the members of their locations (as on the Employees list's dialogs).
  const member = await getMemberWorkingHours({ businessId: staff.businessId, locationIds: staff.allowedLocationIds }, memberId);
  if (!member) notFound();
  return (
    <div className="grid gap-6">
      <Link href="/admin/employees" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden="true" />
        All employees
      </Link>
      <PageHeader
        title={`Working hours of ${member.name}`}
        icon={Clock}
        description="Online booking offers arrival windows only when someone works from the window's start to the end of the visit and has no other visit then. Times are in your business's time zone (a location's own zone for its bookings)."
      />
      <Card>
        <CardContent className="pt-6">
          <WorkingHoursForm memberId={member.memberId} name={member.name} initial={member.days} />
        </CardContent>
      </Card>
    </div>
  );
}
