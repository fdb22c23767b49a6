/** The platform's fee on a card payment: basis points of the amount, rounded to the cent. */
export function applicationFeeCents(amountCents: number, feeBps: number): number {
  return Math.round((amountCents * feeBps) / 10_000);
}
