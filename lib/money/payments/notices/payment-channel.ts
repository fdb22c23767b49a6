import type { ManualPaymentMethod } from "@/lib/money/invoices/invoice-schema";

/** How a payment came in: a manual method staff recorded, a card through Checkout, or autopay's off-session charge. */
export type PaymentChannel = ManualPaymentMethod | "card" | "autopay";

/** The words a receipt and the owner's notice use for each channel (client-safe). */
export const PAYMENT_CHANNEL_LABELS: Record<PaymentChannel, string> = {
  cash: "Cash",
  check: "Check",
  bank_transfer: "Bank transfer",
  other: "Other",
  card: "Card",
  autopay: "Card (automatic payment)",
};

/** The owner's notice: "by card", "by check"… */
export const PAYMENT_CHANNEL_PHRASES: Record<PaymentChannel, string> = {
  cash: "in cash",
  check: "by check",
  bank_transfer: "by bank transfer",
  other: "",
  card: "by card",
  autopay: "by automatic card payment",
};
