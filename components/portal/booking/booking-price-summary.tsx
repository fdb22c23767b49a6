import { formatCents } from "@/lib/format/money";
import { FREQUENCY_LABELS, type BookingFrequency } from "@/lib/booking/pricing/frequencies";
import type { VisitPrice } from "@/lib/booking/pricing/price-visit";

/** The price as /book shows it while the visitor chooses: from the one calculator (price-visit.ts). */
export function BookingPriceSummary({ price, frequency }: { price: VisitPrice; frequency: BookingFrequency }) {
  const recurring = frequency !== "one_time";
  return (
    <dl aria-live="polite" data-testid="booking-price" className="grid gap-1 rounded-lg border bg-muted/30 p-4 text-sm">
      <div className="flex justify-between gap-4">
        <dt>Price before discount</dt>
        <dd data-testid="booking-list-price">{formatCents(price.listCents)}</dd>
      </div>
      {price.discountCents > 0 ? (
        <div className="flex justify-between gap-4 text-emerald-800">
          <dt>
            {FREQUENCY_LABELS[frequency]} discount ({price.discountBps / 100} %)
          </dt>
          <dd>−{formatCents(price.discountCents)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-4 font-semibold">
        <dt>First visit</dt>
        <dd data-testid="booking-first-visit">{formatCents(price.firstVisitCents)}</dd>
      </div>
      {recurring ? (
        <div className="flex justify-between gap-4 text-base font-semibold">
          <dt>Each visit after ({FREQUENCY_LABELS[frequency].toLowerCase()})</dt>
          <dd data-testid="booking-per-visit">{formatCents(price.pricePerVisitCents)}</dd>
        </div>
      ) : null}
      {price.depositCents > 0 ? (
        <div className="flex justify-between gap-4">
          <dt>Deposit when you book</dt>
          <dd>{formatCents(price.depositCents)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-4 text-muted-foreground">
        <dt>Time on site</dt>
        <dd>about {price.durationMinutes} minutes</dd>
      </div>
    </dl>
  );
}
