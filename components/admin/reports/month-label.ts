const SHORT = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-03" → "Mar 2026" (tables) or "Mar 26" (chart axes). */
export function monthLabel(month: string, short = false): string {
  const [year, m] = month.split("-");
  return `${SHORT[Number(m) - 1]} ${short ? year.slice(2) : year}`;
}
