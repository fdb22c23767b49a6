import { centsToDollars } from "@/lib/format/money";
import type { DocumentFigures } from "../documents/document-figures";

/**
 * A quote's deposit as JSON, in dollars, read from its figures (document-figures.ts) — the one
 * computation the portal's and the admin's quote pages show, never recomputed. Shared by the
 * portal's customer-portal-data payload and API v1's quote. `deposit_amount` (asked) and
 * `deposit_due` (still to pay) are null when the quote asks no deposit; paid and refunded are 0
 * when none was.
 */
export function depositToJson(figures: Pick<DocumentFigures, "depositDueCents" | "depositOpenCents" | "depositPaidCents" | "depositRefundedCents">) {
  const dollars = (cents: number | null) => (cents === null ? null : centsToDollars(cents));
  return {
    deposit_amount: dollars(figures.depositDueCents),
    deposit_paid: centsToDollars(figures.depositPaidCents ?? 0),
    deposit_refunded: centsToDollars(figures.depositRefundedCents ?? 0),
    deposit_due: dollars(figures.depositOpenCents),
  };
}
