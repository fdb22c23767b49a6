import { z } from "zod";
import { centsToDollars, dollarsToCents } from "@/lib/format/money";
import { SETTLEMENT_KINDS, settlementLabel, type DocumentFigures, type Settlement } from "@/lib/money/documents/document-figures";
import { MAX_LINE_ITEMS, MAX_QUANTITY } from "@/lib/money/documents/line-items-schema";

/** Money in the API is dollars with two decimals (issue 12), like the portal API. */
const dollars = z
  .number({ error: "must be a number" })
  .min(0, "must not be negative")
  .max(1_000_000, "must be at most 1000000")
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, "must have at most two decimals");

export const lineItemBody = z.object({
  description: z.string().trim().min(1, "is required").max(500, "must be at most 500 characters"),
  quantity: z.number({ error: "must be a number" }).positive("must be greater than 0").max(MAX_QUANTITY).default(1),
  rate: dollars,
});
export const lineItemsBody = z.array(lineItemBody).min(1, "needs at least one line item").max(MAX_LINE_ITEMS);

export function lineItemsFromApi(items: Array<z.output<typeof lineItemBody>>) {
  return items.map((item) => ({ description: item.description, quantity: item.quantity, rateCents: dollarsToCents(item.rate) }));
}

export const dateOnly = z.iso.date("must be a date (YYYY-MM-DD)");

/** A document's line from its figures (lib/money/documents/document-figures.ts); an invoice saved without lines has its one row, quantity 1. */
export const lineItemJson = z.object({ id: z.uuid(), description: z.string(), quantity: z.number(), rate: z.number(), amount: z.number() });
export function lineItemToJson(line: { id: string; description: string; quantity: number; rateCents: number; amountCents: number }) {
  return { id: line.id, description: line.description, quantity: line.quantity, rate: centsToDollars(line.rateCents), amount: centsToDollars(line.amountCents) };
}
export { centsToDollars, dollarsToCents };

/** A payment, refund, credit or void on an invoice, signed as in the ledger: `amount` + … + the total = `balance_due`. */
export const settlementJson = z.object({
  id: z.uuid(),
  kind: z.enum(SETTLEMENT_KINDS),
  date: z.iso.date(),
  description: z.string(),
  reason: z.string().nullable(),
  amount: z.number(),
});
export function settlementToJson(settlement: Settlement): z.infer<typeof settlementJson> {
  return { id: settlement.id, kind: settlement.kind, date: settlement.day, description: settlementLabel(settlement), reason: settlement.reason, amount: centsToDollars(settlement.amountCents) };
}

/** The money fields every document answers with, from its figures. */
export function figuresToJson(figures: DocumentFigures) {
  return {
    subtotal: centsToDollars(figures.subtotalCents),
    discount: centsToDollars(figures.discountCents),
    tax_amount: centsToDollars(figures.taxCents),
  };
}
