import type { DocumentFigures } from "@/lib/money/documents/document-figures";

/**
 * The admin side's quote shapes (client-safe). `state` is the status as staff see it: a sent
 * quote past its valid-until date (in the business's time zone) shows as "expired".
 */
export const ADMIN_QUOTE_FILTERS = ["draft", "sent", "approved", "declined", "expired"] as const;
export type AdminQuoteState = (typeof ADMIN_QUOTE_FILTERS)[number];

export type AdminQuoteRow = {
  id: string;
  quoteNumber: string | null;
  title: string;
  status: string;
  state: AdminQuoteState;
  customerId: string;
  customerName: string;
  totalAmountCents: number;
  validUntil: string | null;
  createdAt: string;
};

export type AdminQuoteDetail = AdminQuoteRow & {
  /** The customer's location (issue 38). */
  locationId: string;
  /** 1, or the revision last sent ("Rev. 2"). */
  revision: number;
  terms: string | null;
  notes: string | null;
  customerComment: string | null;
  sentAt: string | null;
  respondedAt: string | null;
  /** Lines, subtotal, discount, tax and total: what every screen, PDF and API prints (lib/money/documents/document-figures.ts). */
  figures: DocumentFigures;
  /** The deposit as staff asked it (the builder edits it); what it comes to is figures.depositDueCents. */
  depositAsk: { amountCents: number | null; percentBps: number | null };
};

/** Whether staff may revise the quote: sent and not yet answered (an expired one too: a revision can renew it). */
export const isRevisableQuote = (quote: { status: string }) => quote.status === "sent";

const STATE_LABELS: Record<AdminQuoteState, string> = {
  draft: "Draft",
  sent: "Pending Response",
  approved: "Approved",
  declined: "Declined",
  expired: "Expired",
};
export const quoteStateLabel = (state: AdminQuoteState) => STATE_LABELS[state];
