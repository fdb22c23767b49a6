import type { Metadata } from "next";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { portalUrl } from "@/lib/auth/portal-url";
import { requireSuperadmin } from "@/lib/auth/require-superadmin";
import { formatListDate } from "@/lib/format/dates";
import { listBusinesses } from "@/lib/superadmin/list-businesses";

export const metadata: Metadata = { title: "Businesses" };

export default async function SuperadminBusinessesPage() {
  await requireSuperadmin();
  const businesses = await listBusinesses();
  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold tracking-tight">Businesses</h1>
      <div className="overflow-x-auto rounded-xl border bg-white">
        <Table aria-label="Businesses">
          <TableHeader>
            <TableRow>
              <TableHead>Business</TableHead>
              <TableHead>Owner</TableHead>
              <TableHead>Subdomain</TableHead>
              <TableHead>Portal</TableHead>
              <TableHead className="text-right">Customers</TableHead>
              <TableHead>Created</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {businesses.map((business) => (
              <TableRow key={business.id}>
                <TableCell className="font-medium">{business.companyName}</TableCell>
                <TableCell>
                  {business.ownerEmail ? (
                    <>
                      <span className="block">{business.ownerName || "—"}</span>
                      <span className="block text-xs text-muted-foreground">{business.ownerEmail}</span>
                    </>
                  ) : (
                    "—"
                  )}
                </TableCell>
                <TableCell>
                  <a href={portalUrl(business.portalSubdomain, "/login")} className="text-primary underline-offset-4 hover:underline" target="_blank" rel="noopener">
                    {business.portalSubdomain}
                  </a>
                  {business.customDomain ? <span className="block text-xs text-muted-foreground">{business.customDomain}</span> : null}
                </TableCell>
                <TableCell>
                  <Badge className={business.portalEnabled ? "bg-green-100 text-green-800" : "bg-slate-100 text-slate-800"}>
                    {business.portalEnabled ? "Enabled" : "Disabled"}
                  </Badge>
                </TableCell>
                <TableCell className="text-right tabular-nums">{business.customerCount}</TableCell>
                <TableCell>{formatListDate(business.createdAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}
