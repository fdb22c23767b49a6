import { describe, expect, it } from "vitest";
import { composeDocumentFigures, invoiceBalanceDueCents, settledAmounts, settlementLabel, totalsRows, type DepositAsk, type Settlement } from "@/lib/money/documents/document-figures";
import { computeDocumentTotals } from "@/lib/money/documents/document-totals";

/** The one computed form of a document (lib/money/documents/document-figures.ts): what every renderer prints. */
const line = (id: string, quantity: number, rateCents: number, description = `Line ${id}`) => ({ id, description, quantity, rateCents });
const stored = (lines: ReturnType<typeof line>[], discountCents: number, taxRate: number) => {
  const totals = computeDocumentTotals(lines, discountCents, taxRate);
  return {
    lines: lines.map((l, i) => ({ ...l, amountCents: totals.lineAmountsCents[i] })),
    totals: { subtotalCents: totals.subtotalCents, discountCents: totals.discountCents, taxAmountCents: totals.taxAmountCents, totalCents: totals.totalCents },
  };
};
const settlement = (kind: Settlement["kind"], amountCents: number, extra: Partial<Settlement> = {}): Settlement => ({ id: `${kind}-${amountCents}`, kind, day: "2026-05-03", amountCents, reason: null, method: null, ...extra });

describe("composeDocumentFigures", () => {
  it("keeps a quote's lines, and its subtotal − discount + tax = total ($575 − $20 + 6.25 % = $589.69)", () => {
    const quote = composeDocumentFigures({ kind: "quote", ...stored([line("a", 1, 35_000), line("b", 3, 7_500)], 2_000, 6.25), linelessRow: null });
    expect(quote).toMatchObject({ itemized: true, subtotalCents: 57_500, discountCents: 2_000, taxCents: 3_469, totalCents: 58_969, balanceDueCents: null, settlements: [] });
    expect(quote.lines.map((l) => l.amountCents)).toEqual([35_000, 22_500]);
    expect(totalsRows(quote).map((r) => [r.label, r.amountCents])).toEqual([
      ["Subtotal", 57_500],
      ["Discount", -2_000],
      ["Tax", 3_469],
      ["Total", 58_969],
    ]);
  });

  it("leaves the discount row out when there is none, and caps a discount larger than the subtotal (computed at save)", () => {
    const plain = composeDocumentFigures({ kind: "quote", ...stored([line("a", 2.5, 1_999)], 0, 8.25), linelessRow: null });
    expect(totalsRows(plain).map((r) => r.key)).toEqual(["subtotal", "tax", "total"]);
    const capped = composeDocumentFigures({ kind: "quote", ...stored([line("a", 1, 1_000)], 5_000, 8.25), linelessRow: null });
    expect(capped).toMatchObject({ subtotalCents: 1_000, discountCents: 1_000, taxCents: 0, totalCents: 0 });
  });

  it("gives an invoice without lines its single row with quantity 1 (spec §9), the subtotal being what the stored total implies", () => {
    const lineless = composeDocumentFigures({
      kind: "invoice",
      totals: { subtotalCents: 0, discountCents: 500, taxAmountCents: 825, totalCents: 10_325 },
      lines: [],
      linelessRow: { id: "inv", description: "Monthly lawn service" },
      invoice: { status: "pending", amountPaidCents: 0 },
    });
    expect(lineless.lines).toEqual([{ id: "inv", description: "Monthly lawn service", quantity: 1, rateCents: 10_000, amountCents: 10_000 }]);
    expect(lineless.subtotalCents - lineless.discountCents + lineless.taxCents).toBe(lineless.totalCents);
    expect(lineless.balanceDueCents).toBe(10_325);
  });

  it("lists an invoice's settlements and states its balance by the one rule: total + settlements = balance due", () => {
    const settlements = [
      settlement("payment", -4_000, { method: "stripe" }),
      settlement("refund", 1_500, { method: "stripe" }),
      settlement("credit", -1_000, { reason: "Missed visit" }),
    ];
    const invoice = composeDocumentFigures({ kind: "invoice", ...stored([line("a", 4, 4_500), line("b", 1.5, 6_000)], 2_000, 6.25), linelessRow: null, settlements, invoice: { status: "pending", amountPaidCents: 3_500 } });
    expect(invoice.totalCents).toBe(26_563);
    expect(invoice.balanceDueCents).toBe(26_563 - 3_500);
    expect(settlements.reduce((sum, s) => sum + s.amountCents, invoice.totalCents)).toBe(invoice.balanceDueCents);
    expect(settledAmounts(invoice)).toEqual({ paidCents: 2_500, creditedCents: 1_000 });
    const rows = totalsRows(invoice);
    expect(rows.map((r) => r.label)).toEqual(["Subtotal", "Discount", "Tax", "Total", "Payment (card)", "Refund", "Credit", "Balance due"]);
    expect(rows.find((r) => r.label === "Credit")?.detail).toBe("May 3, 2026 · Missed visit");
    expect(rows.at(-1)).toMatchObject({ amountCents: 23_063, strong: true });
  });

  it("states no balance for a draft invoice, a quote or a contract, and none owed on a void invoice", () => {
    const draft = composeDocumentFigures({ kind: "invoice", ...stored([line("a", 1, 1_000)], 0, 0), linelessRow: null, invoice: { status: "draft", amountPaidCents: 0 } });
    expect(draft.balanceDueCents).toBeNull();
    expect(totalsRows(draft).map((r) => r.key)).not.toContain("balance");
    const voided = composeDocumentFigures({ kind: "invoice", ...stored([line("a", 1, 1_000)], 0, 0), linelessRow: null, settlements: [settlement("void", -1_000)], invoice: { status: "void", amountPaidCents: 0 } });
    expect(voided.balanceDueCents).toBe(0);
    expect(settlementLabel({ kind: "void", method: null })).toBe("Invoice voided");
    expect(invoiceBalanceDueCents({ status: "overdue", totalCents: 5_000, amountPaidCents: 1_250 })).toBe(3_750);
  });

  it("gives a contract written from terms only its total", () => {
    const contract = composeDocumentFigures({ kind: "contract", totals: { subtotalCents: 120_000, discountCents: 0, taxAmountCents: 0, totalCents: 120_000 }, lines: [], linelessRow: null });
    expect(contract).toMatchObject({ itemized: false, lines: [], totalCents: 120_000 });
    expect(totalsRows(contract).map((r) => [r.label, r.amountCents])).toEqual([["Total", 120_000]]);
  });
});

describe("a quote's deposit still to pay (depositOpenCents)", () => {
  const quote = (settlements: Settlement[], deposit: DepositAsk = { amountCents: 10_000, percentBps: null }) =>
    composeDocumentFigures({ kind: "quote", ...stored([line("a", 1, 40_000)], 0, 0), linelessRow: null, deposit, settlements });

  it("is the ask less the deposits received, never below 0; null without an ask and on other documents", () => {
    expect(quote([]).depositOpenCents).toBe(10_000);
    expect(quote([settlement("deposit", -4_000)]).depositOpenCents).toBe(6_000);
    expect(quote([settlement("deposit", -4_000), settlement("deposit", -9_000)]).depositOpenCents).toBe(0);
    expect(quote([], { amountCents: null, percentBps: null }).depositOpenCents).toBeNull();
    expect(composeDocumentFigures({ kind: "invoice", ...stored([line("a", 1, 100)], 0, 0), linelessRow: null, invoice: { status: "pending", amountPaidCents: 0 } }).depositOpenCents).toBeNull();
  });

  it("is 0 once the business refunded a deposit, and the quote labels the refund 'Deposit refunded'", () => {
    const refunded = quote([settlement("deposit", -10_000), settlement("refund", 10_000)]);
    expect(refunded.depositOpenCents).toBe(0);
    expect(totalsRows(refunded).map((r) => [r.label, r.amountCents])).toEqual([
      ["Subtotal", 40_000],
      ["Tax", 0],
      ["Total", 40_000],
      ["Deposit due on approval", 10_000],
      ["Deposit received", -10_000],
      ["Deposit refunded", 10_000],
      ["Balance due", 40_000],
    ]);
    expect(settlementLabel({ kind: "refund", method: null }, "invoice")).toBe("Refund");
  });
});
