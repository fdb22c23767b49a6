import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { z } from "zod";
import { DomainError } from "@/lib/foundation/domain-error";
import { describeCard } from "@/lib/money/autopay/autopay-policy";
import { canPayOnline } from "@/lib/money/payments/can-pay-online";
import { PAYMENTS_SETTINGS_PERMISSIONS, canManagePayments, requirePaymentsAccess } from "@/lib/money/payments/payments-access";
import { refundPaymentSchema } from "@/lib/money/refunds/refund-schema";

/**
 * The small rules of card payments, pinned exactly: the refund form's messages, who may change
 * Settings → Payments, when the portal offers "Pay now", and how a saved card is described.
 * Mutation testing found each of them unasserted (or reached only by the browser suite).
 */
function messageFor(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value);
  return result.success ? "valid" : result.error.issues[0].message;
}

describe("a refund", () => {
  const refund = { paymentId: "6f1c2b8e-4d0a-4c8e-9a57-2d1e5b3f7a10", amountCents: 500, reason: "Missed visit" };

  it("names the payment, a whole-cent amount above $0.00 and a reason of up to 200 characters", () => {
    expect(refundPaymentSchema.parse({ ...refund, reason: "  Missed visit  " }).reason).toBe("Missed visit");
    expect(messageFor(refundPaymentSchema, { ...refund, paymentId: "42" })).toBe("Payment not found");
    expect(messageFor(refundPaymentSchema, { ...refund, amountCents: "5" })).toBe("Amount must be a number");
    expect(messageFor(refundPaymentSchema, { ...refund, amountCents: 4.5 })).toBe("Amount must be in whole cents");
    expect(messageFor(refundPaymentSchema, { ...refund, amountCents: 0 })).toBe("Amount must be greater than $0.00");
    expect(messageFor(refundPaymentSchema, { ...refund, reason: undefined })).toBe("Reason is required");
    expect(messageFor(refundPaymentSchema, { ...refund, reason: "   " })).toBe("Reason is required");
    expect(messageFor(refundPaymentSchema, { ...refund, reason: "x".repeat(201) })).toBe("Reason can be at most 200 characters");
    expect(messageFor(refundPaymentSchema, { ...refund, reason: "x".repeat(200) })).toBe("valid");
  });
});

describe("Settings → Payments access", () => {
  it("needs both the settings and the billing permission", () => {
    expect(PAYMENTS_SETTINGS_PERMISSIONS).toEqual(["manage_settings", "manage_billing"]);
    expect(canManagePayments(["manage_settings", "manage_billing", "manage_customers"])).toBe(true);
    expect(canManagePayments(["manage_settings"])).toBe(false);
    expect(canManagePayments(["manage_billing"])).toBe(false);
    expect(canManagePayments([])).toBe(false);
  });

  it("refuses with a 403 that says which permissions are missing", () => {
    expect(() => requirePaymentsAccess(["manage_settings", "manage_billing"])).not.toThrow();
    let refused: unknown;
    try {
      requirePaymentsAccess(["manage_billing"]);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ code: "forbidden", message: "You need the billing and settings permissions to change payment settings" });
  });
});

describe("Pay now", () => {
  const saved = process.env.STRIPE_SECRET_KEY;
  beforeEach(() => {
    process.env.STRIPE_SECRET_KEY = "sk_test_pay_now";
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.STRIPE_SECRET_KEY;
    else process.env.STRIPE_SECRET_KEY = saved;
  });
  const stripe = { paymentProvider: "stripe" } as const;
  const open = { status: "pending", amountDueCents: 1 } as const;

  it("is offered for a pending or overdue invoice with something due, when the business takes cards", () => {
    expect(canPayOnline(stripe, open)).toBe(true);
    expect(canPayOnline(stripe, { status: "overdue", amountDueCents: 2500 })).toBe(true);
  });

  it("is not offered when the business does not take cards or the server has no Stripe key", () => {
    expect(canPayOnline({ paymentProvider: "manual" }, open)).toBe(false);
    delete process.env.STRIPE_SECRET_KEY;
    expect(canPayOnline(stripe, open)).toBe(false);
  });

  it("is not offered for a paid, void or draft invoice, or one with nothing due", () => {
    for (const status of ["paid", "void", "draft"] as const) expect(canPayOnline(stripe, { status, amountDueCents: 2500 })).toBe(false);
    expect(canPayOnline(stripe, { status: "pending", amountDueCents: 0 })).toBe(false);
    expect(canPayOnline(stripe, { status: "overdue", amountDueCents: -100 })).toBe(false);
  });
});

describe("a saved card's description", () => {
  it("pads a single-digit expiry year", () => {
    expect(describeCard({ brand: "amex", last4: "0005", expMonth: 11, expYear: 2107 })).toBe("Amex •••• 0005, expires 11/07");
  });
});
