// Client-safe: used by server pages and client components alike.
const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Reads an amount that may come as a number, a numeric string, or nothing at all. */
export function toAmount(value: number | string | null | undefined): number {
  if (value === null || value === undefined) return 0;
  const amount = typeof value === "number" ? value : Number(value.trim() || Number.NaN);
  return Number.isFinite(amount) ? amount : 0;
}

/**
 * USD, en-US, always two decimals (spec §9): 1234.5 → "$1,234.50", -20 → "-$20.00".
 * A missing or unreadable amount shows as "$0.00" rather than "NaN" or a crash.
 */
export function formatMoney(value: number | string | null | undefined): string {
  const amount = toAmount(value);
  // Avoid "-$0.00" for -0 or amounts that round to zero.
  return usd.format(Math.abs(amount) < 0.005 ? 0 : amount);
}
