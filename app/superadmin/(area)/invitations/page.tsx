import type { Metadata } from "next";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { ROLE_TEMPLATE_LABELS } from "@/lib/identity/permissions";
import { requireSuperadmin } from "@/lib/identity/staff/require-superadmin";
import { formatListDate } from "@/lib/format/dates";
import { listAllInvitations } from "@/lib/platform/list-all-invitations";
import type { RoleTemplate } from "@/db/schema/enums";

export const metadata: Metadata = { title: "Invitations" };

export default async function SuperadminInvitationsPage() {
  await requireSuperadmin();
  const invitations = await listAllInvitations();
  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold tracking-tight">Invitations</h1>
      {invitations.length === 0 ? (
        <p className="text-muted-foreground">No staff invitations have been sent.</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border bg-white">
          <Table aria-label="Invitations">
            <TableHeader>
              <TableRow>
                <TableHead>Email</TableHead>
                <TableHead>Kind</TableHead>
                <TableHead>Business</TableHead>
                <TableHead>Role</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Expires</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {invitations.map((invitation) => (
                <TableRow key={invitation.id}>
                  <TableCell>{invitation.email}</TableCell>
                  <TableCell className="capitalize">{invitation.kind}</TableCell>
                  <TableCell>{invitation.businessName ?? "—"}</TableCell>
                  <TableCell>{invitation.roleTemplate ? ROLE_TEMPLATE_LABELS[invitation.roleTemplate as RoleTemplate] : "—"}</TableCell>
                  <TableCell className="capitalize">{invitation.status}</TableCell>
                  <TableCell>{formatListDate(invitation.expiresAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </div>
  );
}
