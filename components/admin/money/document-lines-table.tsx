import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatCents } from "@/lib/format/money";
import type { LineItemView } from "@/lib/quotes/quote-views";

/** A sent document's line items and totals, read-only. */
export function DocumentLinesTable({
  lines,
  subtotalCents,
  discountCents,
  taxAmountCents,
  totalCents,
}: {
  lines: LineItemView[];
  subtotalCents: number;
  discountCents: number;
  taxAmountCents: number;
  totalCents: number;
}) {
  return (
    <div className="overflow-x-auto">
      <Table aria-label="Line items">
        <TableHeader>
          <TableRow>
            <TableHead>Description</TableHead>
            <TableHead className="text-right">Quantity</TableHead>
            <TableHead className="text-right">Rate</TableHead>
            <TableHead className="text-right">Amount</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.id}>
              <TableCell>{line.description}</TableCell>
              <TableCell className="text-right">{line.quantity}</TableCell>
              <TableCell className="text-right">{formatCents(line.rateCents)}</TableCell>
              <TableCell className="text-right">{formatCents(line.amountCents)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <dl className="mt-4 ml-auto grid max-w-xs grid-cols-2 gap-1 text-sm">
        <dt>Subtotal</dt>
        <dd className="text-right">{formatCents(subtotalCents)}</dd>
        {discountCents > 0 ? (
          <>
            <dt>Discount</dt>
            <dd className="text-right">−{formatCents(discountCents)}</dd>
          </>
        ) : null}
        <dt>Tax</dt>
        <dd className="text-right">{formatCents(taxAmountCents)}</dd>
        <dt className="font-semibold">Total</dt>
        <dd className="text-right font-semibold">{formatCents(totalCents)}</dd>
      </dl>
    </div>
  );
}
