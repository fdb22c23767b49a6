import "server-only";
import { sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { DomainError } from "@/lib/foundation/domain-error";
import { addDays } from "@/lib/scheduling/recurrence/local-date";
import { fromWallClock } from "@/lib/scheduling/recurrence/zoned-time";
import { minutesToTime } from "./arrival-windows";
import { freeMembersAt, offeredWindows, type OfferedWindow } from "./free-slots-core";
import { loadAvailability } from "./free-slots";

export const SLOT_TAKEN_MESSAGE = "That time was just taken. Please choose another.";

/** How many later windows a refused claim offers instead, and how far ahead it looks for them. */
const NEXT_WINDOWS = 5;
const LOOK_AHEAD_DAYS = 14;

/** The conflict a late claim gets (409), with the next windows the page can offer in its place. */
export class SlotTakenError extends DomainError {
  readonly nextWindows: OfferedWindow[];
  constructor(nextWindows: OfferedWindow[]) {
    super("conflict", SLOT_TAKEN_MESSAGE, { field: "slot" });
    this.name = "SlotTakenError";
    this.nextWindows = nextWindows;
  }
}

export type ClaimSlotInput = {
  businessId: string;
  locationId?: string | null;
  /** The local date (YYYY-MM-DD) and window start (minutes after midnight) the visitor chose. */
  date: string;
  start: number;
  durationMinutes: number;
  now?: Date;
};

/**
 * Takes the chosen window for a new visit inside the caller's transaction (issue 39 item 5):
 * claims of one business and date queue on a transaction-level advisory lock, so each re-checks
 * availability after the one before it committed its visit (Read Committed gives every statement
 * a fresh snapshot). The first free member in stable order gets the visit through `insertVisit`,
 * whose row must be written in `tx` before the lock ends with the transaction. No one free (or
 * the window is not offered at all): SlotTakenError with the next free windows.
 */
export async function claimSlot<T>(
  tx: Tx,
  input: ClaimSlotInput,
  insertVisit: (tx: Tx, memberId: string, startsAtUtc: Date) => Promise<T>,
): Promise<T> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`booking-slot:${input.businessId}:${input.date}`}))`);
  const to = addDays(input.date, LOOK_AHEAD_DAYS);
  const availability = await loadAvailability({ ...input, from: input.date, to }, tx);
  const isWindow = availability.windows.some((window) => window.start === input.start);
  const [memberId] = isWindow ? freeMembersAt(availability, input.date, input.start) : [];
  if (memberId) return insertVisit(tx, memberId, fromWallClock(input.date, minutesToTime(input.start), availability.timeZone));
  const later = offeredWindows(availability, input.date, to).filter((window) => window.date > input.date || window.start > input.start);
  throw new SlotTakenError(later.slice(0, NEXT_WINDOWS));
}
