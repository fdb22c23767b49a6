import { capitalizeStatus, statusDisplay, type StatusDisplay, type StatusTone } from "./tones";

const CONTRACT_LABELS: Record<string, { label: string; tone: StatusTone }> = {
  draft: { label: "Draft", tone: "neutral" },
  sent: { label: "Awaiting Signature", tone: "yellow" },
  signed: { label: "Signed", tone: "green" },
  expired: { label: "Expired", tone: "red" },
};

/** Spec §4 "Contract status": Draft, Awaiting Signature (sent), Signed, Expired. */
export function contractStatusDisplay(status: string | null | undefined): StatusDisplay {
  const value = status?.trim() || "draft";
  const known = Object.hasOwn(CONTRACT_LABELS, value) ? CONTRACT_LABELS[value] : undefined;
  return known ? statusDisplay(known.label, known.tone) : statusDisplay(capitalizeStatus(value), "neutral");
}
