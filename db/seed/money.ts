/**
 * Document arithmetic in whole cents, so seeded totals are exactly what an accountant gets:
 * line amount = quantity × rate, tax = subtotal × rate% (half up), total = subtotal + tax.
 */
export type LineItem = { description: string; quantity: number; rate: number };

const cents = (dollars: number) => Math.round(dollars * 100);

export function lineAmount(item: LineItem): number {
  return Math.round(item.quantity * cents(item.rate)) / 100;
}

export function documentTotals(items: LineItem[], taxRatePercent: number) {
  const subtotalCents = items.reduce((sum, item) => sum + Math.round(item.quantity * cents(item.rate)), 0);
  // Tax rate has two decimals (e.g. 8.25): work in basis points to stay in integers.
  const taxCents = Math.round((subtotalCents * Math.round(taxRatePercent * 100)) / 10_000);
  return { subtotal: subtotalCents / 100, taxAmount: taxCents / 100, total: (subtotalCents + taxCents) / 100 };
}
