import Link from "next/link";
import { SortHeader } from "@/components/admin/list/sort-header";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { SearchParams } from "@/lib/foundation/list-params";
import type { CustomerListRow } from "@/lib/customers/customer-views";
import { formatCents } from "@/lib/format/money";
import { formatListDate } from "@/lib/format/dates";
import { CustomerBulkSelection } from "./customer-bulk-selection";
import { CustomerStatusBadge, PortalAccessBadge } from "./customer-badges";

const PATH = "/admin/customers";

/**
 * The page of customers, rendered on the server; its row boxes are native checkboxes that
 * CustomerBulkSelection (the page's only client code for the table) turns into a selection
 * for bulk tag and bulk invite.
 */
export function CustomerTable({
  rows,
  sort,
  searchParams,
  timeZone,
}: {
  rows: CustomerListRow[];
  sort: { sort: string; dir: "asc" | "desc" };
  searchParams: SearchParams;
  timeZone: string;
}) {
  const header = (label: string, key: string, className?: string) => (
    <SortHeader label={label} sortKey={key} current={sort} pathname={PATH} searchParams={searchParams} className={className} />
  );

  return (
    <CustomerBulkSelection>
      <div className="overflow-x-auto">
        <Table aria-label="Customers">
          <TableHeader>
            <TableRow>
              <TableHead className="w-10">
                <input type="checkbox" data-select-all autoComplete="off" aria-label="Select all customers on this page" className="ui-native-checkbox" />
              </TableHead>
              {header("Name", "name")}
              <TableHead>Contact</TableHead>
              <TableHead className="hidden md:table-cell">Address</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Portal</TableHead>
              <TableHead className="hidden lg:table-cell">Tags</TableHead>
              {header("Balance", "balance", "text-right")}
              {header("Last login", "last_login", "hidden lg:table-cell")}
              {header("Added", "created", "hidden xl:table-cell")}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => {
              const name = `${row.firstName} ${row.lastName}`.trim();
              return (
                <TableRow key={row.id} className="has-checked:bg-muted">
                  <TableCell>
                    <input type="checkbox" data-select-row value={row.id} autoComplete="off" aria-label={`Select ${name}`} className="ui-native-checkbox" />
                  </TableCell>
                  <TableCell className="font-medium">
                    <Link href={`${PATH}/${row.id}`} className="text-primary underline-offset-4 hover:underline">
                      {name}
                    </Link>
                  </TableCell>
                  <TableCell className="text-sm">
                    <div>{row.email ?? "—"}</div>
                    {row.phone ? <div className="text-muted-foreground">{row.phone}</div> : null}
                  </TableCell>
                  <TableCell className="hidden text-sm md:table-cell">{[row.address, row.city].filter(Boolean).join(", ") || "—"}</TableCell>
                  <TableCell>
                    <CustomerStatusBadge status={row.status} archived={row.archived} />
                  </TableCell>
                  <TableCell>
                    <PortalAccessBadge status={row.portalAccessStatus} />
                  </TableCell>
                  <TableCell className="hidden lg:table-cell">
                    <div className="flex max-w-56 flex-wrap gap-1">
                      {row.tags.map((t) => (
                        <span key={t} className="rounded bg-muted px-1.5 py-0.5 text-xs">
                          {t}
                        </span>
                      ))}
                    </div>
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{formatCents(row.outstandingBalanceCents)}</TableCell>
                  <TableCell className="hidden text-sm lg:table-cell">{row.lastLogin ? formatListDate(row.lastLogin, timeZone) : "Never"}</TableCell>
                  <TableCell className="hidden text-sm xl:table-cell">{formatListDate(row.createdAt, timeZone)}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
    </CustomerBulkSelection>
  );
}
