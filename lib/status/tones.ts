// Client-safe. Each tone pairs a 100 background with 800 text: at least 4.5:1 contrast
// (WCAG AA for small text) in Tailwind 4's palette. Classes are written out in full so
// Tailwind's scanner finds them.
export const STATUS_TONES = {
  green: "border-transparent bg-green-100 text-green-800",
  blue: "border-transparent bg-blue-100 text-blue-800",
  yellow: "border-transparent bg-yellow-100 text-yellow-800",
  red: "border-transparent bg-red-100 text-red-800",
  neutral: "border-transparent bg-gray-100 text-gray-800",
} as const;

export type StatusTone = keyof typeof STATUS_TONES;

/** What a status badge shows: its text, its Tailwind classes, and the tone behind them. */
export type StatusDisplay = { label: string; className: string; tone: StatusTone };

/** Own-key lookup, so a status like "constructor" cannot pick up Object.prototype members. */
export function toneOf(tones: Record<string, StatusTone>, status: string): StatusTone {
  return Object.hasOwn(tones, status) ? tones[status] : "neutral";
}

export function statusDisplay(label: string, tone: StatusTone): StatusDisplay {
  return { label, className: STATUS_TONES[tone], tone };
}

/** "in_review" → "In review": first letter upper-case, underscores as spaces. */
export function capitalizeStatus(status: string): string {
  const words = status.replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
