/**
 * Totals of a quote or invoice in integer cents (issue 12), computed on the server from the
 * line items, the discount and the business's tax rate. Client-safe and pure, so the builder
 * can preview the same figures the server will store.
 *
 * Quantities have two decimals (numeric(12,2)) and tax rates two decimals of a percent, so
 * both are turned into integers (hundredths, basis points) and every product is rounded once,
 * half away from zero, to a whole cent: no float ever reaches a stored amount.
 */
export type LineInput = { quantity: number; rateCents: number };
export type DocumentTotals = { lineAmountsCents: number[]; subtotalCents: number; discountCents: number; taxAmountCents: number; totalCents: number };

/** a / b rounded half away from zero, for integers (b > 0). */
function divideRounded(a: number, b: number): number {
  const sign = a < 0 ? -1 : 1;
  const abs = Math.abs(a);
  return sign * Math.floor((abs + Math.floor(b / 2)) / b);
}

export function quantityHundredths(quantity: number): number {
  return Math.round(quantity * 100);
}

export function lineAmountCents(line: LineInput): number {
  return divideRounded(quantityHundredths(line.quantity) * line.rateCents, 100);
}

export function computeDocumentTotals(lines: readonly LineInput[], discountCents: number, taxRatePercent: number): DocumentTotals {
  const lineAmountsCents = lines.map(lineAmountCents);
  const subtotalCents = lineAmountsCents.reduce((sum, amount) => sum + amount, 0);
  // A discount larger than the subtotal would make a negative bill: cap it at the subtotal.
  const discount = Math.min(Math.max(0, discountCents), Math.max(0, subtotalCents));
  const taxable = subtotalCents - discount;
  const basisPoints = Math.round(taxRatePercent * 100);
  const taxAmountCents = divideRounded(taxable * basisPoints, 10_000);
  return { lineAmountsCents, subtotalCents, discountCents: discount, taxAmountCents, totalCents: taxable + taxAmountCents };
}
