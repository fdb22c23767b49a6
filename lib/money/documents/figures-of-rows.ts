import { composeDocumentFigures, type DocumentFigures, type FigureLine, type Settlement } from "./document-figures";

/** json_build_object renders numeric and bigint as JSON numbers; these guard string forms all the same. */
function figureLineOf(line: FigureLine): FigureLine {
  return { ...line, quantity: Number(line.quantity), rateCents: Number(line.rateCents), amountCents: Number(line.amountCents) };
}

function settlementOf(settlement: Settlement): Settlement {
  return { ...settlement, amountCents: Number(settlement.amountCents), reason: settlement.reason ?? null, method: settlement.method ?? null };
}

/**
 * Stored rows → figures, one function per kind of document, so every loader (the customer's, the
 * business's, lists and single documents, the API's) composes them the same way.
 */
export type QuoteFigureRow = {
  id: string;
  title: string;
  subtotalCents: number;
  discountCents: number;
  taxAmountCents: number;
  totalAmountCents: number;
  lines: FigureLine[];
  /** The deposit ask and the deposits received (quoteFigureColumns); absent where a loader does not read them. */
  depositAmountCents?: number | null;
  depositPercentBps?: number | null;
  deposits?: Settlement[];
};

export function quoteFigures(row: QuoteFigureRow, kind: "quote" | "contract" = "quote"): DocumentFigures {
  return composeDocumentFigures({
    kind,
    totals: { subtotalCents: row.subtotalCents, discountCents: row.discountCents, taxAmountCents: row.taxAmountCents, totalCents: row.totalAmountCents },
    lines: row.lines.map(figureLineOf),
    linelessRow: { id: row.id, description: row.title },
    // A contract carries the approved quote's lines and totals, not its deposit.
    deposit: kind === "quote" ? { amountCents: row.depositAmountCents ?? null, percentBps: row.depositPercentBps ?? null } : null,
    settlements: kind === "quote" ? (row.deposits ?? []).map(settlementOf) : [],
  });
}

export type InvoiceFigureRow = {
  id: string;
  description: string | null;
  status: string;
  subtotalCents: number;
  discountCents: number;
  taxAmountCents: number;
  amountCents: number;
  amountPaidCents: number;
  lines: FigureLine[];
  settlements: Settlement[];
};

export function invoiceFigures(row: InvoiceFigureRow): DocumentFigures {
  return composeDocumentFigures({
    kind: "invoice",
    totals: { subtotalCents: row.subtotalCents, discountCents: row.discountCents, taxAmountCents: row.taxAmountCents, totalCents: row.amountCents },
    lines: row.lines.map(figureLineOf),
    // Spec §9's single row, quantity 1: only for an invoice saved without lines.
    linelessRow: { id: row.id, description: row.description || "Services" },
    settlements: row.settlements.map(settlementOf),
    invoice: { status: row.status, amountPaidCents: row.amountPaidCents },
  });
}

/** A contract from a quote carries the quote's figures (what the customer approved); one from terms has only its total. */
export function contractFigures(contract: { totalAmountCents: number }, quote: QuoteFigureRow | null): DocumentFigures {
  if (quote) return quoteFigures(quote, "contract");
  return composeDocumentFigures({
    kind: "contract",
    totals: { subtotalCents: contract.totalAmountCents, discountCents: 0, taxAmountCents: 0, totalCents: contract.totalAmountCents },
    lines: [],
    linelessRow: null,
  });
}
