import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatMessageTime } from "@/lib/format/dates";
import type { BusinessAuditRow } from "@/lib/platform/businesses/get-platform-business";

// Audit meta is our own JSON ({ from, to, … }); shown as plain text, never as HTML.
const describe = (meta: unknown) => (meta && typeof meta === "object" ? JSON.stringify(meta) : "");

/** A business's audit rows, newest first. */
export function BusinessAuditTable({ rows }: { rows: BusinessAuditRow[] }) {
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">No audited actions yet.</p>;
  return (
    <div className="overflow-x-auto rounded-xl border bg-white">
      <Table aria-label="Audit log">
        <TableHeader>
          <TableRow>
            <TableHead>When</TableHead>
            <TableHead>Action</TableHead>
            <TableHead>By</TableHead>
            <TableHead>Details</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell className="whitespace-nowrap">{formatMessageTime(row.createdAt)}</TableCell>
              <TableCell className="font-mono text-xs">{row.action}</TableCell>
              <TableCell>{row.actorEmail ?? row.actorType}</TableCell>
              <TableCell className="max-w-md truncate font-mono text-xs" title={describe(row.meta)}>
                {describe(row.meta)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
