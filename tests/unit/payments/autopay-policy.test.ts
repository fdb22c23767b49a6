import { describe, expect, it } from "vitest";
import { AUTOPAY_MAX_ATTEMPTS, describeCard, retryDelayDays } from "@/lib/money/autopay/autopay-policy";

describe("autopay policy", () => {
  it("describes a saved card as the portal shows it", () => {
    expect(describeCard({ brand: "visa", last4: "4242", expMonth: 12, expYear: 2028 })).toBe("Visa •••• 4242, expires 12/28");
    expect(describeCard({ brand: "mastercard", last4: "4444", expMonth: 3, expYear: 2031 })).toBe("Mastercard •••• 4444, expires 03/31");
    expect(describeCard({ brand: "", last4: "0005", expMonth: 1, expYear: 2030 })).toBe("Card •••• 0005, expires 01/30");
  });

  it("retries 1, 3 and 5 days after the first try, then stops", () => {
    expect(AUTOPAY_MAX_ATTEMPTS).toBe(4);
    expect([2, 3, 4, 5].map(retryDelayDays)).toEqual([1, 3, 5, null]);
  });
});
