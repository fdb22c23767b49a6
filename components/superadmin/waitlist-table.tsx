"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatListDate } from "@/lib/format/dates";
import { MAX_INVITES_PER_BATCH } from "@/lib/platform/waitlist/waitlist-invitation-schema";
import { inviteWaitlistEntriesAction } from "@/lib/superadmin/actions/invite-waitlist-entries";

export type WaitlistRow = {
  id: string;
  name: string;
  email: string;
  businessName: string | null;
  industry: string | null;
  customerCount: string | null;
  status: "waiting" | "invited" | "joined";
  createdAt: Date;
};

const STATUS_STYLE = {
  waiting: "bg-slate-100 text-slate-800",
  invited: "bg-blue-100 text-blue-800",
  joined: "bg-green-100 text-green-800",
} as const;

/** The waitlist with row selection and "Send invitations" (joined entries cannot be selected). */
export function WaitlistTable({ entries }: { entries: WaitlistRow[] }) {
  const router = useRouter();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [, startTransition] = useTransition();
  const selectable = entries.filter((e) => e.status !== "joined");
  const allSelected = selectable.length > 0 && selectable.every((e) => selected.has(e.id));

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  async function invite() {
    setBusy(true);
    const result = await inviteWaitlistEntriesAction({ entryIds: [...selected] }).catch(() => null);
    setBusy(false);
    if (!result?.ok) {
      toast.error(result?.message ?? "Failed to send invitations");
      return;
    }
    const { invited, alreadyJoined, emailFailed } = result.data;
    toast.success(`${invited} ${invited === 1 ? "invitation" : "invitations"} sent`);
    if (alreadyJoined) toast.info(`${alreadyJoined} already ${alreadyJoined === 1 ? "has" : "have"} an account`);
    if (emailFailed) toast.error(`${emailFailed} ${emailFailed === 1 ? "email" : "emails"} could not be sent; see the outbox`);
    setSelected(new Set());
    startTransition(() => router.refresh());
  }

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={invite} disabled={busy || selected.size === 0 || selected.size > MAX_INVITES_PER_BATCH}>
          {busy ? "Sending..." : `Send invitations${selected.size ? ` (${selected.size})` : ""}`}
        </Button>
        <p className="text-sm text-muted-foreground">Invited people can sign up even while sign-ups are closed. Links work once and expire in 7 days.</p>
      </div>
      <div className="overflow-x-auto rounded-xl border bg-white">
        <Table aria-label="Waitlist">
          <TableHeader>
            <TableRow>
              <TableHead className="w-10">
                <Checkbox
                  aria-label="Select all"
                  checked={allSelected}
                  onCheckedChange={(on) => setSelected(on === true ? new Set(selectable.map((e) => e.id)) : new Set())}
                />
              </TableHead>
              <TableHead>Name</TableHead>
              <TableHead>Email</TableHead>
              <TableHead>Business</TableHead>
              <TableHead>Industry</TableHead>
              <TableHead>Customers</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Joined the waitlist</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {entries.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell>
                  <Checkbox
                    aria-label={`Select ${entry.name}`}
                    disabled={entry.status === "joined"}
                    checked={selected.has(entry.id)}
                    onCheckedChange={(on) => toggle(entry.id, on === true)}
                  />
                </TableCell>
                <TableCell className="font-medium">{entry.name}</TableCell>
                <TableCell>{entry.email}</TableCell>
                <TableCell>{entry.businessName ?? "—"}</TableCell>
                <TableCell>{entry.industry ?? "—"}</TableCell>
                <TableCell>{entry.customerCount ?? "—"}</TableCell>
                <TableCell>
                  <Badge className={STATUS_STYLE[entry.status]}>{entry.status === "waiting" ? "Waiting" : entry.status === "invited" ? "Invited" : "Joined"}</Badge>
                </TableCell>
                <TableCell>{formatListDate(entry.createdAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}
