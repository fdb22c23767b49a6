import { statusDisplay, toneOf, type StatusDisplay, type StatusTone } from "./tones";

const INVOICE_TONES: Record<string, StatusTone> = {
  draft: "neutral",
  pending: "yellow",
  paid: "green",
  overdue: "red",
};

/** Spec §4 "Invoice status": shown upper-case, each with its colour; a missing status is DRAFT. */
export function invoiceStatusDisplay(status: string | null | undefined): StatusDisplay {
  const value = status?.trim() || "draft";
  return statusDisplay(value.replaceAll("_", " ").toUpperCase(), toneOf(INVOICE_TONES, value));
}
