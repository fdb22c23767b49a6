import { formatLongDate } from "@/lib/format/dates";

/**
 * THE computed form of a quote, contract or invoice (issue 37, docs/decisions/documents-one-computation.md):
 * its lines with their amounts, subtotal, discount, tax, total, what has settled it (payments,
 * refunds, credits, a void) and the balance due. Composed once on the server from the stored rows;
 * every renderer — admin and portal pages, PDFs, emails, the portal data API, API v1, the demo —
 * takes it and never adds up lines itself. Client-safe and pure.
 *
 * The money figures themselves were computed once, when the document was saved, by
 * `computeDocumentTotals` (document-totals.ts) and stored; this adds what the rows alone do not
 * say: the one row of a document without lines, the settlements in the ledger's signs, the
 * balance (the invoice's guarded `amount_paid_cents`, explained entry by entry).
 *
 * Deposits (issue 37 item 3): a quote's asked deposit is computed here once (`depositDueCents`,
 * from the quote's amount or percent); a deposit received is a payment tied to the quote, listed
 * on the quote and — once credited to the invoice made from it — on that invoice as a "deposit"
 * settlement (negative like a payment; figures-sql.ts reads it like the others). Every renderer
 * lists settlements and states the balance the same way.
 */
export type FigureLine = { id: string; description: string; quantity: number; rateCents: number; amountCents: number };

/** What settles an invoice's total or reopens it, as ledger kinds. */
export const SETTLEMENT_KINDS = ["payment", "deposit", "refund", "credit", "void"] as const;
export type SettlementKind = (typeof SETTLEMENT_KINDS)[number];

export type Settlement = {
  id: string;
  kind: SettlementKind;
  /** The business's calendar day, "YYYY-MM-DD". */
  day: string;
  /** Signed cents, as in the ledger: − settles (payment, credit, void), + is owed again (refund). */
  amountCents: number;
  /** A credit's reason, which the customer is meant to read; null for other kinds (staff memos stay staff's). */
  reason: string | null;
  /** How a payment or refund moved ("card", "check" …), for its label. */
  method: string | null;
};

export type DocumentKind = "quote" | "contract" | "invoice";

export type DocumentFigures = {
  kind: DocumentKind;
  /** The rows the customer reads; a document without lines shows one row with quantity 1 (spec §9). */
  lines: FigureLine[];
  /** False for a contract written from terms: it has a total and nothing to itemise. */
  itemized: boolean;
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
  /** Oldest first; total + Σ amountCents = balance due. */
  settlements: Settlement[];
  /** What is still owed; null where no balance is stated (a quote, a contract, a draft invoice). */
  balanceDueCents: number | null;
  /** The deposit a quote asks on approval, in cents; null when it asks none (and on other documents). */
  depositDueCents: number | null;
  /**
   * What of that deposit is still to pay: the ask less the deposits received, never below 0, and 0
   * once the business refunded a deposit (all or part of it); null when no deposit is asked. The portal's "Deposit due" and its Checkout
   * charge both read it, so the amount shown is the amount charged.
   */
  depositOpenCents: number | null;
  /** What the quote's deposits brought in, before refunds (quotes only; 0 when none, null on other documents). */
  depositPaidCents: number | null;
  /** What of them went back to the customer, before or after the invoice took them (quotes only, else null). */
  depositRefundedCents: number | null;
};

/** What a quote asks as a deposit: a fixed amount in cents, or basis points of its total (at most one is set). */
export type DepositAsk = { amountCents: number | null; percentBps: number | null };

/** The one computation of a deposit: a fixed amount (never more than the total), or the share of the total rounded to the cent. */
export function depositDueCents(ask: DepositAsk | null | undefined, totalCents: number): number | null {
  if (!ask) return null;
  if (ask.amountCents !== null && ask.amountCents > 0) return Math.min(ask.amountCents, totalCents);
  if (ask.percentBps !== null && ask.percentBps > 0) return Math.round((totalCents * ask.percentBps) / 10000);
  return null;
}

/**
 * The ask less what the quote's settlements (deposits −, their refunds +) have paid of it, at least
 * 0. A deposit the business refunded is not asked again (0): the refund was its decision.
 */
function depositOpenCents(askedCents: number | null, settlements: readonly Settlement[]): number | null {
  if (askedCents === null) return null;
  if (settlements.some((s) => s.kind === "refund")) return 0;
  const paidCents = -settlements.reduce((sum, s) => sum + (s.kind === "deposit" || s.kind === "refund" ? s.amountCents : 0), 0);
  return Math.max(askedCents - paidCents, 0);
}

/**
 * A quote's deposits with what of each can still be refunded before any invoice holds it: the
 * deposit less its `refund-<payment id>` row (quoteDepositsSql); fully refunded ones left out.
 */
export function refundableDeposits(settlements: readonly Settlement[]): { deposit: Settlement; refundableCents: number }[] {
  return settlements
    .filter((s) => s.kind === "deposit")
    .map((deposit) => ({ deposit, refundableCents: -deposit.amountCents - (settlements.find((r) => r.id === `refund-${deposit.id}`)?.amountCents ?? 0) }))
    .filter((row) => row.refundableCents > 0);
}

function sumOf(settlements: readonly Settlement[], kind: Settlement["kind"]): number {
  return settlements.reduce((sum, s) => sum + (s.kind === kind ? s.amountCents : 0), 0);
}

/** The stored header of a document: what `computeDocumentTotals` wrote when it was saved. */
export type StoredTotals = { subtotalCents: number; discountCents: number; taxAmountCents: number; totalCents: number };

export type StoredDocument = {
  kind: DocumentKind;
  totals: StoredTotals;
  lines: readonly FigureLine[];
  /** The single row of a document saved without lines; null: such a document has no rows (a contract from terms). */
  linelessRow: { id: string; description: string } | null;
  settlements?: readonly Settlement[];
  /** A quote's deposit ask (quotes only). */
  deposit?: DepositAsk | null;
  /** An invoice's state: a draft or void one owes nothing; otherwise amount − amount_paid (payments less refunds, plus credits). */
  invoice?: { status: string; amountPaidCents: number };
};

/** The one balance rule of an invoice row (list rows use it too, so a list never disagrees with the document). */
export function invoiceBalanceDueCents(invoice: { status: string; totalCents: number; amountPaidCents: number }): number {
  return invoice.status === "void" || invoice.status === "draft" ? 0 : invoice.totalCents - invoice.amountPaidCents;
}

export function composeDocumentFigures(stored: StoredDocument): DocumentFigures {
  const { totals } = stored;
  const settlements = [...(stored.settlements ?? [])];
  const base = {
    kind: stored.kind,
    discountCents: totals.discountCents,
    taxCents: totals.taxAmountCents,
    totalCents: totals.totalCents,
    settlements,
    depositDueCents: stored.kind === "quote" ? depositDueCents(stored.deposit, totals.totalCents) : null,
    depositOpenCents: stored.kind === "quote" ? depositOpenCents(depositDueCents(stored.deposit, totals.totalCents), settlements) : null,
    depositPaidCents: stored.kind === "quote" ? 0 - sumOf(settlements, "deposit") : null, // 0 −, not unary −: no "-0"
    depositRefundedCents: stored.kind === "quote" ? sumOf(settlements, "refund") : null,
  };
  const balanceDueCents = balanceOf(stored, settlements);
  if (stored.lines.length > 0) {
    const lines = stored.lines.map((line) => ({ ...line }));
    return { ...base, lines, itemized: true, subtotalCents: lines.reduce((sum, line) => sum + line.amountCents, 0), balanceDueCents };
  }
  // Without lines, the subtotal is what the stored total says was charged before discount and tax.
  const subtotalCents = totals.totalCents - totals.taxAmountCents + totals.discountCents;
  if (!stored.linelessRow) return { ...base, lines: [], itemized: false, subtotalCents, balanceDueCents };
  const row = { ...stored.linelessRow, quantity: 1, rateCents: subtotalCents, amountCents: subtotalCents };
  return { ...base, lines: [row], itemized: true, subtotalCents, balanceDueCents };
}

function balanceOf(stored: StoredDocument, settlements: readonly Settlement[]): number | null {
  if (stored.invoice) {
    if (stored.invoice.status === "draft") return null;
    return invoiceBalanceDueCents({ status: stored.invoice.status, totalCents: stored.totals.totalCents, amountPaidCents: stored.invoice.amountPaidCents });
  }
  return settlements.length === 0 ? null : settlements.reduce((sum, s) => sum + s.amountCents, stored.totals.totalCents);
}

const METHOD_WORDS: Record<string, string> = { card: "card", stripe: "card", cash: "cash", check: "check", bank_transfer: "bank transfer" };

/** `document`: on the quote itself a deposit was "received"; on the invoice it is "paid" (credited). */
export function settlementLabel(settlement: Pick<Settlement, "kind" | "method">, document?: DocumentKind): string {
  switch (settlement.kind) {
    case "deposit":
      return document === "quote" ? "Deposit received" : "Deposit paid";
    case "payment": {
      const method = settlement.method ? METHOD_WORDS[settlement.method] : undefined;
      return method ? `Payment (${method})` : "Payment";
    }
    case "refund":
      // On a quote the only refunds are its deposits'.
      return document === "quote" ? "Deposit refunded" : "Refund";
    case "credit":
      return "Credit";
    case "void":
      return "Invoice voided";
  }
}

/** The settlement's day in long form, and a credit's reason: "May 3, 2026 · Missed visit". */
export function settlementDetail(settlement: Pick<Settlement, "day" | "reason">): string {
  return [formatLongDate(settlement.day), settlement.reason].filter(Boolean).join(" · ");
}

export type TotalsRow = { key: string; label: string; detail: string | null; amountCents: number; strong: boolean };

/**
 * The totals block every renderer prints, in order: Subtotal, Discount (whenever there is one),
 * Tax, Total, each settlement, Balance due. A contract from terms has only its Total.
 */
export function totalsRows(figures: DocumentFigures): TotalsRow[] {
  const rows: TotalsRow[] = [];
  const row = (key: string, label: string, amountCents: number, strong = false, detail: string | null = null) => rows.push({ key, label, detail, amountCents, strong });
  if (figures.itemized) {
    row("subtotal", "Subtotal", figures.subtotalCents);
    if (figures.discountCents > 0) row("discount", "Discount", -figures.discountCents);
    row("tax", "Tax", figures.taxCents);
  }
  row("total", "Total", figures.totalCents, true);
  if (figures.depositDueCents !== null) row("deposit-due", "Deposit due on approval", figures.depositDueCents);
  for (const settlement of figures.settlements) row(`settlement-${settlement.id}`, settlementLabel(settlement, figures.kind), settlement.amountCents, false, settlementDetail(settlement));
  if (figures.balanceDueCents !== null) row("balance", "Balance due", figures.balanceDueCents, true);
  return rows;
}

/** A quantity as documents print it: up to two decimals, no trailing zeros ("2.5", "1"). */
export function formatQuantity(quantity: number): string {
  return String(Math.round(quantity * 100) / 100);
}

/** What the settlements add up to, by kind, as positive amounts: paid (payments less refunds) and credited. */
export function settledAmounts(figures: Pick<DocumentFigures, "settlements">): { paidCents: number; creditedCents: number } {
  let paidCents = 0;
  let creditedCents = 0;
  for (const settlement of figures.settlements) {
    if (settlement.kind === "payment" || settlement.kind === "deposit" || settlement.kind === "refund") paidCents -= settlement.amountCents;
    if (settlement.kind === "credit") creditedCents -= settlement.amountCents;
  }
  return { paidCents, creditedCents };
}
