import { describe, expect, it } from "vitest";
import { formatServicePrice } from "@/lib/format/service-price";
import { displayDocumentNumber } from "@/lib/format/document-number";
import { fullName } from "@/lib/format/names";

describe("formatServicePrice", () => {
  it.each([
    [{ price: null, billing_method: "hourly" }, "Contact for pricing"],
    [{ price: undefined }, "Contact for pricing"],
    [{ price: "" }, "Contact for pricing"],
    [{ price: 45, billing_method: "per_square_foot" }, "$45.00/sq ft"],
    [{ price: 0.15, billing_method: "per_square_foot", recurring_interval: "week" }, "$0.15/sq ft"],
    [{ price: 65, billing_method: "hourly" }, "$65.00/hour"],
    [{ price: 120, billing_method: "flat", recurring_interval: "week" }, "$120.00/week"],
    [{ price: 120, billing_method: "flat", recurring_interval: "  " }, "$120.00"],
    [{ price: 1500, billing_method: "flat", recurring_interval: null }, "$1,500.00"],
    [{ price: 0, billing_method: "flat" }, "$0.00"],
    // Issue 37: a per-visit price is per visit, whatever the interval of the visits.
    [{ price: "49.5", billing_method: "per_visit", recurring_interval: "month" }, "$49.50/visit"],
    [{ price: 45, billing_method: "per_visit", recurring_interval: "week" }, "$45.00/visit"],
    [{ price: 45, billing_method: "per_visit" }, "$45.00/visit"],
  ])("%j → %s", (service, expected) => {
    expect(formatServicePrice(service)).toBe(expected);
  });

  it("reads Drizzle's camelCase rows too", () => {
    expect(formatServicePrice({ price: 30, billingMethod: "hourly" })).toBe("$30.00/hour");
    expect(formatServicePrice({ price: 30, billingMethod: "flat", recurringInterval: "week" })).toBe("$30.00/week");
    expect(formatServicePrice({ priceCents: 4500, billingMethod: "per_visit", recurringInterval: "week" })).toBe("$45.00/visit");
  });
});

describe("displayDocumentNumber", () => {
  const id = "3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b";
  it("shows the number, or the first 8 characters of the id", () => {
    expect(displayDocumentNumber("Q-1001", id)).toBe("Q-1001");
    expect(displayDocumentNumber(null, id)).toBe("3f2a9c1e");
    expect(displayDocumentNumber(undefined, id)).toBe("3f2a9c1e");
    expect(displayDocumentNumber("  ", id)).toBe("3f2a9c1e");
  });
});

describe("fullName", () => {
  it("joins the present parts", () => {
    expect(fullName("Jane", "Cooper")).toBe("Jane Cooper");
    expect(fullName(" Jane ", null)).toBe("Jane");
    expect(fullName(undefined, "Cooper")).toBe("Cooper");
    expect(fullName(null, "")).toBe("");
  });
});
