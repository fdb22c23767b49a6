/**
 * Document arithmetic in whole cents, so seeded totals are exactly what an accountant gets:
 * line amount = quantity × rate, tax = subtotal × rate% (half up), total = subtotal + tax.
 * Seed items name their rate in dollars (readable demo data); everything stored is cents.
 */
export type LineItem = { description: string; quantity: number; rate: number };

export const toCents = (dollars: number) => Math.round(dollars * 100);

export function rateCents(item: LineItem): number {
  return toCents(item.rate);
}

export function lineAmountCents(item: LineItem): number {
  return Math.round(item.quantity * toCents(item.rate));
}

export function documentTotals(items: LineItem[], taxRatePercent: number) {
  const subtotalCents = items.reduce((sum, item) => sum + lineAmountCents(item), 0);
  // Tax rate has two decimals (e.g. 8.25): work in basis points to stay in integers.
  const taxAmountCents = Math.round((subtotalCents * Math.round(taxRatePercent * 100)) / 10_000);
  return { subtotalCents, taxAmountCents, totalCents: subtotalCents + taxAmountCents };
}
