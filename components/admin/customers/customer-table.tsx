"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { SortHeader } from "@/components/admin/list/sort-header";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { bulkInviteCustomersAction, bulkTagCustomersAction } from "@/lib/admin/actions/customers/bulk-customers";
import type { SearchParams } from "@/lib/admin/list-params";
import type { CustomerListRow } from "@/lib/customers/customer-views";
import { formatCents } from "@/lib/format/money";
import { formatListDate } from "@/lib/format/dates";
import { CustomerStatusBadge, PortalAccessBadge } from "./customer-badges";

const PATH = "/admin/customers";

/** The page of customers with row selection for bulk tag and bulk invite. */
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
  const router = useRouter();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [tag, setTag] = useState("");
  const [busy, setBusy] = useState(false);
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const run = async (kind: "tag" | "invite") => {
    const customerIds = [...selected];
    setBusy(true);
    try {
      if (kind === "tag") {
        const result = await bulkTagCustomersAction({ customerIds, tag });
        if (!result.ok) return void toast.error(result.message);
        toast.success(`Tagged ${result.data.updated} ${result.data.updated === 1 ? "customer" : "customers"} "${tag.trim()}"`);
        setTag("");
      } else {
        const result = await bulkInviteCustomersAction({ customerIds });
        if (!result.ok) return void toast.error(result.message);
        const { invited, skipped } = result.data;
        toast.success(`Invited ${invited} ${invited === 1 ? "customer" : "customers"}${skipped.length ? `; skipped ${skipped.length} (no email, archived or already active)` : ""}`);
      }
      setSelected(new Set());
      router.refresh();
    } catch {
      toast.error("Failed to update customer");
    } finally {
      setBusy(false);
    }
  };

  const header = (label: string, key: string, className?: string) => (
    <SortHeader label={label} sortKey={key} current={sort} pathname={PATH} searchParams={searchParams} className={className} />
  );

  return (
    <div className="grid gap-3">
      {selected.size > 0 ? (
        <div role="region" aria-label="Bulk actions" className="flex flex-wrap items-center gap-2 rounded-lg border bg-muted/40 p-3 text-sm">
          <span className="font-medium">{selected.size} selected</span>
          <label htmlFor="bulk-tag" className="sr-only">
            Tag to add
          </label>
          <Input id="bulk-tag" value={tag} onChange={(e) => setTag(e.target.value)} placeholder="Tag to add" className="h-9 w-40 bg-white" />
          <Button size="sm" variant="outline" disabled={busy || tag.trim() === ""} onClick={() => run("tag")}>
            Add tag
          </Button>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => run("invite")}>
            Invite to portal
          </Button>
          <Button size="sm" variant="ghost" disabled={busy} onClick={() => setSelected(new Set())}>
            Clear selection
          </Button>
        </div>
      ) : null}
      <div className="overflow-x-auto">
        <Table aria-label="Customers">
          <TableHeader>
            <TableRow>
              <TableHead className="w-10">
                <Checkbox
                  aria-label="Select all customers on this page"
                  checked={allSelected}
                  onCheckedChange={(on) => setSelected(on ? new Set(rows.map((row) => row.id)) : new Set())}
                />
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
                <TableRow key={row.id} data-state={selected.has(row.id) ? "selected" : undefined}>
                  <TableCell>
                    <Checkbox aria-label={`Select ${name}`} checked={selected.has(row.id)} onCheckedChange={(on) => toggle(row.id, on === true)} />
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
    </div>
  );
}
