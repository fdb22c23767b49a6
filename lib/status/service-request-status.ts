import { capitalizeStatus, statusDisplay, toneOf, type StatusDisplay, type StatusTone } from "./tones";

const REQUEST_TONES: Record<string, StatusTone> = {
  pending: "yellow",
  accepted: "green",
  scheduled: "blue",
  declined: "red",
  completed: "green",
  cancelled: "neutral",
};

/** A service request's status as the portal shows it: capitalised, in the shared tones. Client-safe. */
export function serviceRequestStatusDisplay(status: string | null | undefined): StatusDisplay {
  const value = status?.trim() || "pending";
  return statusDisplay(capitalizeStatus(value), toneOf(REQUEST_TONES, value));
}
