import { z } from "zod";

/**
 * The line items of a quote or invoice as the builder and the API send them (client-safe).
 * Rates are integer cents; quantities have at most two decimals (numeric(12,2)). The bounds
 * keep every product an exact JavaScript integer (lib/money/documents/document-totals.ts).
 */
export const MAX_LINE_ITEMS = 100;
export const MAX_RATE_CENTS = 100_000_000; // $1,000,000.00
export const MAX_QUANTITY = 100_000;

export const lineItemSchema = z.object({
  description: z.string().trim().min(1, "Each line item needs a description").max(500, "A line item description can be at most 500 characters"),
  quantity: z
    .number({ error: "Quantity must be a number" })
    .positive("Quantity must be greater than 0")
    .max(MAX_QUANTITY, `Quantity can be at most ${MAX_QUANTITY.toLocaleString("en-US")}`)
    .refine((q) => Math.abs(q * 100 - Math.round(q * 100)) < 1e-6, "Quantity can have at most two decimals"),
  rateCents: z
    .number({ error: "Rate must be a number" })
    .int("Rate must be in whole cents")
    .min(0, "Rate cannot be negative")
    .max(MAX_RATE_CENTS, "Rate can be at most $1,000,000.00"),
  /** The catalogue service the line came from, if any (informational). */
  serviceId: z.uuid().nullish(),
});
export type LineItemInput = z.infer<typeof lineItemSchema>;

export const lineItemsSchema = z
  .array(lineItemSchema, { error: "Add at least one line item" })
  .min(1, "Add at least one line item")
  .max(MAX_LINE_ITEMS, `A document can have at most ${MAX_LINE_ITEMS} line items`);

export const discountCentsSchema = z
  .number({ error: "Discount must be a number" })
  .int("Discount must be in whole cents")
  .min(0, "Discount cannot be negative")
  .max(MAX_RATE_CENTS * 10, "Discount is too large")
  .default(0);

/** "YYYY-MM-DD" or nothing ("" from an empty date input counts as nothing). */
export const optionalDateSchema = z
  .union([z.literal(""), z.iso.date("Enter a valid date"), z.null()])
  .optional()
  .transform((value) => (value ? value : null));

export const optionalTextSchema = (max: number, label: string) =>
  z
    .string()
    .max(max, `${label} can be at most ${max.toLocaleString("en-US")} characters`)
    .nullish()
    .transform((value) => (value?.trim() ? value.trim() : null));
