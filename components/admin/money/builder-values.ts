import type { DocumentFigures } from "@/lib/money/documents/document-figures";
import type { BuilderValues } from "./document-builder";

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The builder's starting values for a saved quote or invoice (a draft to edit, or a sent one to revise), from its figures. */
export function builderValuesOf(
  figures: DocumentFigures,
  fields: { customerId: string; heading: string; date: string | null; terms: string | null; notes: string | null; depositAsk?: { amountCents: number | null; percentBps: number | null } },
): BuilderValues {
  const ask = fields.depositAsk;
  const deposit =
    ask?.amountCents != null
      ? { depositKind: "amount" as const, deposit: dollars(ask.amountCents) }
      : ask?.percentBps != null
        ? { depositKind: "percent" as const, deposit: String(ask.percentBps / 100) }
        : { depositKind: "none" as const, deposit: "" };
  return {
    ...deposit,
    customerId: fields.customerId,
    heading: fields.heading,
    lines: figures.lines.map((line) => ({ description: line.description, quantity: String(line.quantity), rate: dollars(line.rateCents), serviceId: null })),
    discount: figures.discountCents ? dollars(figures.discountCents) : "",
    date: fields.date ?? "",
    terms: fields.terms ?? "",
    notes: fields.notes ?? "",
  };
}
