/** What settling an invoice answers (client-safe): the payment or credit, and where the balance now stands. */
export type SettledStatus = "pending" | "overdue" | "paid";

/** A payment recorded against an issued invoice (by staff, the API or a card). */
export type RecordedPayment = { paymentId: string; invoiceId: string; amountCents: number; balanceCents: number; status: SettledStatus };

/** A credit taken off an issued invoice (no money moved). */
export type AppliedCredit = { ledgerEntryId: string; invoiceId: string; amountCents: number; reason: string; balanceCents: number; status: SettledStatus };
