import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, inList, tenantKey, tenantRef, updatedAt } from "./_shared";
import { businesses } from "./businesses";
import { customers } from "./customers";
import { invoices } from "./documents";

/**
 * A portal customer's saved card and autopay choice (issue 12): one row per customer. The
 * card lives on the business's connected Stripe account as a Customer + PaymentMethod; we
 * keep only their ids and the summary shown on screen (brand, last 4, expiry) — never a
 * card number. `autopay_enabled` needs a card; removing the card turns it off.
 */
export const customerPaymentCards = pgTable(
  "customer_payment_cards",
  {
    id: id(),
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id").notNull(),
    /** The connected account the Stripe Customer was made on (a reconnected business starts over). */
    stripeAccountId: text("stripe_account_id").notNull(),
    stripeCustomerId: text("stripe_customer_id").notNull(),
    paymentMethodId: text("payment_method_id"),
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    cardExpMonth: integer("card_exp_month"),
    cardExpYear: integer("card_exp_year"),
    autopayEnabled: boolean("autopay_enabled").notNull().default(false),
    autopayEnabledAt: timestamp("autopay_enabled_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantKey("customer_payment_cards", t),
    tenantRef("customer_payment_cards_customer_fk", [t.businessId, t.customerId], customers).onDelete("cascade"),
    uniqueIndex("customer_payment_cards_customer_key").on(t.businessId, t.customerId),
    check("customer_payment_cards_autopay_needs_card", sql`NOT ${t.autopayEnabled} OR ${t.paymentMethodId} IS NOT NULL`),
  ],
);

export const AUTOPAY_ATTEMPT_STATUSES = ["scheduled", "processing", "succeeded", "failed", "cancelled"] as const;
export type AutopayAttemptStatus = (typeof AUTOPAY_ATTEMPT_STATUSES)[number];

/**
 * One off-session charge attempt of an invoice for an autopay customer: attempt 1 when the
 * invoice is issued, then retries 1, 3 and 5 days after the first failure (dunning). A
 * scheduled row is due at `next_retry_at`; the worker claims it (scheduled → processing) so
 * an attempt is charged at most once, with the Stripe idempotency key `autopay:{invoice}:{no}`.
 * A row left processing past the lease (`updated_at`, run-due-autopay-attempts.ts) is claimed
 * again and charged with the same key.
 */
export const autopayAttempts = pgTable(
  "autopay_attempts",
  {
    id: id(),
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    invoiceId: uuid("invoice_id").notNull(),
    customerId: uuid("customer_id").notNull(),
    attemptNo: integer("attempt_no").notNull(),
    status: text("status").notNull().default("scheduled"),
    /** When a scheduled attempt is due. */
    nextRetryAt: timestamp("next_retry_at", { withTimezone: true }).notNull().defaultNow(),
    paymentIntentId: text("payment_intent_id"),
    amountCents: integer("amount_cents"),
    failureMessage: text("failure_message"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantKey("autopay_attempts", t),
    tenantRef("autopay_attempts_invoice_fk", [t.businessId, t.invoiceId], invoices).onDelete("cascade"),
    tenantRef("autopay_attempts_customer_fk", [t.businessId, t.customerId], customers).onDelete("cascade"),
    uniqueIndex("autopay_attempts_invoice_attempt_key").on(t.invoiceId, t.attemptNo),
    index("autopay_attempts_due_idx").on(t.status, t.nextRetryAt),
    index("autopay_attempts_business_idx").on(t.businessId, t.status),
    check("autopay_attempts_status_check", sql`${t.status} IN (${inList(AUTOPAY_ATTEMPT_STATUSES)})`),
    check("autopay_attempts_attempt_no_check", sql`${t.attemptNo} BETWEEN 1 AND 4`),
  ],
);
