"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { inviteCustomerAction, revokePortalAccessAction } from "@/lib/admin/actions/customers/portal-access";
import { formatListDate, formatMessageTime } from "@/lib/format/dates";
import { PortalAccessBadge } from "./customer-badges";

/** Portal access of one customer: state, last login, invite / resend / revoke. */
export function PortalAccessCard({
  customerId,
  status,
  email,
  archived,
  lastLogin,
  invitationSentAt,
  invitationExpiresAt,
  timeZone,
}: {
  customerId: string;
  status: string;
  email: string | null;
  archived: boolean;
  lastLogin: string | null;
  invitationSentAt: string | null;
  invitationExpiresAt: string | null;
  timeZone: string;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  const run = async (kind: "invite" | "revoke") => {
    setBusy(true);
    try {
      const result = kind === "invite" ? await inviteCustomerAction({ customerId }) : await revokePortalAccessAction({ customerId });
      if (!result.ok) return void toast.error(result.message);
      if (kind === "invite" && result.data) {
        toast.success(result.data.emailSent ? `Invitation sent to ${result.data.email}` : "Invitation created, but the email could not be sent");
      } else toast.success("Portal access revoked");
      router.refresh();
    } catch {
      toast.error("Failed to update customer");
    } finally {
      setBusy(false);
    }
  };

  const canInvite = !archived && Boolean(email) && status !== "active";
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Portal access</h2>
        </CardTitle>
        <CardDescription>The invitation link works once and expires after 7 days.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <div className="flex items-center gap-2">
          <span className="text-muted-foreground">Status</span>
          <PortalAccessBadge status={status} />
        </div>
        <p>
          <span className="text-muted-foreground">Last login: </span>
          {lastLogin ? formatMessageTime(lastLogin, timeZone) : "Never"}
        </p>
        {status === "invited" && invitationSentAt ? (
          <p>
            <span className="text-muted-foreground">Invited </span>
            {formatListDate(invitationSentAt, timeZone)}
            {invitationExpiresAt ? `, link expires ${formatListDate(invitationExpiresAt, timeZone)}` : ""}
          </p>
        ) : null}
        {!email ? <p className="text-muted-foreground">Add an email address to invite this customer.</p> : null}
        {archived ? <p className="text-muted-foreground">Restore this customer to invite them.</p> : null}
        <div className="flex flex-wrap gap-2">
          {canInvite ? (
            <Button size="sm" disabled={busy} onClick={() => run("invite")}>
              {status === "invited" ? "Resend invitation" : "Invite to portal"}
            </Button>
          ) : null}
          {status === "invited" || status === "active" ? (
            <Button size="sm" variant="outline" disabled={busy} onClick={() => run("revoke")}>
              Revoke access
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
