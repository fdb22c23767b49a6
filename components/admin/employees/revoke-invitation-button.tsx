"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { revokeInvitationAction } from "@/lib/admin/actions/team/revoke-invitation";

export function RevokeInvitationButton({ invitationId, email }: { invitationId: string; email: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="ghost"
      size="sm"
      disabled={busy}
      aria-label={`Revoke invitation for ${email}`}
      onClick={async () => {
        setBusy(true);
        const result = await revokeInvitationAction({ invitationId }).catch(() => null);
        setBusy(false);
        if (result?.ok) toast.success("Invitation revoked");
        else toast.error(result?.message ?? "Failed to update employee");
      }}
    >
      Revoke
    </Button>
  );
}
