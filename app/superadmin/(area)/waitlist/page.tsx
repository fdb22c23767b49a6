import type { Metadata } from "next";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { requireSuperadmin } from "@/lib/auth/require-superadmin";
import { formatListDate } from "@/lib/format/dates";
import { listWaitlist } from "@/lib/superadmin/list-waitlist";

export const metadata: Metadata = { title: "Waitlist" };

export default async function SuperadminWaitlistPage() {
  await requireSuperadmin();
  const entries = await listWaitlist();
  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold tracking-tight">Waitlist</h1>
      {entries.length === 0 ? (
        <p className="text-muted-foreground">Nobody is on the waitlist yet.</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border bg-white">
          <Table aria-label="Waitlist">
            <TableHeader>
              <TableRow>
                <TableHead>Name</TableHead>
                <TableHead>Email</TableHead>
                <TableHead>Business</TableHead>
                <TableHead>Industry</TableHead>
                <TableHead>Customers</TableHead>
                <TableHead>Joined</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {entries.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell className="font-medium">{entry.name}</TableCell>
                  <TableCell>{entry.email}</TableCell>
                  <TableCell>{entry.businessName ?? "—"}</TableCell>
                  <TableCell>{entry.industry ?? "—"}</TableCell>
                  <TableCell>{entry.customerCount ?? "—"}</TableCell>
                  <TableCell>{formatListDate(entry.createdAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </div>
  );
}
