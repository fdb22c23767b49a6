import * as React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ManualPaymentFields, manualPaymentCents } from "@/components/admin/money/manual-payment-fields";

/**
 * The fields the invoice's "Record payment" and the quote's "Record deposit" share: each label
 * names its control, the methods are the ones the payment schemas take, in the same order.
 */
describe("ManualPaymentFields", () => {
  const html = renderToStaticMarkup(<ManualPaymentFields values={{ amount: "120.00", method: "check", note: "" }} onChange={() => undefined} />);

  it("labels the amount, method and note controls", () => {
    for (const [label, tag] of [
      ["Amount ($)", "input"],
      ["Method", "select"],
      ["Note", "input"],
    ] as const) {
      const forId = html.match(new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${label.replace(/[()$]/g, "\\$&")}</label>`))?.[1];
      expect(forId, label).toBeTruthy();
      expect(html).toMatch(new RegExp(`<${tag}[^>]*id="${forId}"`));
    }
    expect(html).toMatch(/<input[^>]*inputMode="decimal"[^>]*value="120.00"|<input[^>]*value="120.00"[^>]*inputMode="decimal"/);
    expect(html).toContain('placeholder="Cheque number, who paid…"');
    expect(html).toContain('maxLength="500"');
  });

  it("offers cash, check, bank transfer and other, with the chosen one selected", () => {
    const options = [...html.matchAll(/<option value="([^"]+)"( selected="")?>([^<]+)<\/option>/g)].map((m) => [m[1], m[3], Boolean(m[2])]);
    expect(options).toEqual([
      ["cash", "Cash", false],
      ["check", "Check", true],
      ["bank_transfer", "Bank transfer", false],
      ["other", "Other", false],
    ]);
  });
});

describe("manualPaymentCents", () => {
  it("reads dollars as typed into whole cents", () => {
    expect(manualPaymentCents("$1,234.50")).toBe(123_450);
    expect(manualPaymentCents(" 64.995 ")).toBe(6_500);
    expect(manualPaymentCents("12")).toBe(1_200);
  });
});
