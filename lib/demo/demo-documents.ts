import { createHash } from "node:crypto";
import type { ContractView } from "@/lib/contracts/contract-views";
import type { InvoiceDetail } from "@/lib/money/invoices/invoice-views";
import { composeDocumentFigures, type FigureLine, type Settlement, type StoredTotals } from "@/lib/money/documents/document-figures";
import { computeDocumentTotals } from "@/lib/money/documents/document-totals";
import { contractFigures } from "@/lib/money/documents/figures-of-rows";
import type { QuoteDetail } from "@/lib/quotes/quote-views";
import { DEMO_CUSTOMER_REF, DEMO_PAYMENT_INSTRUCTIONS, DEMO_TAX_RATE, DEMO_TIME_ZONE } from "./demo-business";
import { ymdInZone, zonedIso } from "./demo-dates";

/**
 * Rows name their rate in dollars (readable sample data); the stored cents and totals come from the
 * same computation the app saves documents with, and the views carry the same composed figures.
 */
function stored(prefix: string, rows: [string, number, number][], discountCents = 0): { lines: FigureLine[]; totals: StoredTotals } {
  const inputs = rows.map(([description, quantity, rate], i) => ({ id: `${prefix}-li-${i + 1}`, description, quantity, rateCents: Math.round(rate * 100) }));
  const totals = computeDocumentTotals(inputs, discountCents, DEMO_TAX_RATE * 100);
  return {
    lines: inputs.map((line, i) => ({ ...line, amountCents: totals.lineAmountsCents[i] })),
    totals: { subtotalCents: totals.subtotalCents, discountCents: totals.discountCents, taxAmountCents: totals.taxAmountCents, totalCents: totals.totalCents },
  };
}

const TERMS =
  "Prices include labor, equipment and disposal. Work is scheduled within 10 business days of approval, weather permitting. Payment is due within 15 days of the invoice date.";

export function buildDemoQuotes(now: Date): QuoteDetail[] {
  const day = (d: number) => ymdInZone(now, DEMO_TIME_ZONE, d);
  const at = (d: number) => zonedIso(day(d), 9, 30, DEMO_TIME_ZONE);
  const quote = (q: {
    id: string;
    number: string;
    title: string;
    status: string;
    created: number;
    validFor: number | null;
    rows: [string, number, number][];
    notes?: string;
    comment?: string;
    responded?: number;
    discountCents?: number;
  }): QuoteDetail => {
    const { lines, totals } = stored(q.id, q.rows, q.discountCents);
    return {
      id: q.id,
      quoteNumber: q.number,
      title: q.title,
      status: q.status,
      revision: 1,
      createdAt: at(q.created),
      validUntil: q.validFor === null ? null : day(q.created + q.validFor),
      figures: composeDocumentFigures({ kind: "quote", totals, lines, linelessRow: null }),
      terms: TERMS,
      notes: q.notes ?? null,
      customerComment: q.comment ?? null,
      respondedAt: q.responded === undefined ? null : at(q.responded),
      customer: DEMO_CUSTOMER_REF,
    };
  };
  return [
    quote({
      id: "q-2041",
      number: "Q-2041",
      title: "Fall aeration & overseeding",
      status: "sent",
      created: -2,
      validFor: 30,
      rows: [
        ["Core aeration, front and back lawn (9,400 sq ft)", 9400, 0.05],
        ["Overseeding with tall fescue blend", 9400, 0.03],
        ["Starter fertilizer application", 1, 55],
        ["Slit seeding of bare patch by the driveway", 1, 85],
        ["Marking of sprinkler heads before aeration", 1, 25],
      ],
      notes: "Best window is the next three weeks while soil temperatures are above 50°F.",
      discountCents: 2500,
    }),
    quote({
      id: "q-2042",
      number: "Q-2042",
      title: "Patio border planting",
      status: "sent",
      created: -5,
      validFor: null,
      rows: [
        ["Remove existing border and edging (40 ft)", 40, 4.5],
        ["Perennial plantings: salvia, coneflower, hostas", 18, 16],
        ["Shredded hardwood mulch, 3 yd³ installed", 3, 68],
      ],
    }),
    quote({
      id: "q-2037",
      number: "Q-2037",
      title: "Season lawn care program",
      status: "approved",
      created: -60,
      validFor: 30,
      rows: [
        ["Weekly mowing, April – October (28 visits)", 28, 45],
        ["Fertilization & weed control (6 rounds)", 6, 65],
      ],
      comment: "Looks great — please start the first week of April.",
      responded: -58,
    }),
    quote({
      id: "q-2033",
      number: "Q-2033",
      title: "Irrigation system installation",
      status: "declined",
      created: -90,
      validFor: 30,
      rows: [
        ["6-zone drip and spray irrigation system", 1, 3850],
        ["Smart controller with rain sensor", 1, 320],
      ],
      comment: "We'd like to wait until next year for this one.",
      responded: -84,
    }),
  ];
}

export function buildDemoInvoices(now: Date): InvoiceDetail[] {
  const day = (d: number) => ymdInZone(now, DEMO_TIME_ZONE, d);
  const invoice = (i: {
    id: string;
    number: string;
    description: string;
    status: string;
    date: number;
    due: number;
    paid?: number;
    rows: [string, number, number][];
  }): InvoiceDetail => {
    const { lines, totals } = stored(i.id, i.rows);
    // A paid demo invoice was paid by card in full on its paid day.
    const settlements: Settlement[] = i.paid === undefined ? [] : [{ id: `${i.id}-payment`, kind: "payment", day: day(i.paid), amountCents: -totals.totalCents, reason: null, method: "card" }];
    return {
      id: i.id,
      invoiceNumber: i.number,
      description: i.description,
      status: i.status,
      revision: 1,
      figures: composeDocumentFigures({
        kind: "invoice",
        totals,
        lines,
        linelessRow: null,
        settlements,
        invoice: { status: i.status, amountPaidCents: -settlements.reduce((sum, s) => sum + s.amountCents, 0) },
      }),
      invoiceDate: day(i.date),
      dueDate: day(i.due),
      paidDate: i.paid === undefined ? null : day(i.paid),
      paymentInstructions: DEMO_PAYMENT_INSTRUCTIONS,
      notes: i.status === "overdue" ? "This invoice is past due. Please pay at your earliest convenience." : null,
      customer: DEMO_CUSTOMER_REF,
    };
  };
  return [
    invoice({ id: "inv-3104", number: "INV-3104", description: "Weekly mowing — 4 visits this month", status: "pending", date: -3, due: 12, rows: [["Weekly mowing", 4, 45]] }),
    invoice({ id: "inv-3097", number: "INV-3097", description: "Fertilization round 5", status: "paid", date: -33, due: -18, paid: -25, rows: [["Fertilization & weed control", 1, 65]] }),
    invoice({ id: "inv-3090", number: "INV-3090", description: "Hedge & shrub trimming (2.5 hours)", status: "overdue", date: -40, due: -25, rows: [["Hedge & shrub trimming", 2.5, 65]] }),
    invoice({ id: "inv-3081", number: "INV-3081", description: "Weekly mowing — 4 visits", status: "paid", date: -63, due: -48, paid: -50, rows: [["Weekly mowing", 4, 45]] }),
  ];
}

const SEASON_AGREEMENT = `SEASON LAWN CARE AGREEMENT

1. Services. Cedar Ridge Lawn Care ("Provider") will provide weekly mowing, string trimming, edging and blowing from April through October, and six rounds of fertilization and weed control, at 418 Willow Bend Dr, Naperville, IL 60540.

2. Schedule. Mowing visits take place once a week on the customer's route day. Visits missed because of rain are made up within two business days.

3. Price and payment. Mowing is billed at $45.00 per visit and fertilization at $65.00 per round, invoiced monthly and due within 15 days.

4. Access. The customer keeps gates unlocked on service days and pets indoors during visits.

5. Term and cancellation. This agreement runs for the current season. Either party may cancel with 14 days' written notice through the customer portal.`;

const SNOW_AGREEMENT = `SNOW REMOVAL AGREEMENT

1. Services. Provider will plow the driveway and shovel the front walk and steps after every snowfall of 2 inches or more, from November 15 to March 31.

2. Response time. Clearing begins within 6 hours after snowfall ends; the driveway is cleared by 7:00 AM on weekdays when snow ends overnight.

3. Price. $55.00 per push, plus $25.00 per application of de-icing salt when requested, invoiced monthly.

4. Damage. Provider marks the driveway edges with stakes before the first snowfall and repairs any turf damage in spring at no charge.`;

export function buildDemoContracts(now: Date, quotes: QuoteDetail[]): ContractView[] {
  const day = (d: number) => ymdInZone(now, DEMO_TIME_ZONE, d);
  const sha = (text: string) => createHash("sha256").update(text).digest("hex");
  const seasonQuote = quotes.find((q) => q.id === "q-2037")!;
  return [
    {
      id: "c-501",
      contractNumber: "C-501",
      title: "Snow removal agreement",
      status: "sent",
      figures: contractFigures({ totalAmountCents: 88000 }, null),
      terms: "Billed monthly per push; due within 15 days.",
      content: SNOW_AGREEMENT,
      createdAt: zonedIso(day(-1), 14, 0, DEMO_TIME_ZONE),
      signedDate: null,
      quote: null,
      customer: DEMO_CUSTOMER_REF,
      signature: null,
      contentSha256: sha(SNOW_AGREEMENT),
    },
    {
      id: "c-488",
      contractNumber: "C-488",
      title: "Season lawn care agreement",
      status: "signed",
      figures: { ...seasonQuote.figures, kind: "contract" },
      terms: seasonQuote.terms,
      content: SEASON_AGREEMENT,
      createdAt: zonedIso(day(-58), 10, 0, DEMO_TIME_ZONE),
      signedDate: day(-57),
      quote: { id: seasonQuote.id, quoteNumber: seasonQuote.quoteNumber },
      customer: DEMO_CUSTOMER_REF,
      signature: {
        signerName: "Alex Morgan",
        signedAt: zonedIso(day(-57), 19, 42, DEMO_TIME_ZONE),
        ip: "203.0.113.24",
        userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)",
        contentSha256: sha(SEASON_AGREEMENT),
        signatureImage: "/demo-portal/media/signature.svg",
      },
      contentSha256: sha(SEASON_AGREEMENT),
    },
  ];
}
