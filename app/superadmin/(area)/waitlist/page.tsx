import type { Metadata } from "next";
import { WaitlistTable } from "@/components/superadmin/waitlist-table";
import { requireSuperadmin } from "@/lib/identity/staff/require-superadmin";
import { listWaitlist } from "@/lib/waitlist/list-waitlist";

export const metadata: Metadata = { title: "Waitlist" };

export default async function SuperadminWaitlistPage() {
  await requireSuperadmin();
  const entries = await listWaitlist();
  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold tracking-tight">Waitlist</h1>
      {entries.length === 0 ? <p className="text-muted-foreground">Nobody is on the waitlist yet.</p> : <WaitlistTable entries={entries} />}
    </div>
  );
}
