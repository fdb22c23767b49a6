import { statusDisplay, toneOf, type StatusDisplay, type StatusTone } from "./tones";

const JOB_TONES: Record<string, StatusTone> = {
  scheduled: "yellow",
  in_progress: "blue",
  completed: "green",
  cancelled: "red",
};

/** Spec §4 "Job status": "in_progress" → "IN PROGRESS" in blue; unknown statuses neutral. */
export function jobStatusDisplay(status: string | null | undefined): StatusDisplay {
  const value = status?.trim() || "unknown";
  return statusDisplay(value.replaceAll("_", " ").toUpperCase(), toneOf(JOB_TONES, value));
}
