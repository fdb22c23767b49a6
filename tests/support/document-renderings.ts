/**
 * A document as each rendering shows it (issue 37's property test): the lines and the totals
 * block read back from the portal's HTML, the PDF's extracted text, the portal data API and API
 * v1, in one shape, so the test can check they all say the same and that each adds up by itself.
 * The parsers read what a person or an integration reads — labels and formatted amounts — not
 * the figures object the renderers were given.
 */
export type RenderedLine = { description: string; quantity: number; rateCents: number; amountCents: number };
export type RenderedRow = { label: string; amountCents: number };
export type Rendering = { lines: RenderedLine[]; rows: RenderedRow[] };

/** "$1,234.56" / "-$20.00" → cents. */
export function centsOf(money: string): number {
  const match = /^(-)?\$([\d,]+)\.(\d\d)$/.exec(money.trim());
  if (!match) throw new Error(`not an amount: ${JSON.stringify(money)}`);
  const cents = Number(match[2].replace(/,/g, "")) * 100 + Number(match[3]);
  return match[1] ? -cents : cents;
}

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

/** The portal document's markup (DocumentFiguresTable): its line rows and its totals rows. */
export function htmlRendering(html: string): Rendering {
  const lines = [...html.matchAll(/<tr[^>]*data-testid="document-line"[^>]*>(.*?)<\/tr>/g)].map(([, row]) => {
    const [description, quantity, rate, amount] = [...row.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map(([, cell]) => decode(cell));
    return { description, quantity: Number(quantity), rateCents: centsOf(rate), amountCents: centsOf(amount) };
  });
  const rows = [...html.matchAll(/<div[^>]*data-testid="figures-[a-z]+"[^>]*><dt[^>]*>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd><\/div>/g)].map(([, dt, dd]) => ({
    label: decode(dt.replace(/<span.*<\/span>/, "")),
    amountCents: centsOf(decode(dd)),
  }));
  return { lines, rows };
}

/** The quote's asked deposit: printed under the total, but an ask, not a settlement. */
const DEPOSIT_ASKED = "Deposit due on approval";
const DETAIL = /^[A-Z][a-z]+ \d{1,2}, \d{4}( · .*)?$/;
const TOTAL_LABELS = new Set(["Subtotal", "Discount", "Tax", "Total", "Balance due", "Refund", "Credit", "Invoice voided", DEPOSIT_ASKED, "Deposit received", "Deposit paid"]);
const isTotalLabel = (piece: string) => TOTAL_LABELS.has(piece) || /^Payment( \(.+\))?$/.test(piece);

/**
 * The PDF's text pieces (tests/support/pdf-text.ts), after the table's header "Amount": four
 * pieces a line until the first totals label, then label and amount pairs (a settlement's date
 * and reason come before its label) up to the last amount of the block. Descriptions and
 * reasons must fit one line.
 */
export function pdfRendering(text: string): Rendering {
  const pieces = text.split("\n");
  let at = pieces.indexOf("Amount") + 1;
  const lines: RenderedLine[] = [];
  while (at < pieces.length && !isTotalLabel(pieces[at])) {
    const [description, quantity, rate, amount] = pieces.slice(at, at + 4);
    lines.push({ description, quantity: Number(quantity), rateCents: centsOf(rate), amountCents: centsOf(amount) });
    at += 4;
  }
  const rows: RenderedRow[] = [];
  while (at < pieces.length) {
    // A settlement's date (and a credit's reason) is drawn first, left of its label.
    if (DETAIL.test(pieces[at])) {
      at += 1;
      continue;
    }
    if (!isTotalLabel(pieces[at])) break;
    rows.push({ label: pieces[at], amountCents: centsOf(pieces[at + 1]) });
    at += 2;
  }
  return { lines, rows };
}

type ApiLine = { description: string; quantity: number; rate: number; amount: number };
type ApiSettlement = { description: string; amount: number };
const cents = (dollars: number) => Math.round(dollars * 100);

/** An API's document: its line items and its totals in the order every renderer prints them. */
export function apiRendering(doc: {
  lines: ApiLine[];
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
  settlements?: ApiSettlement[];
  balanceDue?: number;
}): Rendering {
  const rows: RenderedRow[] = [{ label: "Subtotal", amountCents: cents(doc.subtotal) }];
  if (doc.discount > 0) rows.push({ label: "Discount", amountCents: -cents(doc.discount) });
  rows.push({ label: "Tax", amountCents: cents(doc.tax) }, { label: "Total", amountCents: cents(doc.total) });
  for (const settlement of doc.settlements ?? []) rows.push({ label: settlement.description, amountCents: cents(settlement.amount) });
  if (doc.balanceDue !== undefined) rows.push({ label: "Balance due", amountCents: cents(doc.balanceDue) });
  return {
    lines: doc.lines.map((line) => ({ description: line.description, quantity: line.quantity, rateCents: cents(line.rate), amountCents: cents(line.amount) })),
    rows,
  };
}

/** The rendering's own arithmetic: lines → subtotal; subtotal − discount + tax = total; total + settlements = balance due. */
export function arithmeticOf(rendering: Rendering) {
  const value = (label: string) => rendering.rows.find((row) => row.label === label)?.amountCents;
  const totalAt = rendering.rows.findIndex((row) => row.label === "Total");
  const settlements = rendering.rows.slice(totalAt + 1).filter((row) => row.label !== "Balance due" && row.label !== DEPOSIT_ASKED);
  return {
    linesSum: rendering.lines.reduce((sum, line) => sum + line.amountCents, 0),
    subtotal: value("Subtotal"),
    totalFromParts: (value("Subtotal") ?? 0) + (value("Discount") ?? 0) + (value("Tax") ?? 0),
    total: value("Total"),
    balanceFromParts: settlements.reduce((sum, row) => sum + row.amountCents, value("Total") ?? 0),
    balanceDue: value("Balance due"),
  };
}
