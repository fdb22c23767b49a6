import { Building2 } from "@/components/icons";
import type { Metadata } from "next";
import Link from "next/link";
import { EmptyState } from "@/components/admin/empty-state";
import { ListFilter } from "@/components/admin/list/list-filter";
import { ListSearch } from "@/components/admin/list/list-search";
import { Pagination } from "@/components/admin/list/pagination";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { parseListParams, type SearchParams } from "@/lib/foundation/list-params";
import { formatListDate } from "@/lib/format/dates";
import { requireSuperadmin } from "@/lib/identity/staff/require-superadmin";
import { BUSINESS_FILTER_OPTIONS, BUSINESS_LIST_SPEC } from "@/lib/platform/businesses/business-list-spec";
import { listPlatformBusinesses } from "@/lib/platform/businesses/list-platform-businesses";

export const metadata: Metadata = { title: "Businesses" };

const PATH = "/superadmin/businesses";

export default async function SuperadminBusinessesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireSuperadmin();
  const query = await searchParams;
  const params = parseListParams(query, BUSINESS_LIST_SPEC);
  const { rows, total } = await listPlatformBusinesses(params);
  const filtered = Boolean(params.q) || Object.keys(params.filters).length > 0;
  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold tracking-tight">Businesses</h1>
      <div className="flex flex-wrap items-center gap-2">
        <ListSearch label="Search businesses" placeholder="Name, subdomain or owner email" />
        <ListFilter name="portal" label="Portals" options={BUSINESS_FILTER_OPTIONS.portal} />
        <ListFilter name="status" label="Statuses" options={BUSINESS_FILTER_OPTIONS.status} />
        <ListFilter name="created" label="Creation dates" options={BUSINESS_FILTER_OPTIONS.created} />
      </div>
      {rows.length === 0 ? (
        <EmptyState
          icon={Building2}
          title={filtered ? "No businesses match" : "No businesses yet"}
          body={filtered ? "Try another search or clear the filters." : "Businesses appear here when their owners sign up."}
        />
      ) : (
        <div className="overflow-x-auto rounded-xl border bg-white">
          <Table aria-label="Businesses">
            <TableHeader>
              <TableRow>
                <TableHead>Business</TableHead>
                <TableHead>Owner</TableHead>
                <TableHead>Subdomain</TableHead>
                <TableHead>Portal</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="text-right">Customers</TableHead>
                <TableHead>Created</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((business) => (
                <TableRow key={business.id}>
                  <TableCell className="font-medium">
                    <Link href={`${PATH}/${business.id}`} className="text-primary underline-offset-4 hover:underline">
                      {business.companyName}
                    </Link>
                  </TableCell>
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
                    {business.portalSubdomain}
                    {business.customDomain ? <span className="block text-xs text-muted-foreground">{business.customDomain}</span> : null}
                  </TableCell>
                  <TableCell>
                    <Badge className={business.portalEnabled ? "bg-green-100 text-green-800" : "bg-slate-100 text-slate-800"}>
                      {business.portalEnabled ? "Enabled" : "Disabled"}
                    </Badge>
                  </TableCell>
                  <TableCell>
                    <Badge className={business.suspendedAt ? "bg-red-100 text-red-800" : "bg-slate-100 text-slate-800"}>
                      {business.suspendedAt ? "Suspended" : "Active"}
                    </Badge>
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{business.customerCount}</TableCell>
                  <TableCell>{formatListDate(business.createdAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      <Pagination page={params.page} pageSize={params.pageSize} total={total} pathname={PATH} searchParams={query} noun="businesses" />
    </div>
  );
}
