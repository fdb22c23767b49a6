import { capitalizeStatus, statusDisplay, toneOf, type StatusDisplay, type StatusTone } from "./tones";

const QUOTE_TONES: Record<string, StatusTone> = {
  draft: "neutral",
  sent: "yellow",
  approved: "green",
  declined: "red",
};

/** Spec §4 "Quote status": sent shows as 'Pending Response'; every other status capitalised. */
export function quoteStatusDisplay(status: string | null | undefined): StatusDisplay {
  const value = status?.trim() || "draft";
  const label = value === "sent" ? "Pending Response" : capitalizeStatus(value);
  return statusDisplay(label, toneOf(QUOTE_TONES, value));
}
