import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatCents } from "@/lib/format/money";
import { formatQuantity, totalsRows, type DocumentFigures } from "@/lib/money/documents/document-figures";
import { cn } from "@/lib/utils";

/** The test ids earlier screens and specs name: the total per kind of document and the balance due. */
const ROW_TEST_IDS: Record<string, (kind: DocumentFigures["kind"]) => string> = {
  total: (kind) => `${kind}-total`,
  balance: () => "invoice-balance-due",
};

/**
 * A document's lines and totals block, rendered from its figures (lib/money/documents/document-figures.ts)
 * and nothing else: the portal's quote, invoice and contract, the admin's read-only documents and
 * the staff preview all show this, so none of them can add lines up differently. Long
 * descriptions wrap; a discount, payments, refunds and credits each have their own row.
 */
export function DocumentFiguresTable({ figures, className }: { figures: DocumentFigures; className?: string }) {
  return (
    <div className={cn("grid gap-4", className)} data-testid="document-figures">
      {figures.itemized ? (
        <Table aria-label="Line items">
          <TableHeader>
            <TableRow>
              <TableHead>Description</TableHead>
              <TableHead className="text-right">Qty</TableHead>
              <TableHead className="text-right">Rate</TableHead>
              <TableHead className="text-right">Amount</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {figures.lines.map((line) => (
              <TableRow key={line.id} data-testid="document-line">
                <TableCell className="min-w-40 whitespace-normal break-words">{line.description}</TableCell>
                <TableCell className="text-right tabular-nums">{formatQuantity(line.quantity)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatCents(line.rateCents)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatCents(line.amountCents)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      <dl className="ml-auto grid w-full max-w-sm grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm" aria-label="Totals">
        {totalsRows(figures).map((row) => (
          <div key={row.key} className={cn("contents", row.strong && "font-semibold text-slate-900")} data-testid={`figures-${row.key.startsWith("settlement-") ? "settlement" : row.key}`}>
            <dt className={cn(row.strong ? "border-t pt-1" : "text-slate-600")}>
              {row.label}
              {row.detail ? <span className="block text-xs font-normal text-slate-600">{row.detail}</span> : null}
            </dt>
            <dd className={cn("text-right tabular-nums", row.strong && "border-t pt-1")} data-testid={ROW_TEST_IDS[row.key]?.(figures.kind)}>
              {formatCents(row.amountCents)}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
