import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { cents, createdAt, id, inList, tenantKey, tenantRef, updatedAt } from "./_shared";
import { businesses } from "./businesses";
import { customers } from "./customers";
import { CONTRACT_STATUSES, INVOICE_REMINDER_KINDS, INVOICE_STATUSES, LEDGER_ENTRY_KINDS, PAYMENT_METHODS, PAYMENT_STATUSES, QUOTE_CONVERSION_KINDS, QUOTE_STATUSES } from "./enums";
import { bookings } from "./booking";
import { users } from "./identity";
import { jobSeries, jobs } from "./operations";

export const quotes = pgTable(
  "quotes",
  {
    id: id(),
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id").notNull(),
    quoteNumber: text("quote_number"),
    title: text("title").notNull(),
    status: text("status").notNull().default("draft"),
    subtotalCents: cents("subtotal_cents").notNull().default(0),
    taxAmountCents: cents("tax_amount_cents").notNull().default(0),
    totalAmountCents: cents("total_amount_cents").notNull().default(0),
    /** Taken off the subtotal before tax (issue 12). */
    discountCents: cents("discount_cents").notNull().default(0),
    validUntil: date("valid_until"),
    terms: text("terms"),
    notes: text("notes"),
    /** The customer's optional comment when approving or declining. */
    customerComment: text("customer_comment"),
    /** 1 when first sent; each revision of a sent quote adds one ("Rev. 2"), its old figures kept in the audit log (issue 37). */
    revision: integer("revision").notNull().default(1),
    /**
     * The deposit asked on approval (issue 37 item 3): a fixed amount in cents, or a share of the
     * total in basis points (2500 = 25 %) — at most one. What it comes to is computed once, in the
     * quote's figures (lib/money/documents/document-figures.ts depositDueCents).
     */
    depositAmountCents: cents("deposit_amount_cents"),
    depositPercentBps: integer("deposit_percent_bps"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantKey("quotes", t),
    tenantRef("quotes_customer_fk", [t.businessId, t.customerId], customers).onDelete("cascade"),
    index("quotes_business_customer_idx").on(t.businessId, t.customerId, t.createdAt),
    index("quotes_business_status_idx").on(t.businessId, t.status, t.createdAt),
    uniqueIndex("quotes_business_number_key").on(t.businessId, t.quoteNumber),
    check("quotes_status_check", sql`${t.status} IN (${inList(QUOTE_STATUSES)})`),
    check("quotes_revision_check", sql`${t.revision} >= 1`),
    check("quotes_deposit_check", sql`${t.depositAmountCents} IS NULL OR ${t.depositPercentBps} IS NULL`),
    check("quotes_deposit_amount_check", sql`${t.depositAmountCents} IS NULL OR ${t.depositAmountCents} > 0`),
    check("quotes_deposit_percent_check", sql`${t.depositPercentBps} IS NULL OR (${t.depositPercentBps} > 0 AND ${t.depositPercentBps} <= 10000)`),
  ],
);

export const quoteLineItems = pgTable(
  "quote_line_items",
  {
    id: id(),
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    quoteId: uuid("quote_id").notNull(),
    description: text("description").notNull(),
    quantity: numeric("quantity", { precision: 12, scale: 2, mode: "number" }).notNull().default(1),
    rateCents: cents("rate_cents").notNull().default(0),
    amountCents: cents("amount_cents").notNull().default(0),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    index("quote_line_items_business_quote_idx").on(t.businessId, t.quoteId, t.position),
    tenantRef("quote_line_items_quote_fk", [t.businessId, t.quoteId], quotes).onDelete("cascade"),
  ],
);

export const contracts = pgTable(
  "contracts",
  {
    id: id(),
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id").notNull(),
    quoteId: uuid("quote_id"),
    contractNumber: text("contract_number"),
    title: text("title").notNull(),
    status: text("status").notNull().default("draft"),
    totalAmountCents: cents("total_amount_cents").notNull().default(0),
    terms: text("terms"),
    /** The body of the agreement; its SHA-256 is recorded when signed. */
    content: text("content"),
    signedDate: timestamp("signed_date", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantKey("contracts", t),
    tenantRef("contracts_customer_fk", [t.businessId, t.customerId], customers).onDelete("cascade"),
    tenantRef("contracts_quote_fk", [t.businessId, t.quoteId], quotes),
    index("contracts_business_customer_idx").on(t.businessId, t.customerId, t.createdAt),
    uniqueIndex("contracts_business_number_key").on(t.businessId, t.contractNumber),
    check("contracts_status_check", sql`${t.status} IN (${inList(CONTRACT_STATUSES)})`),
  ],
);

/** The e-signature record; one per contract, immutable once written. */
export const contractSignatures = pgTable(
  "contract_signatures",
  {
    id: id(),
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    contractId: uuid("contract_id").notNull(),
    customerId: uuid("customer_id").notNull(),
    signerName: text("signer_name").notNull(),
    /** PNG data URL of the drawn signature. */
    signatureImage: text("signature_image").notNull(),
    consent: boolean("consent").notNull(),
    contentSha256: text("content_sha256").notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
    signedAt: timestamp("signed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantRef("contract_signatures_contract_fk", [t.businessId, t.contractId], contracts).onDelete("cascade"),
    tenantRef("contract_signatures_customer_fk", [t.businessId, t.customerId], customers).onDelete("cascade"),
    uniqueIndex("contract_signatures_contract_key").on(t.businessId, t.contractId),
    check("contract_signatures_consent_check", sql`${t.consent} = true`),
  ],
);

export const invoices = pgTable(
  "invoices",
  {
    id: id(),
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id").notNull(),
    quoteId: uuid("quote_id"),
    jobId: uuid("job_id"),
    invoiceNumber: text("invoice_number"),
    description: text("description"),
    status: text("status").notNull().default("draft"),
    subtotalCents: cents("subtotal_cents").notNull().default(0),
    taxAmountCents: cents("tax_amount_cents").notNull().default(0),
    amountCents: cents("amount_cents").notNull().default(0),
    /** Taken off the subtotal before tax (issue 12). */
    discountCents: cents("discount_cents").notNull().default(0),
    /**
     * What is settled: succeeded payments less refunds, plus credits (their ledger entries tell
     * them apart). Moved only by a conditional UPDATE that keeps it within [0, amount], so
     * concurrent payments and credits can never overpay (lib/money/ledger/settle-invoice.ts).
     */
    amountPaidCents: cents("amount_paid_cents").notNull().default(0),
    /** 1 when first issued; each revision of an unpaid invoice adds one ("Rev. 2") and an `invoice_revised` ledger entry (issue 37). */
    revision: integer("revision").notNull().default(1),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    invoiceDate: date("invoice_date").notNull().default(sql`CURRENT_DATE`),
    dueDate: date("due_date"),
    paidDate: date("paid_date"),
    paymentInstructions: text("payment_instructions"),
    notes: text("notes"),
    /** Automatic overdue reminders sent so far (at most 3, one per 7 days; lib/invoices/reminders/). */
    automaticRemindersSent: integer("automatic_reminders_sent").notNull().default(0),
    /** The last reminder of either kind: the next automatic one waits 7 days from it. */
    lastReminderAt: timestamp("last_reminder_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantKey("invoices", t),
    tenantRef("invoices_customer_fk", [t.businessId, t.customerId], customers).onDelete("cascade"),
    tenantRef("invoices_quote_fk", [t.businessId, t.quoteId], quotes),
    tenantRef("invoices_job_fk", [t.businessId, t.jobId], jobs),
    index("invoices_business_customer_idx").on(t.businessId, t.customerId, t.invoiceDate),
    index("invoices_business_status_due_idx").on(t.businessId, t.status, t.dueDate),
    // The admin invoice list's default order (newest first): 25 rows read in order, not the tenant's every invoice sorted (bench:scale).
    index("invoices_business_date_idx").on(t.businessId, t.invoiceDate, t.createdAt),
    uniqueIndex("invoices_business_number_key").on(t.businessId, t.invoiceNumber),
    check("invoices_status_check", sql`${t.status} IN (${inList(INVOICE_STATUSES)})`),
    check("invoices_revision_check", sql`${t.revision} >= 1`),
    check("invoices_amount_paid_check", sql`${t.amountPaidCents} >= 0 AND ${t.amountPaidCents} <= ${t.amountCents}`),
  ],
);

/**
 * What an approved quote became: at most one job, one contract and one invoice per quote
 * (unique quote + kind), written in the same transaction as the thing it points at. Each kind
 * has its own column with a real foreign key, so deleting the job, contract or draft invoice
 * removes the record and the quote can be converted again (docs/decisions/quote-conversions.md).
 */
export const quoteConversions = pgTable(
  "quote_conversions",
  {
    id: id(),
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    quoteId: uuid("quote_id").notNull(),
    kind: text("kind").notNull(),
    jobSeriesId: uuid("job_series_id"),
    contractId: uuid("contract_id"),
    invoiceId: uuid("invoice_id"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("quote_conversions_quote_kind_key").on(t.quoteId, t.kind),
    tenantRef("quote_conversions_quote_fk", [t.businessId, t.quoteId], quotes).onDelete("cascade"),
    tenantRef("quote_conversions_job_series_fk", [t.businessId, t.jobSeriesId], jobSeries).onDelete("cascade"),
    tenantRef("quote_conversions_contract_fk", [t.businessId, t.contractId], contracts).onDelete("cascade"),
    tenantRef("quote_conversions_invoice_fk", [t.businessId, t.invoiceId], invoices).onDelete("cascade"),
    check("quote_conversions_kind_check", sql`${t.kind} IN (${inList(QUOTE_CONVERSION_KINDS)})`),
    // Exactly the column of its kind is set.
    check(
      "quote_conversions_target_check",
      sql`(${t.kind} = 'job') = (${t.jobSeriesId} IS NOT NULL) AND (${t.kind} = 'contract') = (${t.contractId} IS NOT NULL) AND (${t.kind} = 'invoice') = (${t.invoiceId} IS NOT NULL)`,
    ),
  ],
);

export const invoiceLineItems = pgTable(
  "invoice_line_items",
  {
    id: id(),
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    invoiceId: uuid("invoice_id").notNull(),
    description: text("description").notNull(),
    quantity: numeric("quantity", { precision: 12, scale: 2, mode: "number" }).notNull().default(1),
    rateCents: cents("rate_cents").notNull().default(0),
    amountCents: cents("amount_cents").notNull().default(0),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    index("invoice_line_items_business_invoice_idx").on(t.businessId, t.invoiceId, t.position),
    tenantRef("invoice_line_items_invoice_fk", [t.businessId, t.invoiceId], invoices).onDelete("cascade"),
  ],
);

/**
 * Which invoice a completed visit was billed on (issue 12): one row per visit, unique, so no
 * batch run — however many run at once — can invoice a visit twice. Voiding the invoice
 * deletes its rows, so the visits can be invoiced again.
 */
export const invoiceVisits = pgTable(
  "invoice_visits",
  {
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    visitId: uuid("visit_id").notNull(),
    invoiceId: uuid("invoice_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("invoice_visits_visit_key").on(t.businessId, t.visitId),
    index("invoice_visits_business_invoice_idx").on(t.businessId, t.invoiceId),
    tenantRef("invoice_visits_visit_fk", [t.businessId, t.visitId], jobs).onDelete("cascade"),
    tenantRef("invoice_visits_invoice_fk", [t.businessId, t.invoiceId], invoices).onDelete("cascade"),
  ],
);

/** Every overdue reminder sent for an invoice: the invoice's activity shows them. */
export const invoiceReminders = pgTable(
  "invoice_reminders",
  {
    id: id(),
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    invoiceId: uuid("invoice_id").notNull(),
    kind: text("kind").notNull(),
    sentByUserId: uuid("sent_by_user_id").references(() => users.id, { onDelete: "set null" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("invoice_reminders_business_invoice_idx").on(t.businessId, t.invoiceId, t.sentAt),
    tenantRef("invoice_reminders_invoice_fk", [t.businessId, t.invoiceId], invoices).onDelete("cascade"),
    check("invoice_reminders_kind_check", sql`${t.kind} IN (${inList(INVOICE_REMINDER_KINDS)})`),
  ],
);

export const payments = pgTable(
  "payments",
  {
    id: id(),
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    /** Null only for a deposit not yet credited to an invoice (quote_id or booking_id set). */
    invoiceId: uuid("invoice_id"),
    /** The quote whose deposit this is (issue 37 item 3); kept once the deposit is credited to the quote's invoice. */
    quoteId: uuid("quote_id"),
    /** The online booking whose deposit this is (issue 39 item 3): credited to the first invoice of the booked visits (credit-booking-deposits.ts). */
    bookingId: uuid("booking_id"),
    amountCents: cents("amount_cents").notNull(),
    method: text("method").notNull().default("manual"),
    status: text("status").notNull().default("succeeded"),
    /** Stripe checkout session / payment intent id; unique so a replayed webhook is a no-op. */
    providerRef: text("provider_ref"),
    /** Staff's note on a manual payment (cheque number, who paid). */
    note: text("note"),
    /** The staff user who recorded a manual payment. */
    recordedByUserId: uuid("recorded_by_user_id"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** When a quote's deposit was refunded before any invoice held it (no ledger entry can say so then). */
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    /**
     * What of a quote's deposit was refunded while no invoice held it (no ledger entry can hold it
     * then); the invoice made later is credited the rest, and its ledger entries hold every refund
     * after that (docs/decisions/deposit-refunds-before-invoice.md).
     */
    refundedBeforeInvoiceCents: cents("refunded_before_invoice_cents").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey("payments", t),
    tenantRef("payments_invoice_fk", [t.businessId, t.invoiceId], invoices).onDelete("cascade"),
    tenantRef("payments_quote_fk", [t.businessId, t.quoteId], quotes).onDelete("cascade"),
    index("payments_business_invoice_idx").on(t.businessId, t.invoiceId),
    tenantRef("payments_booking_fk", [t.businessId, t.bookingId], bookings).onDelete("cascade"),
    index("payments_business_quote_idx").on(t.businessId, t.quoteId),
    index("payments_business_booking_idx").on(t.businessId, t.bookingId),
    check("payments_document_check", sql`${t.invoiceId} IS NOT NULL OR ${t.quoteId} IS NOT NULL OR ${t.bookingId} IS NOT NULL`),
    uniqueIndex("payments_provider_ref_key").on(t.providerRef),
    check("payments_method_check", sql`${t.method} IN (${inList(PAYMENT_METHODS)})`),
    check("payments_status_check", sql`${t.status} IN (${inList(PAYMENT_STATUSES)})`),
    check("payments_amount_check", sql`${t.amountCents} > 0`),
    check("payments_refunded_before_invoice_check", sql`${t.refundedBeforeInvoiceCents} BETWEEN 0 AND ${t.amountCents}`),
  ],
);

/**
 * The money ledger (issue 12): one immutable row per invoice issued, payment, refund, credit
 * or void, written in the same transaction as the change it records. Signed cents: positive
 * is owed by the customer, negative settles it, so an invoice's balance is the sum of its
 * entries and a customer's outstanding balance the sum of theirs. A trigger (migration
 * ledger_entries) refuses UPDATE and any DELETE not cascaded from the business or customer.
 */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: id(),
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id").notNull(),
    invoiceId: uuid("invoice_id").notNull(),
    paymentId: uuid("payment_id"),
    kind: text("kind").notNull(),
    amountCents: cents("amount_cents").notNull(),
    memo: text("memo"),
    createdAt: createdAt(),
  },
  (t) => [
    tenantRef("ledger_entries_customer_fk", [t.businessId, t.customerId], customers).onDelete("cascade"),
    // No cascade: an invoice with ledger entries cannot be deleted on its own.
    tenantRef("ledger_entries_invoice_fk", [t.businessId, t.invoiceId], invoices),
    tenantRef("ledger_entries_payment_fk", [t.businessId, t.paymentId], payments),
    index("ledger_entries_business_invoice_idx").on(t.businessId, t.invoiceId, t.createdAt),
    index("ledger_entries_business_customer_idx").on(t.businessId, t.customerId, t.createdAt),
    check("ledger_entries_kind_check", sql`${t.kind} IN (${inList(LEDGER_ENTRY_KINDS)})`),
    check("ledger_entries_amount_check", sql`${t.amountCents} <> 0`),
  ],
);
