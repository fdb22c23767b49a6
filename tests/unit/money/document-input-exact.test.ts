import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { computeDocumentTotals, lineAmountCents } from "@/lib/money/documents/document-totals";
import { discountCentsSchema, lineItemSchema, lineItemsSchema, optionalDateSchema, optionalTextSchema } from "@/lib/money/documents/line-items-schema";

/**
 * The exact words and bounds of a quote's or invoice's input (lib/money/documents/line-items-schema.ts)
 * and the rounding of document totals. The builder and the API show these messages to the
 * user as they are, so a test pins each one; mutation testing found them unasserted.
 */
const line = { description: "Mowing", quantity: 1, rateCents: 4500 };

/** The first message a schema gives for a value, or "valid". */
function messageFor(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value);
  return result.success ? "valid" : result.error.issues[0].message;
}

describe("a line item", () => {
  it("trims its description and refuses a blank or overlong one", () => {
    expect(lineItemSchema.parse({ ...line, description: "  Edging  " }).description).toBe("Edging");
    expect(messageFor(lineItemSchema, { ...line, description: "   " })).toBe("Each line item needs a description");
    expect(messageFor(lineItemSchema, { ...line, description: "x".repeat(501) })).toBe("A line item description can be at most 500 characters");
    expect(messageFor(lineItemSchema, { ...line, description: "x".repeat(500) })).toBe("valid");
  });

  it("takes a quantity above 0 with at most two decimals, up to 100,000", () => {
    expect(messageFor(lineItemSchema, { ...line, quantity: "2" })).toBe("Quantity must be a number");
    expect(messageFor(lineItemSchema, { ...line, quantity: 0 })).toBe("Quantity must be greater than 0");
    expect(messageFor(lineItemSchema, { ...line, quantity: 100_000.01 })).toBe("Quantity can be at most 100,000");
    expect(messageFor(lineItemSchema, { ...line, quantity: 1.005 })).toBe("Quantity can have at most two decimals");
    expect(messageFor(lineItemSchema, { ...line, quantity: 0.29 })).toBe("valid");
    expect(messageFor(lineItemSchema, { ...line, quantity: 100_000 })).toBe("valid");
  });

  it("takes a rate in whole cents from $0.00 to $1,000,000.00", () => {
    expect(messageFor(lineItemSchema, { ...line, rateCents: "45" })).toBe("Rate must be a number");
    expect(messageFor(lineItemSchema, { ...line, rateCents: 45.5 })).toBe("Rate must be in whole cents");
    expect(messageFor(lineItemSchema, { ...line, rateCents: -1 })).toBe("Rate cannot be negative");
    expect(messageFor(lineItemSchema, { ...line, rateCents: 100_000_001 })).toBe("Rate can be at most $1,000,000.00");
    expect(messageFor(lineItemSchema, { ...line, rateCents: 0 })).toBe("valid");
    expect(messageFor(lineItemSchema, { ...line, rateCents: 100_000_000 })).toBe("valid");
  });
});

describe("the line items of a document", () => {
  it("needs between 1 and 100 of them", () => {
    expect(messageFor(lineItemsSchema, undefined)).toBe("Add at least one line item");
    expect(messageFor(lineItemsSchema, "Mowing")).toBe("Add at least one line item");
    expect(messageFor(lineItemsSchema, [])).toBe("Add at least one line item");
    expect(messageFor(lineItemsSchema, Array(101).fill(line))).toBe("A document can have at most 100 line items");
    expect(messageFor(lineItemsSchema, Array(100).fill(line))).toBe("valid");
  });
});

describe("a discount", () => {
  it("is whole cents from 0 up to ten times the largest rate, 0 when left out", () => {
    expect(discountCentsSchema.parse(undefined)).toBe(0);
    expect(messageFor(discountCentsSchema, "5")).toBe("Discount must be a number");
    expect(messageFor(discountCentsSchema, 5.5)).toBe("Discount must be in whole cents");
    expect(messageFor(discountCentsSchema, -1)).toBe("Discount cannot be negative");
    expect(messageFor(discountCentsSchema, 1_000_000_001)).toBe("Discount is too large");
    expect(messageFor(discountCentsSchema, 1_000_000_000)).toBe("valid");
  });
});

describe("an optional date", () => {
  it("is a YYYY-MM-DD date or nothing, an empty input counting as nothing", () => {
    expect(optionalDateSchema.parse("")).toBeNull();
    expect(optionalDateSchema.parse(null)).toBeNull();
    expect(optionalDateSchema.parse(undefined)).toBeNull();
    expect(optionalDateSchema.parse("2026-12-01")).toBe("2026-12-01");
    const refused = optionalDateSchema.safeParse("2026-13-45");
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.flatMap((issue) => ("errors" in issue ? issue.errors.flat().map((e) => e.message) : [issue.message]))).toContain("Enter a valid date");
  });
});

describe("an optional text", () => {
  const notes = optionalTextSchema(2000, "Notes");

  it("is trimmed, blank counts as nothing, and its limit is worded with the label", () => {
    expect(notes.parse("  Gate code 1234  ")).toBe("Gate code 1234");
    expect(notes.parse("   ")).toBeNull();
    expect(notes.parse(null)).toBeNull();
    expect(messageFor(notes, "x".repeat(2001))).toBe("Notes can be at most 2,000 characters");
    expect(messageFor(notes, "x".repeat(2000))).toBe("valid");
  });
});

describe("document totals", () => {
  it("round a line half away from zero, on either side of zero", () => {
    expect(lineAmountCents({ quantity: 1.5, rateCents: 5 })).toBe(8);
    expect(lineAmountCents({ quantity: 1.5, rateCents: -5 })).toBe(-8);
    expect(lineAmountCents({ quantity: 1.5, rateCents: -3 })).toBe(-5);
    // 0, not -0: a free line must not print as "-$0.00".
    expect(lineAmountCents({ quantity: 2, rateCents: 0 })).toBe(0);
    expect(computeDocumentTotals([{ quantity: 1, rateCents: 0 }], 0, 8.25).taxAmountCents).toBe(0);
  });
});
