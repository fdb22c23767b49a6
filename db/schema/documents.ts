import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, inList, money, updatedAt } from "./_shared";
import { businesses } from "./businesses";
import { customers } from "./customers";
import { CONTRACT_STATUSES, INVOICE_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, QUOTE_STATUSES } from "./enums";
import { jobs } from "./operations";

export const quotes = pgTable(
  "quotes",
  {
    id: id(),
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id").notNull().references(() => customers.id, { onDelete: "cascade" }),
    quoteNumber: text("quote_number"),
    title: text("title").notNull(),
    status: text("status").notNull().default("draft"),
    subtotal: money("subtotal").notNull().default(0),
    taxAmount: money("tax_amount").notNull().default(0),
    totalAmount: money("total_amount").notNull().default(0),
    validUntil: date("valid_until"),
    terms: text("terms"),
    notes: text("notes"),
    /** The customer's optional comment when approving or declining. */
    customerComment: text("customer_comment"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("quotes_business_customer_idx").on(t.businessId, t.customerId, t.createdAt),
    index("quotes_business_status_idx").on(t.businessId, t.status, t.createdAt),
    uniqueIndex("quotes_business_number_key").on(t.businessId, t.quoteNumber),
    check("quotes_status_check", sql`${t.status} IN (${inList(QUOTE_STATUSES)})`),
  ],
);

export const quoteLineItems = pgTable(
  "quote_line_items",
  {
    id: id(),
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    quoteId: uuid("quote_id").notNull().references(() => quotes.id, { onDelete: "cascade" }),
    description: text("description").notNull(),
    quantity: numeric("quantity", { precision: 12, scale: 2, mode: "number" }).notNull().default(1),
    rate: money("rate").notNull().default(0),
    amount: money("amount").notNull().default(0),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("quote_line_items_business_quote_idx").on(t.businessId, t.quoteId, t.position)],
);

export const contracts = pgTable(
  "contracts",
  {
    id: id(),
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id").notNull().references(() => customers.id, { onDelete: "cascade" }),
    quoteId: uuid("quote_id").references(() => quotes.id, { onDelete: "set null" }),
    contractNumber: text("contract_number"),
    title: text("title").notNull(),
    status: text("status").notNull().default("draft"),
    totalAmount: money("total_amount").notNull().default(0),
    terms: text("terms"),
    /** The body of the agreement; its SHA-256 is recorded when signed. */
    content: text("content"),
    signedDate: timestamp("signed_date", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
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
    contractId: uuid("contract_id").notNull().references(() => contracts.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id").notNull().references(() => customers.id, { onDelete: "cascade" }),
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
    uniqueIndex("contract_signatures_contract_key").on(t.businessId, t.contractId),
    check("contract_signatures_consent_check", sql`${t.consent} = true`),
  ],
);

export const invoices = pgTable(
  "invoices",
  {
    id: id(),
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id").notNull().references(() => customers.id, { onDelete: "cascade" }),
    quoteId: uuid("quote_id").references(() => quotes.id, { onDelete: "set null" }),
    jobId: uuid("job_id").references(() => jobs.id, { onDelete: "set null" }),
    invoiceNumber: text("invoice_number"),
    description: text("description"),
    status: text("status").notNull().default("draft"),
    subtotal: money("subtotal").notNull().default(0),
    taxAmount: money("tax_amount").notNull().default(0),
    amount: money("amount").notNull().default(0),
    invoiceDate: date("invoice_date").notNull().default(sql`CURRENT_DATE`),
    dueDate: date("due_date"),
    paidDate: date("paid_date"),
    paymentInstructions: text("payment_instructions"),
    notes: text("notes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("invoices_business_customer_idx").on(t.businessId, t.customerId, t.invoiceDate),
    index("invoices_business_status_due_idx").on(t.businessId, t.status, t.dueDate),
    uniqueIndex("invoices_business_number_key").on(t.businessId, t.invoiceNumber),
    check("invoices_status_check", sql`${t.status} IN (${inList(INVOICE_STATUSES)})`),
  ],
);

export const invoiceLineItems = pgTable(
  "invoice_line_items",
  {
    id: id(),
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    invoiceId: uuid("invoice_id").notNull().references(() => invoices.id, { onDelete: "cascade" }),
    description: text("description").notNull(),
    quantity: numeric("quantity", { precision: 12, scale: 2, mode: "number" }).notNull().default(1),
    rate: money("rate").notNull().default(0),
    amount: money("amount").notNull().default(0),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("invoice_line_items_business_invoice_idx").on(t.businessId, t.invoiceId, t.position)],
);

export const payments = pgTable(
  "payments",
  {
    id: id(),
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    invoiceId: uuid("invoice_id").notNull().references(() => invoices.id, { onDelete: "cascade" }),
    amount: money("amount").notNull(),
    method: text("method").notNull().default("manual"),
    status: text("status").notNull().default("succeeded"),
    /** Stripe checkout session / payment intent id; unique so a replayed webhook is a no-op. */
    providerRef: text("provider_ref"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("payments_business_invoice_idx").on(t.businessId, t.invoiceId),
    uniqueIndex("payments_provider_ref_key").on(t.providerRef),
    check("payments_method_check", sql`${t.method} IN (${inList(PAYMENT_METHODS)})`),
    check("payments_status_check", sql`${t.status} IN (${inList(PAYMENT_STATUSES)})`),
    check("payments_amount_check", sql`${t.amount} > 0`),
  ],
);
