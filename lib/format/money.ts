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

/** Cents (the domain's unit) on screen: 123450 → "$1,234.50". */
export function formatCents(cents: number | null | undefined): string {
  return formatMoney(cents === null || cents === undefined ? 0 : cents / 100);
}

/** The APIs answer dollars with two decimals (DESIGN.md): 123450 → 1234.5. */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** Dollars as the APIs and forms take them → integer cents, rounded half away from zero. */
export function dollarsToCents(dollars: number): number {
  return Math.sign(dollars) * Math.round(Math.abs(dollars) * 100 + Number.EPSILON * 100);
}
