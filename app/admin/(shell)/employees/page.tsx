import { UserCog } from "@/components/icons";
import type { Metadata } from "next";
import Link from "next/link";
import { InviteEmployeeForm } from "@/components/admin/employees/invite-employee-form";
import { MemberAccessDialog } from "@/components/admin/employees/member-access-dialog";
import { MemberLocationsDialog } from "@/components/admin/employees/member-locations-dialog";
import { RevokeInvitationButton } from "@/components/admin/employees/revoke-invitation-button";
import { PageHeader } from "@/components/admin/page-header";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { ROLE_TEMPLATE_LABELS } from "@/lib/identity/permissions";
import { requireStaff } from "@/lib/identity/staff/require-staff";
import { formatListDate } from "@/lib/format/dates";
import { listEmployeeInvitations } from "@/lib/employees/list-employee-invitations";
import { listMembers, type MemberRow } from "@/lib/employees/list-members";
import { listLocations } from "@/lib/locations/list-locations";
import { listMemberLocations } from "@/lib/locations/list-member-locations";

export const metadata: Metadata = { title: "Employees" };

function accessLabel(member: MemberRow): string {
  if (member.role === "owner") return "Owner";
  if (member.customPermissions) return "Custom";
  return member.roleTemplate ? ROLE_TEMPLATE_LABELS[member.roleTemplate] : "Employee";
}

const STATUS_CLASS = {
  pending: "bg-yellow-100 text-yellow-800",
  accepted: "bg-green-100 text-green-800",
  expired: "bg-slate-100 text-slate-800",
  revoked: "bg-red-100 text-red-800",
} as const;

/** The member's week for online booking, on its own page (issue 39 item 2). */
function HoursLink({ memberId, name }: { memberId: string; name: string }) {
  return (
    <Link href={`/admin/employees/${memberId}/hours`} aria-label={`Working hours of ${name}`} className={buttonVariants({ variant: "outline", size: "sm" })}>
      Working hours
    </Link>
  );
}

export default async function AdminEmployeesPage() {
  const staff = await requireStaff({ section: "employees" });
  // Locations are offered to a member allowed them all or to theirs, whatever the switcher shows.
  const allowed = { businessId: staff.businessId, locationIds: staff.allowedLocationIds };
  const [members, invitations, locations, memberLocations] = await Promise.all([
    listMembers(staff),
    listEmployeeInvitations(staff),
    listLocations(allowed),
    listMemberLocations(allowed),
  ]);
  // A business with one location sees no difference (issue 38): no Locations button until a second.
  const locationChoices = locations.length > 1 ? locations.map(({ id, name }) => ({ id, name })) : null;
  return (
    <div className="grid gap-6">
      <PageHeader title="Employees" icon={UserCog} description={`The team of ${staff.businessName} and what each member may do.`} />
      <InviteEmployeeForm />
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Team</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="overflow-x-auto">
          <Table aria-label="Team">
            <TableHeader>
              <TableRow>
                <TableHead>Name</TableHead>
                <TableHead>Email</TableHead>
                <TableHead>Role</TableHead>
                <TableHead className="text-right">Access</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {members.map((member) => (
                <TableRow key={member.memberId}>
                  <TableCell className="font-medium">{member.name || "—"}</TableCell>
                  <TableCell>{member.email}</TableCell>
                  <TableCell>
                    <Badge variant={member.role === "owner" ? "default" : "secondary"}>{accessLabel(member)}</Badge>
                    {!member.active ? <span className="ml-2 text-xs text-muted-foreground">inactive</span> : null}
                  </TableCell>
                  <TableCell className="text-right">
                    {member.role === "employee" ? (
                      <div className="flex flex-wrap justify-end gap-2">
                        <HoursLink memberId={member.memberId} name={member.name || member.email} />
                        {locationChoices ? (
                          <MemberLocationsDialog
                            memberId={member.memberId}
                            name={member.name || member.email}
                            locations={locationChoices}
                            initial={memberLocations[member.memberId] ?? []}
                          />
                        ) : null}
                        <MemberAccessDialog
                          memberId={member.memberId}
                          name={member.name || member.email}
                          initialAccess={member.customPermissions ? "custom" : (member.roleTemplate ?? "default")}
                          initialPermissions={member.permissions}
                        />
                      </div>
                    ) : (
                      <div className="flex flex-wrap items-center justify-end gap-2">
                        <span className="text-xs text-muted-foreground">Every permission</span>
                        <HoursLink memberId={member.memberId} name={member.name || member.email} />
                      </div>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Invitations</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="overflow-x-auto">
          {invitations.length === 0 ? (
            <p className="text-sm text-muted-foreground">No invitations sent yet.</p>
          ) : (
            <Table aria-label="Invitations">
              <TableHeader>
                <TableRow>
                  <TableHead>Email</TableHead>
                  <TableHead>Role</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>Expires</TableHead>
                  <TableHead className="text-right">
                    <span className="sr-only">Actions</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {invitations.map((invitation) => (
                  <TableRow key={invitation.id}>
                    <TableCell>{invitation.email}</TableCell>
                    <TableCell>{invitation.roleTemplate ? ROLE_TEMPLATE_LABELS[invitation.roleTemplate] : "Employee"}</TableCell>
                    <TableCell>
                      <Badge className={STATUS_CLASS[invitation.status]}>{invitation.status[0].toUpperCase() + invitation.status.slice(1)}</Badge>
                    </TableCell>
                    <TableCell>{formatListDate(invitation.expiresAt)}</TableCell>
                    <TableCell className="text-right">
                      {invitation.status === "pending" ? <RevokeInvitationButton invitationId={invitation.id} email={invitation.email} /> : null}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
