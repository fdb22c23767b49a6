/**
 * The negative cases of every exported server action (issue 16 item 3), keyed
 * "module#export". tests/integration/actions/real-exports.test.ts reads the list of actions
 * from the code and fails on an action without an entry here, or whose entry lacks a case
 * of a category its wrapper requires (unless it says why that category does not apply).
 */
import { sha256Hex } from "@/lib/security/tokens";
import { CONTRACT_TEXT, TINY_PNG_DATA_URL } from "../../support/portal-fixtures";
import type { World } from "../../support/authz-world";

export type Who =
  | "anonymous"
  | "customerA"
  | "customerB"
  | "customerC"
  /** Customer A's session cookie sent to business C's host. */
  | "customerAOnC"
  | "employee"
  | "owner"
  | "otherOwner"
  | "superadmin";

export type Category = "no-session" | "wrong-role" | "foreign" | "invalid" | "refused" | "allowed";
export type Expected = { ok: false; status: number; code?: string; message?: string } | { ok: true };
/** A row that must be byte-for-byte the same after the call (when the whole world may change). */
export type Untouched = { table: string; column?: string; value: string };

export type ActionCase = {
  category: Category;
  who: Who;
  input: (w: World) => unknown;
  expect: Expected;
  /** Rows to compare instead of every row of the world (for calls that may change the caller's own rows). */
  untouched?: (w: World) => Untouched[];
  why?: string;
};
export type ActionSpec = { cases: ActionCase[]; notApplicable?: Partial<Record<Category, string>> };

const u401 = { ok: false, status: 401, code: "unauthenticated" } as const;
const u403 = { ok: false, status: 403, code: "forbidden" } as const;
const u404 = { ok: false, status: 404, code: "not_found" } as const;
const u400 = { ok: false, status: 400, code: "invalid" } as const;

/** A working week for the Working hours editor: Monday-Friday 8:00-17:00, weekends off. */
const WEEK = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, works: weekday <= 5, start: "08:00", end: "17:00" }));

/** Settings → Booking as the form sends it: on, confirmed automatically, §9's windows, one website. */
const BOOKING_FORM = { enabled: true, autoConfirm: true, windowsMode: "standard", windows: "", websiteOrigins: "https://www.example.com", terms: "" };

const goodSettings = { signupsOpen: true, waitlistEnabled: true, supportEmail: "help@example.test", platformFeeBps: 75, defaultTrialDays: 21 };
const settingRows: Untouched[] = ["platform_fee_bps", "support_email"].map((value) => ({ table: "platform_settings", column: "key", value }));

/** Staff actions behind manage_employees: nobody but the owner (or a full admin) of the business. */
function staffCases(input: (w: World) => unknown): ActionCase[] {
  return [
    { category: "no-session", who: "anonymous", input, expect: u401 },
    { category: "wrong-role", who: "customerA", input, expect: u401, why: "a portal customer is no staff member" },
    { category: "wrong-role", who: "superadmin", input, expect: u401, why: "the platform operator is no member of a business" },
    { category: "wrong-role", who: "employee", input, expect: u403, why: "the default employee lacks manage_employees" },
  ];
}

/** Staff actions the default employee may call too (manage_services, manage_schedule). */
function staffCasesEmployeeAllowed(input: (w: World) => unknown): ActionCase[] {
  return [
    { category: "no-session", who: "anonymous", input, expect: u401 },
    { category: "wrong-role", who: "customerA", input, expect: u401, why: "a portal customer is no staff member" },
    { category: "wrong-role", who: "superadmin", input, expect: u401, why: "the platform operator is no member of a business" },
  ];
}

const serviceForm = { name: "Hedge Trim", description: "", price: "30", billingMethod: "flat", isRecurring: false, recurringInterval: "", durationMinutes: "", tags: "", active: true };

const locationForm = { name: "Matrix Branch", address: "", phone: "", email: "", timezone: "", postalCodes: "45402-45404", radiusMiles: "", taxRateBps: "", documentPrefix: "" };
/** Services → Pricing as the owner types it (issue 39 item 1). */
const pricingForm = {
  measureName: "Lawn size", measureUnit: "sq ft", basePrice: "35", includedUnits: "5000", unitStep: "1000", stepPrice: "4", minimum: "40", baseMinutes: "45", stepMinutes: "5",
  frequencies: ["weekly"], discounts: { weekly: "10" }, deposit: "none", depositAmount: "", depositPercent: "", addOns: [{ name: "Edging", price: "12.50", extraMinutes: "10" }],
};
/** A well-formed id that is no location of any business. */
const NO_LOCATION = "00000000-0000-4000-8000-00000000aaaa";
const profileForm = { companyName: "World Co", businessEmail: "", businessPhone: "", businessAddress: "", timezone: "America/Chicago", taxRate: "5" };
const portalForm = (portalSubdomain: string) => ({
  portalSubdomain, portalEnabled: true, allowCancellation: true, allowRescheduling: true, autoReminders: true, reminderHours: "24",
  notifications: { emailOnNewMessage: true, emailOnQuoteResponse: true, emailOnServiceRequest: true, emailOnInvoicePaid: true, emailCustomersOnNewInvoice: true, emailCustomersOnJobUpdate: true },
});
const jobInput = (customerId: string) => ({ customerId, title: "Weekly mowing", startDate: "2030-01-07", startTime: "09:00", durationMinutes: 45 });
/** Accepting a request: the job form's or quote builder's fields without a customer (the request's own). */
const requestJob = () => ({ title: "Requested mowing", startDate: "2030-01-08", startTime: "10:00", durationMinutes: 60 });
const requestQuote = () => ({ title: "Requested clean-up", lineItems: [{ description: "Clean-up", quantity: 1, rateCents: 9000 }] });
const visitMove = (visitId: string) => ({ visitId, scope: "this", date: "2030-01-08", time: "10:00", durationMinutes: 60 });

/** manage_schedule actions: the default employee holds that permission too. */
const scheduleCases = staffCasesEmployeeAllowed;
/** manage_customers actions: the default employee holds that permission too. */
const customerStaffCases = staffCasesEmployeeAllowed;

/** Customer actions: the portal session of this tenant host, nobody else. */
function customerCases(input: (w: World) => unknown): ActionCase[] {
  return [
    { category: "no-session", who: "anonymous", input, expect: u401 },
    { category: "wrong-role", who: "owner", input, expect: u401, why: "a staff session is no portal session" },
    { category: "wrong-role", who: "customerAOnC", input, expect: u401, why: "a session is valid only on its own business's host" },
  ];
}

const signature = (contractId: string) => ({
  contractId,
  signerName: "Casey Tester",
  signatureImage: TINY_PNG_DATA_URL,
  consent: true,
  contentSha256: "",
});
/** The hash of the world's contract content (createWorld appends the owner's CTEXT marker). */
const contractSha = (w: World, owner: "A" | "C") => sha256Hex(`${CONTRACT_TEXT}\nMK${w.tag}${owner}CTEXT`);
const account = { firstName: "Bee", lastName: "Tester", email: "bee@example.test", phone: "", address: "", city: "", state: "", zip: "" };
const row = (table: string, value: string): Untouched => ({ table, value });

/** Money actions (issue 12): staff with manage_quotes / manage_invoices; the default employee has neither. */
function moneyStaffCases(permission: string, input: (w: World) => unknown): ActionCase[] {
  return [
    { category: "no-session", who: "anonymous", input, expect: u401 },
    { category: "wrong-role", who: "customerA", input, expect: u401, why: "a portal customer is no staff member" },
    { category: "wrong-role", who: "superadmin", input, expect: u401, why: "the platform operator is no member of a business" },
    { category: "wrong-role", who: "employee", input, expect: u403, why: `the default employee lacks ${permission}` },
  ];
}
const u409 = { ok: false, status: 409, code: "conflict" } as const;
const quoteDraft = (customerId: string) => ({
  customerId,
  title: "Spring clean-up",
  lineItems: [{ description: "Mowing", quantity: 2, rateCents: 4500 }],
  discountCents: 0,
  validUntil: "2030-01-31",
});
const quoteRevision = (quoteId: string) => ({ quoteId, title: "Spring clean-up, revised", lineItems: [{ description: "Mowing", quantity: 2, rateCents: 4000 }], discountCents: 500, validUntil: "2030-02-28" });
const invoiceRevision = (invoiceId: string) => ({ invoiceId, description: "Lawn care, revised", lineItems: [{ description: "Mowing", quantity: 2, rateCents: 4500 }], discountCents: 0 });
const invoiceDraft = (customerId: string) => ({
  customerId,
  description: "Lawn care, May",
  lineItems: [{ description: "Mowing", quantity: 4, rateCents: 4500 }],
  discountCents: 500,
  dueDate: "2030-01-31",
});

export const ACTION_SPECS: Record<string, ActionSpec> = {
  // ── Business workspace (staff) ──────────────────────────────────────────────
  // ── Money (issue 12) ──────────────────────────────────────────────────────────
  "lib/admin/actions/quotes/save-quote.ts#saveQuoteAction": {
    cases: [
      ...moneyStaffCases("manage_quotes", (w) => quoteDraft(w.customerA.id)),
      { category: "foreign", who: "owner", input: (w) => quoteDraft(w.customerC.id), expect: u404, why: "another business's customer" },
      { category: "foreign", who: "otherOwner", input: (w) => ({ ...quoteDraft(w.customerC.id), quoteId: w.customerA.rows.quoteId }), expect: u404 },
      { category: "invalid", who: "owner", input: (w) => ({ ...quoteDraft(w.customerA.id), lineItems: [] }), expect: { ...u400, message: "Add at least one line item" } },
      { category: "invalid", who: "owner", input: (w) => ({ ...quoteDraft(w.customerA.id), lineItems: [{ description: "x", quantity: 1, rateCents: 10.5 }] }), expect: u400 },
      { category: "refused", who: "owner", input: (w) => ({ ...quoteDraft(w.customerA.id), quoteId: w.customerA.rows.quoteId }), expect: u409, why: "a sent quote is no longer editable" },
      { category: "allowed", who: "owner", input: (w) => quoteDraft(w.customerA.id), expect: { ok: true } },
    ],
  },
  "lib/admin/actions/quotes/send-quote.ts#sendQuoteAction": {
    cases: [
      ...moneyStaffCases("manage_quotes", (w) => ({ quoteId: w.customerA.rows.quoteId })),
      { category: "foreign", who: "otherOwner", input: (w) => ({ quoteId: w.customerA.rows.quoteId }), expect: u404 },
      { category: "foreign", who: "owner", input: (w) => ({ quoteId: w.customerC.rows.quoteId }), expect: u404 },
      { category: "invalid", who: "owner", input: () => ({ quoteId: "nope" }), expect: u400 },
      { category: "refused", who: "owner", input: (w) => ({ quoteId: w.customerA.rows.quoteId }), expect: u409, why: "the world's quote is already sent" },
    ],
  },
  "lib/admin/actions/quotes/duplicate-quote.ts#duplicateQuoteAction": {
    cases: [
      ...moneyStaffCases("manage_quotes", (w) => ({ quoteId: w.customerA.rows.quoteId })),
      { category: "foreign", who: "otherOwner", input: (w) => ({ quoteId: w.customerA.rows.quoteId }), expect: u404 },
      { category: "invalid", who: "owner", input: () => ({}), expect: u400 },
      { category: "allowed", who: "owner", input: (w) => ({ quoteId: w.customerA.rows.quoteId }), expect: { ok: true } },
    ],
  },
  // Quote conversions (issue 37): the world's quotes are sent and unanswered, so the owner is refused (409).
  "lib/admin/actions/quotes/create-job-from-quote.ts#createJobFromQuoteAction": {
    cases: [
      ...scheduleCases((w) => ({ quoteId: w.customerA.rows.quoteId })),
      { category: "foreign", who: "otherOwner", input: (w) => ({ quoteId: w.customerA.rows.quoteId }), expect: { ...u404, message: "Quote not found" } },
      { category: "foreign", who: "owner", input: (w) => ({ quoteId: w.customerC.rows.quoteId }), expect: u404, why: "another business's quote" },
      { category: "invalid", who: "owner", input: () => ({ quoteId: "nope" }), expect: u400 },
      { category: "refused", who: "owner", input: (w) => ({ quoteId: w.customerA.rows.quoteId }), expect: u409, why: "the world's quote is sent, not approved" },
    ],
    notApplicable: { allowed: "the world has no approved quote; conversions are made in tests/integration/money/quote-conversions.test.ts" },
  },
  "lib/admin/actions/quotes/create-contract-from-quote.ts#createContractFromQuoteAction": {
    cases: [
      ...moneyStaffCases("manage_quotes", (w) => ({ quoteId: w.customerA.rows.quoteId })),
      { category: "foreign", who: "otherOwner", input: (w) => ({ quoteId: w.customerA.rows.quoteId }), expect: { ...u404, message: "Quote not found" } },
      { category: "foreign", who: "owner", input: (w) => ({ quoteId: w.customerC.rows.quoteId }), expect: u404, why: "another business's quote" },
      { category: "invalid", who: "owner", input: () => ({ quoteId: "nope" }), expect: u400 },
      { category: "refused", who: "owner", input: (w) => ({ quoteId: w.customerA.rows.quoteId }), expect: u409, why: "the world's quote is sent, not approved" },
    ],
    notApplicable: { allowed: "the world has no approved quote; conversions are made in tests/integration/money/quote-conversions.test.ts" },
  },
  "lib/admin/actions/quotes/create-invoice-from-quote.ts#createInvoiceFromQuoteAction": {
    cases: [
      ...moneyStaffCases("manage_invoices", (w) => ({ quoteId: w.customerA.rows.quoteId })),
      { category: "foreign", who: "otherOwner", input: (w) => ({ quoteId: w.customerA.rows.quoteId }), expect: { ...u404, message: "Quote not found" } },
      { category: "foreign", who: "owner", input: (w) => ({ quoteId: w.customerC.rows.quoteId }), expect: u404, why: "another business's quote" },
      { category: "invalid", who: "owner", input: () => ({ quoteId: "nope" }), expect: u400 },
      { category: "refused", who: "owner", input: (w) => ({ quoteId: w.customerA.rows.quoteId }), expect: u409, why: "the world's quote is sent, not approved" },
    ],
    notApplicable: { allowed: "the world has no approved quote; conversions are made in tests/integration/money/quote-conversions.test.ts" },
  },
  "lib/admin/actions/contracts/create-contract.ts#createContractAction": {
    cases: [
      ...moneyStaffCases("manage_quotes", (w) => ({ source: "terms", customerId: w.customerA.id, title: "Lawn care agreement", content: "We mow weekly." })),
      { category: "foreign", who: "owner", input: (w) => ({ source: "terms", customerId: w.customerC.id, title: "T", content: "C" }), expect: u404 },
      { category: "foreign", who: "otherOwner", input: (w) => ({ source: "quote", quoteId: w.customerA.rows.quoteId }), expect: u404 },
      { category: "invalid", who: "owner", input: (w) => ({ source: "terms", customerId: w.customerA.id, title: "T", content: "" }), expect: { ...u400, message: "The agreement text is required" } },
      { category: "invalid", who: "owner", input: () => ({ source: "fax" }), expect: u400 },
      { category: "refused", who: "owner", input: (w) => ({ source: "quote", quoteId: w.customerA.rows.quoteId }), expect: u409, why: "the world's quote is sent, not approved" },
      { category: "allowed", who: "owner", input: (w) => ({ source: "terms", customerId: w.customerA.id, title: "Lawn care agreement", content: "We mow weekly." }), expect: { ok: true } },
    ],
  },
  "lib/admin/actions/contracts/send-contract.ts#sendContractAction": {
    cases: [
      ...moneyStaffCases("manage_quotes", (w) => ({ contractId: w.customerA.rows.contractId })),
      { category: "foreign", who: "otherOwner", input: (w) => ({ contractId: w.customerA.rows.contractId }), expect: u404 },
      { category: "invalid", who: "owner", input: () => ({ contractId: "x" }), expect: u400 },
      { category: "refused", who: "owner", input: (w) => ({ contractId: w.customerA.rows.contractId }), expect: u409, why: "the world's contract is already sent" },
    ],
  },
  "lib/admin/actions/invoices/save-invoice.ts#saveInvoiceAction": {
    cases: [
      ...moneyStaffCases("manage_invoices", (w) => invoiceDraft(w.customerA.id)),
      { category: "foreign", who: "owner", input: (w) => invoiceDraft(w.customerC.id), expect: u404, why: "another business's customer" },
      { category: "foreign", who: "otherOwner", input: (w) => ({ ...invoiceDraft(w.customerC.id), invoiceId: w.customerA.rows.invoiceId }), expect: u404 },
      { category: "invalid", who: "owner", input: (w) => ({ ...invoiceDraft(w.customerA.id), description: "" }), expect: { ...u400, message: "Description is required" } },
      { category: "invalid", who: "owner", input: (w) => ({ ...invoiceDraft(w.customerA.id), discountCents: -1 }), expect: u400 },
      { category: "refused", who: "owner", input: (w) => ({ ...invoiceDraft(w.customerA.id), invoiceId: w.customerA.rows.invoiceId }), expect: u409, why: "a sent invoice is no longer editable" },
      { category: "allowed", who: "owner", input: (w) => invoiceDraft(w.customerA.id), expect: { ok: true } },
    ],
  },
  "lib/admin/actions/invoices/send-invoice.ts#sendInvoiceAction": {
    cases: [
      ...moneyStaffCases("manage_invoices", (w) => ({ invoiceId: w.customerA.rows.invoiceId })),
      { category: "foreign", who: "otherOwner", input: (w) => ({ invoiceId: w.customerA.rows.invoiceId }), expect: u404 },
      { category: "invalid", who: "owner", input: () => ({ invoiceId: 42 }), expect: u400 },
      { category: "refused", who: "owner", input: (w) => ({ invoiceId: w.customerA.rows.invoiceId }), expect: u409, why: "the world's invoice is already issued" },
    ],
  },
  // Revisions (issue 37): the world's quote is sent and unanswered, its invoice issued with nothing
  // paid — both revisable, so the allowed calls revise them (before record-payment's allowed call
  // pays the invoice: allowed calls run in this order, after every refusal).
  "lib/admin/actions/quotes/revise-quote.ts#reviseQuoteAction": {
    cases: [
      ...moneyStaffCases("manage_quotes", (w) => quoteRevision(w.customerA.rows.quoteId)),
      { category: "foreign", who: "otherOwner", input: (w) => quoteRevision(w.customerA.rows.quoteId), expect: u404 },
      { category: "foreign", who: "owner", input: (w) => quoteRevision(w.customerC.rows.quoteId), expect: u404, why: "another business's quote" },
      { category: "invalid", who: "owner", input: (w) => ({ ...quoteRevision(w.customerA.rows.quoteId), title: "" }), expect: { ...u400, message: "Title is required" } },
      { category: "invalid", who: "owner", input: (w) => ({ ...quoteRevision(w.customerA.rows.quoteId), lineItems: [] }), expect: { ...u400, message: "Add at least one line item" } },
      { category: "allowed", who: "owner", input: (w) => quoteRevision(w.customerA.rows.quoteId), expect: { ok: true } },
    ],
    notApplicable: { refused: "the world's quotes are all sent and unanswered; answered quotes and drafts (409) are in tests/integration/money/document-revisions.test.ts" },
  },
  "lib/admin/actions/invoices/revise-invoice.ts#reviseInvoiceAction": {
    cases: [
      ...moneyStaffCases("manage_invoices", (w) => invoiceRevision(w.customerA.rows.invoiceId)),
      { category: "foreign", who: "otherOwner", input: (w) => invoiceRevision(w.customerA.rows.invoiceId), expect: u404 },
      { category: "foreign", who: "owner", input: (w) => invoiceRevision(w.customerC.rows.invoiceId), expect: u404, why: "another business's invoice" },
      { category: "invalid", who: "owner", input: (w) => ({ ...invoiceRevision(w.customerA.rows.invoiceId), description: "" }), expect: { ...u400, message: "Description is required" } },
      {
        category: "refused",
        who: "owner",
        input: (w) => ({ ...invoiceRevision(w.customerA.rows.invoiceId), lineItems: [{ description: "Nothing", quantity: 1, rateCents: 0 }] }),
        expect: { ok: false, status: 422, code: "unprocessable", message: "An invoice must total more than $0.00 to be sent" },
        why: "a revision totalling $0.00",
      },
      { category: "allowed", who: "owner", input: (w) => invoiceRevision(w.customerA.rows.invoiceId), expect: { ok: true } },
    ],
  },
  "lib/admin/actions/invoices/create-visit-invoices.ts#createVisitInvoicesAction": {
    cases: [
      ...moneyStaffCases("manage_invoices", (w) => ({ visitIds: [w.customerA.rows.jobId] })),
      { category: "foreign", who: "otherOwner", input: (w) => ({ visitIds: [w.customerA.rows.jobId] }), expect: { ...u404, message: "Visit not found" } },
      { category: "invalid", who: "owner", input: () => ({ visitIds: [] }), expect: { ...u400, message: "Choose at least one visit" } },
      { category: "invalid", who: "owner", input: () => ({ visitIds: ["not-a-uuid"] }), expect: u400 },
      {
        category: "refused",
        who: "owner",
        input: (w) => ({ visitIds: [w.customerA.rows.jobId] }),
        expect: { ...u409, message: "These visits are already invoiced or not completed yet" },
        why: "the world's visit is still scheduled",
      },
    ],
    notApplicable: { allowed: "tests/integration/money/visit-invoicing.test.ts creates invoices from completed visits" },
  },
  "lib/admin/actions/invoices/send-invoices-batch.ts#sendInvoicesBatchAction": {
    cases: [
      ...moneyStaffCases("manage_invoices", (w) => ({ invoiceIds: [w.customerA.rows.invoiceId] })),
      { category: "foreign", who: "otherOwner", input: (w) => ({ invoiceIds: [w.customerA.rows.invoiceId] }), expect: { ...u404, message: "Invoice not found" } },
      { category: "invalid", who: "owner", input: () => ({ invoiceIds: [] }), expect: { ...u400, message: "Select at least one invoice" } },
      { category: "invalid", who: "owner", input: () => ({ invoiceIds: [42] }), expect: u400 },
      // An already-issued invoice is that invoice's outcome, not the batch's: the call answers ok with the refusal inside.
      { category: "allowed", who: "owner", input: (w) => ({ invoiceIds: [w.customerA.rows.invoiceId] }), expect: { ok: true } },
    ],
    notApplicable: { refused: "a refusal is reported per invoice inside an ok answer (the allowed case sends an issued invoice)" },
  },
  "lib/admin/actions/schedule/set-job-invoicing-rule.ts#setJobInvoicingRuleAction": {
    cases: [
      ...moneyStaffCases("manage_invoices", (w) => ({ jobId: w.customerA.rows.jobId, rule: "manual" })),
      { category: "foreign", who: "otherOwner", input: (w) => ({ jobId: w.customerA.rows.jobId, rule: "manual" }), expect: { ...u404, message: "Job not found" } },
      { category: "invalid", who: "owner", input: (w) => ({ jobId: w.customerA.rows.jobId, rule: "weekly" }), expect: { ...u400, message: "Choose when to invoice" } },
      { category: "invalid", who: "owner", input: (w) => ({ jobId: w.customerA.rows.jobId, rule: "monthly", invoicingDay: 31 }), expect: { ...u400, message: "Choose a day from 1 to 28" } },
      { category: "invalid", who: "owner", input: (w) => ({ jobId: w.customerA.rows.jobId, rule: "monthly" }), expect: { ...u400, message: "Choose a day from 1 to 28" } },
      { category: "allowed", who: "owner", input: (w) => ({ jobId: w.customerA.rows.jobId, rule: "monthly", invoicingDay: 1 }), expect: { ok: true } },
    ],
    notApplicable: { refused: "any job of the business may take any rule" },
  },
  "lib/admin/actions/invoices/send-invoice-reminder.ts#sendInvoiceReminderAction": {
    cases: [
      ...moneyStaffCases("manage_invoices", (w) => ({ invoiceId: w.customerA.rows.invoiceId })),
      { category: "foreign", who: "otherOwner", input: (w) => ({ invoiceId: w.customerA.rows.invoiceId }), expect: { ...u404, message: "Invoice not found" } },
      { category: "invalid", who: "owner", input: () => ({ invoiceId: "INV-1" }), expect: u400 },
      { category: "allowed", who: "owner", input: (w) => ({ invoiceId: w.customerA.rows.invoiceId }), expect: { ok: true } },
    ],
    notApplicable: { refused: "the world's only invoice is open; the refusal of a draft is in tests/integration/money/overdue-reminders.test.ts" },
  },
  "lib/admin/actions/quotes/record-quote-deposit.ts#recordQuoteDepositAction": {
    cases: [
      ...moneyStaffCases("manage_invoices", (w) => ({ quoteId: w.customerA.rows.quoteId, amountCents: 1000, method: "cash" })),
      { category: "foreign", who: "otherOwner", input: (w) => ({ quoteId: w.customerA.rows.quoteId, amountCents: 1000, method: "cash" }), expect: { ...u404, message: "Quote not found" } },
      { category: "foreign", who: "owner", input: (w) => ({ quoteId: w.customerC.rows.quoteId, amountCents: 1000, method: "cash" }), expect: u404, why: "another business's quote" },
      { category: "invalid", who: "owner", input: (w) => ({ quoteId: w.customerA.rows.quoteId, amountCents: 0, method: "cash" }), expect: u400 },
      { category: "refused", who: "owner", input: (w) => ({ quoteId: w.customerA.rows.quoteId, amountCents: 1000, method: "cash" }), expect: u409, why: "the world's quote is sent, not approved" },
    ],
    notApplicable: { allowed: "the world has no approved quote; deposits are recorded in tests/integration/money/quote-deposits.test.ts" },
  },
  "lib/admin/actions/invoices/record-payment.ts#recordPaymentAction": {
    cases: [
      ...moneyStaffCases("manage_invoices", (w) => ({ invoiceId: w.customerA.rows.invoiceId, amountCents: 1000, method: "cash" })),
      { category: "foreign", who: "otherOwner", input: (w) => ({ invoiceId: w.customerA.rows.invoiceId, amountCents: 1000, method: "cash" }), expect: u404 },
      { category: "invalid", who: "owner", input: (w) => ({ invoiceId: w.customerA.rows.invoiceId, amountCents: 0, method: "cash" }), expect: u400 },
      { category: "invalid", who: "owner", input: (w) => ({ invoiceId: w.customerA.rows.invoiceId, amountCents: 100, method: "bitcoin" }), expect: u400 },
      {
        category: "refused",
        who: "owner",
        input: (w) => ({ invoiceId: w.customerA.rows.invoiceId, amountCents: 99_999_999, method: "check" }),
        expect: { ok: false, status: 422, code: "unprocessable" },
        why: "more than the balance due",
      },
      { category: "allowed", who: "owner", input: (w) => ({ invoiceId: w.customerA.rows.invoiceId, amountCents: 1000, method: "cash", note: "at the door" }), expect: { ok: true } },
    ],
  },
  "lib/admin/actions/invoices/refund-payment.ts#refundPaymentAction": {
    cases: [
      ...moneyStaffCases("manage_billing", () => ({ paymentId: "00000000-0000-4000-8000-000000000000", amountCents: 100, reason: "Overcharged" })),
      { category: "foreign", who: "owner", input: () => ({ paymentId: "00000000-0000-4000-8000-000000000000", amountCents: 100, reason: "Overcharged" }), expect: u404, why: "an id that is no payment of this business" },
      { category: "invalid", who: "owner", input: () => ({ paymentId: "00000000-0000-4000-8000-000000000000", amountCents: 0, reason: "Overcharged" }), expect: u400 },
      { category: "invalid", who: "owner", input: () => ({ paymentId: "00000000-0000-4000-8000-000000000000", amountCents: 100, reason: " " }), expect: { ...u400, message: "Reason is required" } },
    ],
    notApplicable: {
      refused: "the world has no payment; over-refunds, void invoices and Stripe refusals are in tests/integration/money/refund-payment.test.ts",
      allowed: "the world has no payment; partial, full, card and concurrent refunds are in tests/integration/money/refund-payment.test.ts",
    },
  },
  "lib/admin/actions/quotes/refund-quote-deposit.ts#refundQuoteDepositAction": {
    cases: [
      ...moneyStaffCases("manage_billing", () => ({ paymentId: "00000000-0000-4000-8000-000000000000", amountCents: 1_000, reason: "Job cancelled" })),
      { category: "foreign", who: "owner", input: () => ({ paymentId: "00000000-0000-4000-8000-000000000000", amountCents: 1_000, reason: "Job cancelled" }), expect: { ...u404, message: "Deposit not found" }, why: "an id that is no deposit of this business" },
      { category: "invalid", who: "owner", input: () => ({ paymentId: "00000000-0000-4000-8000-000000000000", amountCents: 1_000, reason: " " }), expect: { ...u400, message: "Reason is required" } },
      { category: "invalid", who: "owner", input: () => ({ paymentId: "D-1", amountCents: 1_000, reason: "Job cancelled" }), expect: u400 },
      { category: "invalid", who: "owner", input: () => ({ paymentId: "00000000-0000-4000-8000-000000000000", amountCents: 0, reason: "Job cancelled" }), expect: { ...u400, message: "Amount must be greater than $0.00" } },
    ],
    notApplicable: {
      refused: "the world has no deposit; a second refund, an over-refund and another business's deposit are in tests/integration/money/quote-deposit-checkout.test.ts and deposit-partial-refunds.test.ts",
      allowed: "the world has no deposit; card and manual refunds before and after the invoice are in tests/integration/money/quote-deposit-checkout.test.ts",
    },
  },
  "lib/admin/actions/invoices/apply-invoice-credit.ts#applyInvoiceCreditAction": {
    cases: [
      ...moneyStaffCases("manage_invoices", (w) => ({ invoiceId: w.customerA.rows.invoiceId, amountCents: 500, reason: "Missed visit" })),
      { category: "foreign", who: "otherOwner", input: (w) => ({ invoiceId: w.customerA.rows.invoiceId, amountCents: 500, reason: "Missed visit" }), expect: u404 },
      { category: "foreign", who: "owner", input: (w) => ({ invoiceId: w.customerC.rows.invoiceId, amountCents: 500, reason: "Missed visit" }), expect: u404 },
      { category: "invalid", who: "owner", input: (w) => ({ invoiceId: w.customerA.rows.invoiceId, amountCents: 0, reason: "Missed visit" }), expect: u400 },
      { category: "invalid", who: "owner", input: (w) => ({ invoiceId: w.customerA.rows.invoiceId, amountCents: 500, reason: "   " }), expect: { ...u400, message: "Reason is required" } },
      {
        category: "refused",
        who: "owner",
        input: (w) => ({ invoiceId: w.customerA.rows.invoiceId, amountCents: 99_999_999, reason: "Too much" }),
        expect: { ok: false, status: 422, code: "unprocessable" },
        why: "more than the balance due",
      },
      { category: "allowed", who: "owner", input: (w) => ({ invoiceId: w.customerA.rows.invoiceId, amountCents: 500, reason: "Missed visit" }), expect: { ok: true } },
    ],
  },
  "lib/admin/actions/settings/connect-stripe.ts#connectStripeAction": {
    cases: [
      ...moneyStaffCases("manage_billing", () => null),
      {
        category: "refused",
        who: "owner",
        input: () => null,
        expect: { ok: false, status: 409, code: "conflict", message: "Online card payments are not set up on this server" },
        why: "no STRIPE_SECRET_KEY in this run (tests/integration/money/stripe-payments.test.ts connects against the fake)",
      },
    ],
    notApplicable: {
      foreign: "takes no id: always the actor's own business's Stripe account",
      invalid: "takes no input (noInput ignores whatever is sent)",
    },
  },
  "lib/admin/actions/settings/update-invoicing-settings.ts#updateInvoicingSettingsAction": {
    cases: [
      ...moneyStaffCases("manage_billing", () => ({ autoSendRuleInvoices: true })),
      { category: "invalid", who: "owner", input: () => ({ autoSendRuleInvoices: "yes" }), expect: { ...u400, message: "Choose on or off" } },
      { category: "invalid", who: "owner", input: () => ({}), expect: u400 },
      { category: "allowed", who: "owner", input: () => ({ autoSendRuleInvoices: false }), expect: { ok: true } },
    ],
    notApplicable: { foreign: "takes no id: always the actor's own business" },
  },
  "lib/admin/actions/invoices/void-invoice.ts#voidInvoiceAction": {
    cases: [
      ...moneyStaffCases("manage_invoices", (w) => ({ invoiceId: w.customerB.rows.invoiceId })),
      { category: "foreign", who: "otherOwner", input: (w) => ({ invoiceId: w.customerB.rows.invoiceId }), expect: u404 },
      { category: "foreign", who: "owner", input: (w) => ({ invoiceId: w.customerC.rows.invoiceId }), expect: u404 },
      { category: "invalid", who: "owner", input: () => ({ invoiceId: "" }), expect: u400 },
      { category: "allowed", who: "owner", input: (w) => ({ invoiceId: w.customerB.rows.invoiceId, reason: "Billed twice" }), expect: { ok: true } },
    ],
  },
  "lib/admin/actions/team/invite-employee.ts#inviteEmployeeAction": {
    cases: [
      ...staffCases((w) => ({ email: `new-${w.tag}@example.test`, role: "default" })),
      { category: "invalid", who: "owner", input: () => ({ email: "not-an-email", role: "default" }), expect: u400 },
      { category: "invalid", who: "owner", input: (w) => ({ email: `x-${w.tag}@example.test`, role: "wizard" }), expect: { ...u400, message: "Please choose a role" } },
      { category: "allowed", who: "owner", input: (w) => ({ email: `new-${w.tag}@example.test`, role: "default" }), expect: { ok: true } },
    ],
    notApplicable: { foreign: "takes no id: the invitation is always made in the actor's own business (the allowed case checks that)" },
  },
  "lib/admin/actions/team/revoke-invitation.ts#revokeInvitationAction": {
    cases: [
      ...staffCases((w) => ({ invitationId: w.a.invitationId })),
      { category: "foreign", who: "owner", input: (w) => ({ invitationId: w.c.invitationId }), expect: u404 },
      { category: "foreign", who: "otherOwner", input: (w) => ({ invitationId: w.a.invitationId }), expect: u404 },
      { category: "invalid", who: "owner", input: () => ({ invitationId: "not-a-uuid" }), expect: u400 },
      { category: "invalid", who: "owner", input: () => null, expect: u400 },
      { category: "allowed", who: "owner", input: (w) => ({ invitationId: w.a.invitationId }), expect: { ok: true } },
    ],
  },
  "lib/admin/actions/team/update-member-access.ts#updateMemberAccessAction": {
    cases: [
      ...staffCases((w) => ({ memberId: w.a.employeeMemberId, access: "billing" })),
      { category: "foreign", who: "otherOwner", input: (w) => ({ memberId: w.a.employeeMemberId, access: "full_admin" }), expect: u404 },
      { category: "invalid", who: "owner", input: (w) => ({ memberId: w.a.employeeMemberId, access: "wizard" }), expect: u400 },
      { category: "invalid", who: "owner", input: (w) => ({ memberId: w.a.employeeMemberId, access: "custom" }), expect: u400 },
      { category: "allowed", who: "owner", input: (w) => ({ memberId: w.a.employeeMemberId, access: "default" }), expect: { ok: true } },
    ],
  },
  "lib/admin/actions/team/set-member-locations.ts#setMemberLocationsAction": {
    cases: [
      ...staffCases((w) => ({ memberId: w.a.employeeMemberId, locationIds: [] })),
      { category: "foreign", who: "otherOwner", input: (w) => ({ memberId: w.a.employeeMemberId, locationIds: [] }), expect: u404, why: "another business's employee" },
      { category: "foreign", who: "owner", input: (w) => ({ memberId: w.a.employeeMemberId, locationIds: [NO_LOCATION] }), expect: { ok: false, status: 422, code: "unprocessable", message: "Unknown location" }, why: "an id that is no location of this business" },
      { category: "invalid", who: "owner", input: (w) => ({ memberId: w.a.employeeMemberId, locationIds: ["nope"] }), expect: u400 },
    ],
  },
  "lib/admin/actions/team/set-working-hours.ts#setWorkingHoursAction": {
    cases: [
      ...staffCases((w) => ({ memberId: w.a.employeeMemberId, days: WEEK })),
      { category: "foreign", who: "otherOwner", input: (w) => ({ memberId: w.a.employeeMemberId, days: WEEK }), expect: u404, why: "another business's employee" },
      { category: "invalid", who: "owner", input: (w) => ({ memberId: w.a.employeeMemberId, days: WEEK.slice(1) }), expect: u400 },
      { category: "invalid", who: "owner", input: (w) => ({ memberId: w.a.employeeMemberId, days: [{ ...WEEK[0], end: "07:00" }, ...WEEK.slice(1)] }), expect: { ...u400, message: "Invalid value" } },
      { category: "allowed", who: "owner", input: (w) => ({ memberId: w.a.employeeMemberId, days: WEEK }), expect: { ok: true } },
    ],
  },
  "lib/admin/actions/inbox/send-check-in.ts#sendCheckInAction": {
    cases: [
      ...staffCases((w) => ({ customerId: w.customerA.id })).map((c) =>
        c.who === "employee" ? { ...c, why: "the default employee may read messages but lacks send_messages" } : c,
      ),
      { category: "foreign", who: "otherOwner", input: (w) => ({ customerId: w.customerA.id }), expect: { ...u404, message: "Customer not found" } },
      { category: "foreign", who: "owner", input: (w) => ({ customerId: w.customerC.id }), expect: { ...u404, message: "Customer not found" } },
      { category: "invalid", who: "owner", input: () => ({ customerId: "nope" }), expect: u400 },
    ],
  },
  "lib/admin/actions/inbox/reply-to-review.ts#replyToReviewAction": {
    cases: [
      ...staffCases(() => ({ feedbackId: "00000000-0000-4000-8000-0000000000ab", reply: "Thank you" })).map((c) =>
        c.who === "employee" ? { ...c, why: "the default employee lacks view_reports" } : c,
      ),
      {
        category: "foreign",
        who: "otherOwner",
        input: () => ({ feedbackId: "00000000-0000-4000-8000-0000000000ab", reply: "Thank you" }),
        expect: { ...u404, message: "Review not found" },
        why: "a review id that is not the business's is not found (another business's review: tests/integration/feedback)",
      },
      { category: "invalid", who: "owner", input: () => ({ feedbackId: "00000000-0000-4000-8000-0000000000ab", reply: "   " }), expect: { ...u400, message: "Please enter a reply" } },
      { category: "invalid", who: "owner", input: () => ({ feedbackId: "nope", reply: "Thanks" }), expect: u400 },
    ],
  },
  "lib/admin/actions/inbox/reply-to-conversation.ts#replyToConversationAction": {
    cases: [
      ...staffCases((w) => ({ conversationId: w.customerA.rows.conversationId, content: "Hello" })).map((c) =>
        c.who === "employee" ? { ...c, why: "the default employee may read messages but lacks send_messages" } : c,
      ),
      { category: "foreign", who: "owner", input: (w) => ({ conversationId: w.customerC.rows.conversationId, content: "Hello" }), expect: u404 },
      { category: "foreign", who: "otherOwner", input: (w) => ({ conversationId: w.customerA.rows.conversationId, content: "Hello" }), expect: u404 },
      {
        category: "foreign",
        who: "owner",
        input: (w) => ({ conversationId: w.customerA.rows.conversationId, content: "Your quote", quoteIds: [w.customerB.rows.quoteId] }),
        expect: { ...u400, message: "Quote not found" },
        why: "a link to another customer's quote is refused and nothing is sent",
      },
      {
        category: "foreign",
        who: "owner",
        input: (w) => ({ conversationId: w.customerA.rows.conversationId, content: "A file", fileIds: [w.customerA.rows.fileId] }),
        expect: { ...u400, message: "Attachment not found" },
        why: "only files uploaded by staff can be attached to a reply",
      },
      { category: "invalid", who: "owner", input: (w) => ({ conversationId: w.customerA.rows.conversationId, content: "   " }), expect: { ...u400, message: "Please enter a message or attach a file" } },
      { category: "invalid", who: "owner", input: () => ({ conversationId: "not-a-uuid", content: "Hello" }), expect: u400 },
      { category: "allowed", who: "owner", input: (w) => ({ conversationId: w.customerA.rows.conversationId, content: "Hello" }), expect: { ok: true } },
    ],
  },
  "lib/admin/actions/inbox/create-saved-reply.ts#createSavedReplyAction": {
    cases: [
      ...staffCases(() => ({ title: "Thanks", body: "Thank you!" })).map((c) =>
        c.who === "employee" ? { ...c, why: "the default employee may read messages but lacks send_messages" } : c,
      ),
      { category: "invalid", who: "owner", input: () => ({ title: "   ", body: "Thank you!" }), expect: { ...u400, message: "This field is required" } },
      { category: "invalid", who: "owner", input: () => ({ title: "Thanks", body: "x".repeat(5001) }), expect: u400 },
    ],
    notApplicable: { foreign: "it names no row: a new saved reply always belongs to the caller's business" },
  },
  "lib/admin/actions/inbox/update-saved-reply.ts#updateSavedReplyAction": {
    cases: [
      ...staffCases((w) => ({ savedReplyId: w.a.savedReplyId, title: "Changed", body: "Changed" })).map((c) =>
        c.who === "employee" ? { ...c, why: "the default employee may read messages but lacks send_messages" } : c,
      ),
      { category: "foreign", who: "otherOwner", input: (w) => ({ savedReplyId: w.a.savedReplyId, title: "Changed", body: "Changed" }), expect: { ...u404, message: "Saved reply not found" } },
      { category: "foreign", who: "owner", input: (w) => ({ savedReplyId: w.c.savedReplyId, title: "Changed", body: "Changed" }), expect: { ...u404, message: "Saved reply not found" } },
      { category: "invalid", who: "owner", input: (w) => ({ savedReplyId: w.a.savedReplyId, title: "Changed", body: "" }), expect: { ...u400, message: "This field is required" } },
      { category: "invalid", who: "owner", input: () => ({ savedReplyId: "nope", title: "Changed", body: "Changed" }), expect: u400 },
    ],
  },
  "lib/admin/actions/inbox/delete-saved-reply.ts#deleteSavedReplyAction": {
    cases: [
      ...staffCases((w) => ({ savedReplyId: w.a.savedReplyToDeleteId })).map((c) =>
        c.who === "employee" ? { ...c, why: "the default employee may read messages but lacks send_messages" } : c,
      ),
      { category: "foreign", who: "otherOwner", input: (w) => ({ savedReplyId: w.a.savedReplyToDeleteId }), expect: { ...u404, message: "Saved reply not found" } },
      { category: "foreign", who: "owner", input: (w) => ({ savedReplyId: w.c.savedReplyToDeleteId }), expect: { ...u404, message: "Saved reply not found" } },
      { category: "invalid", who: "owner", input: () => ({ savedReplyId: "nope" }), expect: u400 },
    ],
  },
  "lib/admin/actions/inbox/mark-conversation-unread.ts#markConversationUnreadAction": {
    cases: [
      { category: "no-session", who: "anonymous", input: (w) => ({ conversationId: w.customerA.rows.conversationId }), expect: u401 },
      { category: "wrong-role", who: "customerA", input: (w) => ({ conversationId: w.customerA.rows.conversationId }), expect: u401, why: "a portal customer is no staff member" },
      { category: "wrong-role", who: "superadmin", input: (w) => ({ conversationId: w.customerA.rows.conversationId }), expect: u401, why: "the platform operator is no member of a business" },
      { category: "foreign", who: "owner", input: (w) => ({ conversationId: w.customerC.rows.conversationId }), expect: u404 },
      { category: "foreign", who: "otherOwner", input: (w) => ({ conversationId: w.customerA.rows.conversationId }), expect: u404 },
      { category: "invalid", who: "owner", input: () => ({ conversationId: "nope" }), expect: u400 },
      { category: "allowed", who: "employee", input: (w) => ({ conversationId: w.customerA.rows.conversationId }), expect: { ok: true }, why: "view_messages is in the default employee list" },
    ],
  },
  "lib/admin/actions/account/choose-location.ts#chooseLocationAction": {
    cases: [
      { category: "no-session", who: "anonymous", input: () => ({ locationId: null }), expect: u401 },
      { category: "wrong-role", who: "customerA", input: () => ({ locationId: null }), expect: u401, why: "a portal customer is no staff member" },
      {
        category: "foreign",
        who: "owner",
        input: (w) => ({ locationId: w.c.id }),
        expect: { ok: false, status: 422, code: "unprocessable", message: "Unknown location" },
        untouched: (w) => [row("users", w.a.ownerId)],
        why: "an id that is no live location of the caller's business (here business C's id) is refused, never stored",
      },
      { category: "invalid", who: "owner", input: () => ({ locationId: "Dayton" }), expect: { ...u400, message: "Unknown location" } },
      { category: "allowed", who: "employee", input: () => ({ locationId: null }), expect: { ok: true } },
    ],
  },
  "lib/admin/actions/account/mark-staff-notifications-read.ts#markStaffNotificationsReadAction": {
    cases: [
      { category: "no-session", who: "anonymous", input: () => null, expect: u401 },
      { category: "wrong-role", who: "customerA", input: () => null, expect: u401, why: "a portal customer is no staff member" },
      { category: "wrong-role", who: "superadmin", input: () => null, expect: u401, why: "the platform operator is no member of a business" },
      {
        category: "foreign",
        who: "employee",
        input: (w) => ({ userId: w.a.ownerId }),
        expect: { ok: true },
        untouched: (w) => [row("notifications", w.customerA.rows.notificationId), row("notifications", w.customerC.rows.notificationId)],
        why: "marks only the caller's own notifications; a named user id is ignored",
      },
      { category: "allowed", who: "owner", input: () => null, expect: { ok: true } },
    ],
    notApplicable: { invalid: "takes no input (noInput ignores whatever is sent)" },
  },
  "lib/admin/actions/services/create-service.ts#createServiceAction": {
    cases: [
      ...staffCasesEmployeeAllowed(() => serviceForm),
      { category: "invalid", who: "owner", input: () => ({ ...serviceForm, name: "" }), expect: { ...u400, message: "This field is required" } },
      { category: "invalid", who: "employee", input: () => ({ ...serviceForm, price: "ten" }), expect: { ...u400, message: "Must be a valid number" } },
      { category: "allowed", who: "employee", input: () => serviceForm, expect: { ok: true } },
    ],
    notApplicable: { foreign: "takes no id: the service is always made in the actor's own business" },
  },
  "lib/admin/actions/services/update-service.ts#updateServiceAction": {
    cases: [
      ...staffCasesEmployeeAllowed((w) => ({ serviceId: w.a.serviceId, values: serviceForm })),
      { category: "foreign", who: "owner", input: (w) => ({ serviceId: w.c.serviceId, values: serviceForm }), expect: u404 },
      { category: "foreign", who: "otherOwner", input: (w) => ({ serviceId: w.a.serviceId, values: serviceForm }), expect: u404 },
      { category: "invalid", who: "owner", input: () => ({ serviceId: "not-a-uuid", values: serviceForm }), expect: u400 },
      { category: "invalid", who: "owner", input: (w) => ({ serviceId: w.a.serviceId, values: { ...serviceForm, durationMinutes: "0" } }), expect: { ...u400, message: "Must be at least 1" } },
    ],
  },
  "lib/admin/actions/services/set-service-locations.ts#setServiceLocationsAction": {
    cases: [
      ...staffCasesEmployeeAllowed((w) => ({ serviceId: w.a.serviceId, offers: [] })),
      { category: "foreign", who: "owner", input: (w) => ({ serviceId: w.c.serviceId, offers: [] }), expect: u404 },
      { category: "foreign", who: "otherOwner", input: (w) => ({ serviceId: w.a.serviceId, offers: [] }), expect: u404 },
      {
        category: "foreign",
        who: "owner",
        input: (w) => ({ serviceId: w.a.serviceId, offers: [{ locationId: NO_LOCATION, price: "" }] }),
        expect: { ok: false, status: 422, code: "unprocessable", message: "Unknown location" },
        why: "a location of no business (or another's) is refused, and nothing is stored",
      },
      { category: "invalid", who: "owner", input: (w) => ({ serviceId: w.a.serviceId, offers: [{ locationId: "Dayton", price: "" }] }), expect: { ...u400, message: "Unknown location" } },
      { category: "invalid", who: "owner", input: (w) => ({ serviceId: w.a.serviceId, offers: "everywhere" }), expect: u400 },
      { category: "allowed", who: "employee", input: (w) => ({ serviceId: w.a.serviceId, offers: [] }), expect: { ok: true } },
    ],
  },
  "lib/admin/actions/services/set-service-pricing.ts#setServicePricingAction": {
    cases: [
      ...staffCasesEmployeeAllowed((w) => ({ serviceId: w.a.serviceId, ...pricingForm })),
      { category: "foreign", who: "owner", input: (w) => ({ serviceId: w.c.serviceId, ...pricingForm }), expect: { ...u404, message: "Service not found" } },
      { category: "foreign", who: "otherOwner", input: (w) => ({ serviceId: w.a.serviceId, ...pricingForm }), expect: u404 },
      {
        category: "invalid",
        who: "owner",
        input: (w) => ({ serviceId: w.a.serviceId, ...pricingForm, frequencies: ["weekly", "every_2_weeks"], discounts: { weekly: "5", every_2_weeks: "10" } }),
        expect: { ...u400, message: "A more frequent plan needs a discount at least as large as a less frequent one" },
      },
      { category: "invalid", who: "employee", input: (w) => ({ serviceId: w.a.serviceId, ...pricingForm, baseMinutes: "" }), expect: { ...u400, message: "This field is required" } },
      { category: "invalid", who: "owner", input: () => ({ serviceId: "not-a-uuid", ...pricingForm }), expect: u400 },
      { category: "allowed", who: "employee", input: (w) => ({ serviceId: w.a.serviceId, ...pricingForm }), expect: { ok: true } },
    ],
  },
  "lib/admin/actions/services/set-service-pricing.ts#clearServicePricingAction": {
    cases: [
      ...staffCasesEmployeeAllowed((w) => ({ serviceId: w.a.serviceId })),
      { category: "foreign", who: "owner", input: (w) => ({ serviceId: w.c.serviceId }), expect: u404 },
      { category: "foreign", who: "otherOwner", input: (w) => ({ serviceId: w.a.serviceId }), expect: u404 },
      { category: "invalid", who: "owner", input: () => ({ serviceId: "not-a-uuid" }), expect: u400 },
      { category: "allowed", who: "owner", input: (w) => ({ serviceId: w.a.serviceId }), expect: { ok: true } },
    ],
  },
  "lib/admin/actions/services/archive-service.ts#archiveServiceAction": {
    cases: [
      ...staffCasesEmployeeAllowed((w) => ({ serviceId: w.a.serviceId })),
      { category: "foreign", who: "owner", input: (w) => ({ serviceId: w.c.serviceId }), expect: u404 },
      { category: "foreign", who: "otherOwner", input: (w) => ({ serviceId: w.a.serviceId }), expect: u404 },
      { category: "invalid", who: "owner", input: () => ({ serviceId: 42 }), expect: u400 },
    ],
  },
  "lib/admin/actions/services/reorder-services.ts#reorderServicesAction": {
    cases: [
      ...staffCasesEmployeeAllowed((w) => ({ serviceIds: [w.a.serviceId] })),
      { category: "foreign", who: "owner", input: (w) => ({ serviceIds: [w.a.serviceId, w.c.serviceId] }), expect: u404 },
      { category: "foreign", who: "otherOwner", input: (w) => ({ serviceIds: [w.a.serviceId] }), expect: u404 },
      { category: "invalid", who: "owner", input: () => ({ serviceIds: [] }), expect: u400 },
      { category: "allowed", who: "owner", input: (w) => ({ serviceIds: [w.a.serviceId] }), expect: { ok: true } },
    ],
  },
  // Online bookings (issue 39): the world makes no booking; another business's booking is made
  // and answered in tests/integration/booking/decide-booking.test.ts.
  "lib/admin/actions/bookings/decide-booking.ts#decideBookingAction": {
    cases: [
      ...scheduleCases(() => ({ bookingId: "00000000-0000-4000-8000-000000000039", decision: "approve" })),
      { category: "foreign", who: "otherOwner", input: () => ({ bookingId: "00000000-0000-4000-8000-000000000039", decision: "decline" }), expect: { ...u404, message: "Booking not found" } },
      { category: "invalid", who: "owner", input: () => ({ bookingId: "00000000-0000-4000-8000-000000000039", decision: "maybe" }), expect: { ...u400, message: "Invalid value" } },
      { category: "invalid", who: "employee", input: () => ({ bookingId: "nope", decision: "approve" }), expect: { ...u400, message: "Booking not found" } },
    ],
    notApplicable: { allowed: "the world has no booking; approving and declining one is tested in tests/integration/booking/decide-booking.test.ts" },
  },
  // Leads (issue 39 item 6): the world has no lead; following one up (email, 24 h refusal, audit,
  // another business's lead) is tested in tests/integration/booking/booking-leads.test.ts.
  "lib/admin/actions/bookings/follow-up-lead.ts#followUpLeadAction": {
    cases: [
      ...scheduleCases(() => ({ leadId: "00000000-0000-4000-8000-000000000039" })),
      { category: "foreign", who: "otherOwner", input: () => ({ leadId: "00000000-0000-4000-8000-000000000039" }), expect: { ...u404, message: "Lead not found" } },
      { category: "invalid", who: "owner", input: () => ({ leadId: "nope" }), expect: { ...u400, message: "Lead not found" } },
    ],
    notApplicable: { allowed: "the world has no lead; following one up is tested in tests/integration/booking/booking-leads.test.ts" },
  },
  "lib/admin/actions/service-requests/respond-to-service-request.ts#respondToServiceRequestAction": {
    cases: [
      ...staffCasesEmployeeAllowed((w) => ({ requestId: w.customerA.rows.serviceRequestId, decision: "decline", message: "" })),
      { category: "foreign", who: "owner", input: (w) => ({ requestId: w.customerC.rows.serviceRequestId, decision: "decline" }), expect: u404 },
      { category: "foreign", who: "otherOwner", input: (w) => ({ requestId: w.customerA.rows.serviceRequestId, decision: "accept" }), expect: u404 },
      { category: "invalid", who: "owner", input: (w) => ({ requestId: w.customerA.rows.serviceRequestId, decision: "maybe" }), expect: u400 },
      { category: "invalid", who: "employee", input: () => ({ requestId: "nope", decision: "accept" }), expect: u400 },
    ],
  },
  // Service requests → work: A's request becomes a job, B's a draft quote (the allowed calls);
  // another business's request is a 404 (the job or quote is never made).
  "lib/admin/actions/service-requests/accept-service-request-into-job.ts#acceptServiceRequestIntoJobAction": {
    cases: [
      ...scheduleCases((w) => ({ ...requestJob(), requestId: w.customerA.rows.serviceRequestId })),
      { category: "foreign", who: "owner", input: (w) => ({ ...requestJob(), requestId: w.customerC.rows.serviceRequestId }), expect: { ...u404, message: "Service request not found" } },
      { category: "foreign", who: "otherOwner", input: (w) => ({ ...requestJob(), requestId: w.customerA.rows.serviceRequestId }), expect: { ...u404, message: "Service request not found" } },
      { category: "invalid", who: "owner", input: (w) => ({ ...requestJob(), startTime: "9am", requestId: w.customerA.rows.serviceRequestId }), expect: { ...u400, message: "Please enter a valid time" } },
      { category: "invalid", who: "employee", input: () => ({ ...requestJob(), requestId: "nope" }), expect: { ...u400, message: "Service request not found" } },
      { category: "allowed", who: "employee", input: (w) => ({ ...requestJob(), requestId: w.customerA.rows.serviceRequestId }), expect: { ok: true } },
    ],
  },
  "lib/admin/actions/service-requests/accept-service-request-into-quote.ts#acceptServiceRequestIntoQuoteAction": {
    cases: [
      ...moneyStaffCases("manage_quotes", (w) => ({ ...requestQuote(), requestId: w.customerB.rows.serviceRequestId })),
      { category: "foreign", who: "owner", input: (w) => ({ ...requestQuote(), requestId: w.customerC.rows.serviceRequestId }), expect: { ...u404, message: "Service request not found" } },
      { category: "foreign", who: "otherOwner", input: (w) => ({ ...requestQuote(), requestId: w.customerB.rows.serviceRequestId }), expect: { ...u404, message: "Service request not found" } },
      { category: "invalid", who: "owner", input: (w) => ({ ...requestQuote(), lineItems: [], requestId: w.customerB.rows.serviceRequestId }), expect: { ...u400, message: "Add at least one line item" } },
      { category: "allowed", who: "owner", input: (w) => ({ ...requestQuote(), requestId: w.customerB.rows.serviceRequestId }), expect: { ok: true } },
    ],
  },
  "lib/admin/actions/settings/update-business-profile.ts#updateBusinessProfileAction": {
    cases: [
      ...staffCases(() => ({ ...profileForm })),
      { category: "invalid", who: "owner", input: () => ({ ...profileForm, timezone: "Nowhere/Land" }), expect: { ...u400, message: "Please choose a time zone" } },
      { category: "invalid", who: "owner", input: () => ({ ...profileForm, businessEmail: "x@" }), expect: u400 },
    ],
    notApplicable: { foreign: "takes no id: always the actor's own business" },
  },
  "lib/admin/actions/settings/update-branding.ts#updateBrandingAction": {
    cases: [
      ...staffCases(() => ({ themePrimaryColor: "#14532d", themeSecondaryColor: "#ffffff" })),
      { category: "invalid", who: "owner", input: () => ({ themePrimaryColor: "#ffff00", themeSecondaryColor: "#ffffff" }), expect: u400 },
      { category: "invalid", who: "owner", input: () => ({ themePrimaryColor: "red", themeSecondaryColor: "#ffffff" }), expect: u400 },
    ],
    notApplicable: { foreign: "takes no id: always the actor's own business" },
  },
  "lib/admin/actions/settings/update-portal-settings.ts#updatePortalSettingsAction": {
    cases: [
      ...staffCases((w) => portalForm(`moved-${w.tag}`)),
      { category: "foreign", who: "owner", input: (w) => portalForm(w.c.subdomain), expect: { ok: false, status: 409, code: "conflict", message: "This subdomain is already taken" }, why: "another business's subdomain cannot be taken over" },
      { category: "invalid", who: "owner", input: () => portalForm("admin"), expect: { ...u400, message: "This subdomain is reserved" } },
      { category: "invalid", who: "owner", input: (w) => ({ ...portalForm(w.a.subdomain), reminderHours: "500" }), expect: u400 },
    ],
  },
  "lib/admin/actions/settings/update-booking-settings.ts#updateBookingSettingsAction": {
    cases: [
      ...staffCases(() => BOOKING_FORM),
      { category: "invalid", who: "owner", input: () => ({ ...BOOKING_FORM, websiteOrigins: "http://www.example.com" }), expect: { ...u400, message: "Invalid format" } },
      { category: "invalid", who: "owner", input: () => ({ ...BOOKING_FORM, windowsMode: "own", windows: "10:00-08:00" }), expect: { ...u400, message: "Invalid value" } },
      { category: "allowed", who: "owner", input: () => BOOKING_FORM, expect: { ok: true } },
    ],
    notApplicable: { foreign: "takes no id: always the actor's own business" },
  },
  "lib/admin/actions/settings/custom-domain.ts#setCustomDomainAction": {
    cases: [
      ...staffCases((w) => ({ domain: `portal.${w.tag}.example.test` })),
      { category: "invalid", who: "owner", input: () => ({ domain: "https://portal.example.com/login" }), expect: { ...u400, message: "Enter a domain like portal.example.com (no http:// and no path)" } },
      { category: "invalid", who: "owner", input: () => ({ domain: "" }), expect: u400 },
    ],
    notApplicable: { foreign: "takes no id: always the actor's own business (a domain another business holds is a 409, tests/integration/settings/custom-domain.test.ts)" },
  },
  "lib/admin/actions/settings/custom-domain.ts#verifyCustomDomainAction": {
    cases: [
      ...staffCases(() => ({})),
      { category: "invalid", who: "owner", input: () => ({ domain: "portal.example.com" }), expect: u400, why: "takes no input" },
    ],
    notApplicable: { foreign: "takes no id: always the actor's own business" },
  },
  "lib/admin/actions/settings/custom-domain.ts#removeCustomDomainAction": {
    cases: [
      ...staffCases(() => ({})),
      { category: "invalid", who: "owner", input: () => ({ businessId: "00000000-0000-4000-8000-000000000000" }), expect: u400, why: "takes no input" },
    ],
    notApplicable: { foreign: "takes no id: always the actor's own business" },
  },
  // Settings → Locations (manage_settings; the default employee lacks it). The world holds no
  // location ids, so "foreign" names an id that is no location of this business (another
  // business's own ids: tests/integration/locations/ and tests/integration/api/locations.test.ts).
  "lib/admin/actions/settings/locations.ts#createLocationAction": {
    cases: [
      ...staffCases(() => ({ ...locationForm })),
      { category: "invalid", who: "owner", input: () => ({ ...locationForm, name: "" }), expect: { ...u400, message: "This field is required" } },
      { category: "invalid", who: "owner", input: () => ({ ...locationForm, postalCodes: "4540" }), expect: { ...u400, message: "Postal codes are five digits, like 45402, or a range like 45402-45440" } },
    ],
    notApplicable: { foreign: "takes no id: the location always belongs to the actor's own business" },
  },
  "lib/admin/actions/settings/locations.ts#updateLocationAction": {
    cases: [
      ...staffCases(() => ({ locationId: NO_LOCATION, values: { ...locationForm } })),
      { category: "foreign", who: "owner", input: () => ({ locationId: NO_LOCATION, values: { ...locationForm } }), expect: { ...u404, message: "Location not found" }, why: "an id that is no location of this business" },
      { category: "invalid", who: "owner", input: () => ({ locationId: NO_LOCATION, values: { ...locationForm, timezone: "Mars/Olympus" } }), expect: { ...u400, message: "Please choose a time zone" } },
    ],
  },
  "lib/admin/actions/settings/locations.ts#makeDefaultLocationAction": {
    cases: [
      ...staffCases(() => ({ locationId: NO_LOCATION })),
      { category: "foreign", who: "owner", input: () => ({ locationId: NO_LOCATION }), expect: { ...u404, message: "Location not found" }, why: "an id that is no location of this business" },
      { category: "invalid", who: "owner", input: () => ({ locationId: "nope" }), expect: u400 },
    ],
  },
  "lib/admin/actions/settings/locations.ts#archiveLocationAction": {
    cases: [
      ...staffCases(() => ({ locationId: NO_LOCATION })),
      { category: "foreign", who: "owner", input: () => ({ locationId: NO_LOCATION, moveCustomersTo: NO_LOCATION }), expect: { ...u404, message: "Location not found" }, why: "an id that is no location of this business" },
      { category: "invalid", who: "owner", input: () => ({ locationId: NO_LOCATION, moveCustomersTo: "elsewhere" }), expect: u400 },
    ],
  },
  "lib/admin/actions/settings/locations.ts#restoreLocationAction": {
    cases: [
      ...staffCases(() => ({ locationId: NO_LOCATION })),
      { category: "foreign", who: "owner", input: () => ({ locationId: NO_LOCATION }), expect: { ...u404, message: "Location not found" }, why: "an id that is no location of this business" },
      { category: "invalid", who: "owner", input: () => ({}), expect: u400 },
    ],
  },
  "lib/admin/actions/settings/create-api-key.ts#createApiKeyAction": {
    cases: [
      ...staffCases(() => ({ name: "Zap", permissions: ["view_jobs"] })),
      { category: "invalid", who: "owner", input: () => ({ name: "Zap", permissions: [] }), expect: { ...u400, message: "Choose at least one permission" } },
      { category: "invalid", who: "owner", input: () => ({ name: "Zap", permissions: ["superpower"] }), expect: u400 },
      { category: "foreign", who: "owner", input: () => ({ name: "Zap", permissions: ["view_jobs"], locationIds: [NO_LOCATION] }), expect: { ok: false, status: 422, code: "unprocessable", message: "Unknown location" }, why: "a location that is no live one of this business: no key is made" },
    ],
  },
  "lib/admin/actions/settings/revoke-api-key.ts#revokeApiKeyAction": {
    cases: [
      ...staffCases(() => ({ apiKeyId: "00000000-0000-4000-8000-000000000000" })),
      { category: "foreign", who: "owner", input: () => ({ apiKeyId: "00000000-0000-4000-8000-000000000000" }), expect: u404, why: "an id that is no key of this business" },
      { category: "invalid", who: "owner", input: () => ({ apiKeyId: "sl_nope" }), expect: u400 },
    ],
  },
  // Webhooks: owner only, like API keys (the default employee lacks manage_settings).
  "lib/admin/actions/settings/create-webhook-endpoint.ts#createWebhookEndpointAction": {
    cases: [
      ...staffCases(() => ({ url: "https://8.8.8.8/hooks", events: ["quote.approved"] })),
      { category: "invalid", who: "owner", input: () => ({ url: "https://8.8.8.8/hooks", events: [] }), expect: { ...u400, message: "Choose at least one event" } },
      { category: "invalid", who: "owner", input: () => ({ url: "not a url", events: ["quote.approved"] }), expect: u400 },
      { category: "refused", who: "owner", input: () => ({ url: "https://127.0.0.1/hooks", events: ["quote.approved"] }), expect: { ok: false, status: 422, message: "Webhook URLs must point to a public internet address" } },
    ],
    notApplicable: { foreign: "takes no id: the endpoint always belongs to the actor's own business" },
  },
  "lib/admin/actions/settings/delete-webhook-endpoint.ts#deleteWebhookEndpointAction": {
    cases: [
      ...staffCases((w) => ({ endpointId: w.a.webhookEndpointId })),
      { category: "foreign", who: "owner", input: (w) => ({ endpointId: w.c.webhookEndpointId }), expect: u404, why: "another business's endpoint" },
      { category: "invalid", who: "owner", input: () => ({ endpointId: "nope" }), expect: u400 },
    ],
  },
  "lib/admin/actions/settings/resend-webhook-delivery.ts#resendWebhookDeliveryAction": {
    cases: [
      ...staffCases((w) => ({ deliveryId: w.a.webhookDeliveryId })),
      { category: "foreign", who: "owner", input: (w) => ({ deliveryId: w.c.webhookDeliveryId }), expect: u404, why: "another business's delivery" },
      { category: "invalid", who: "owner", input: () => ({ deliveryId: "nope" }), expect: u400 },
    ],
  },
  // Scheduling (manage_schedule; the world's default employee holds it, so "wrong role" is a
  // customer or the platform operator). Allowed calls run in this order on the world's visits:
  // move A's visit, start it, complete it, skip B's.
  "lib/admin/actions/schedule/create-job.ts#createJobAction": {
    cases: [
      ...scheduleCases((w) => jobInput(w.customerA.id)),
      { category: "foreign", who: "otherOwner", input: (w) => jobInput(w.customerA.id), expect: { ...u404, message: "Customer not found" } },
      { category: "invalid", who: "owner", input: (w) => ({ ...jobInput(w.customerA.id), startTime: "9am" }), expect: { ...u400, message: "Please enter a valid time" } },
      { category: "allowed", who: "owner", input: (w) => jobInput(w.customerA.id), expect: { ok: true } },
    ],
  },
  "lib/admin/actions/schedule/materialise-projected-visit.ts#materialiseProjectedVisitAction": {
    cases: [
      ...scheduleCases((w) => ({ jobId: w.customerA.rows.jobId, date: "2030-03-04" })),
      { category: "foreign", who: "otherOwner", input: (w) => ({ jobId: w.customerA.rows.jobId, date: "2030-03-04" }), expect: u404 },
      { category: "invalid", who: "owner", input: () => ({ jobId: "not-a-uuid", date: "2030-03-04" }), expect: { ...u400, message: "Job not found" } },
      { category: "refused", who: "owner", input: (w) => ({ jobId: w.customerA.rows.jobId, date: "2030-03-04" }), expect: u409, why: "the world's job is a one-off: it has no projected visits" },
    ],
    notApplicable: { allowed: "the world has no recurring job; projected visits are opened in tests/integration/scheduling/projected-visits.test.ts" },
  },
  "lib/admin/actions/schedule/update-job.ts#updateJobAction": {
    cases: [
      ...scheduleCases((w) => ({ jobId: w.customerA.rows.jobId, title: "Renamed" })),
      { category: "foreign", who: "otherOwner", input: (w) => ({ jobId: w.customerA.rows.jobId, title: "Mine" }), expect: { ...u404, message: "Job not found" } },
      { category: "invalid", who: "owner", input: () => ({ jobId: "not-a-uuid", title: "x" }), expect: u400 },
      { category: "allowed", who: "owner", input: (w) => ({ jobId: w.customerA.rows.jobId, title: "Renamed" }), expect: { ok: true } },
    ],
  },
  "lib/admin/actions/schedule/edit-visit.ts#editVisitAction": {
    cases: [
      ...scheduleCases((w) => visitMove(w.customerA.rows.jobId)),
      { category: "foreign", who: "otherOwner", input: (w) => visitMove(w.customerA.rows.jobId), expect: { ...u404, message: "Visit not found" } },
      { category: "invalid", who: "owner", input: (w) => ({ ...visitMove(w.customerA.rows.jobId), scope: "sometimes" }), expect: u400 },
      { category: "allowed", who: "owner", input: (w) => visitMove(w.customerA.rows.jobId), expect: { ok: true } },
    ],
  },
  // Pause, resume and shift (before start/complete, whose allowed calls close customer A's visit).
  "lib/admin/actions/schedule/pause-job.ts#pauseJobAction": {
    cases: [
      ...scheduleCases((w) => ({ jobId: w.customerA.rows.jobId, until: "2030-02-01" })),
      { category: "foreign", who: "otherOwner", input: (w) => ({ jobId: w.customerA.rows.jobId, until: "2030-02-01" }), expect: { ...u404, message: "Job not found" } },
      { category: "invalid", who: "owner", input: (w) => ({ jobId: w.customerA.rows.jobId, until: "soon" }), expect: { ...u400, message: "Please enter the date the job resumes" } },
      { category: "refused", who: "owner", input: (w) => ({ jobId: w.customerA.rows.jobId, until: "2030-02-01" }), expect: { ...u409, message: "Only a recurring job can be paused" }, why: "the world's job is one-off" },
    ],
  },
  "lib/admin/actions/service-requests/answer-reschedule-request.ts#acceptRescheduleRequestAction": {
    cases: [
      ...scheduleCases((w) => ({ requestId: w.customerA.rows.rescheduleRequestId })),
      { category: "foreign", who: "otherOwner", input: (w) => ({ requestId: w.customerA.rows.rescheduleRequestId }), expect: { ...u404, message: "Reschedule request not found" } },
      { category: "invalid", who: "owner", input: () => ({ requestId: "nope" }), expect: { ...u400, message: "Reschedule request not found" } },
      {
        category: "refused",
        who: "owner",
        input: (w) => ({ requestId: w.customerA.rows.rescheduleRequestId }),
        expect: { ...u409, message: "This request was already declined" },
        why: "the world's request is answered",
      },
    ],
  },
  "lib/admin/actions/service-requests/answer-reschedule-request.ts#declineRescheduleRequestAction": {
    cases: [
      ...scheduleCases((w) => ({ requestId: w.customerA.rows.rescheduleRequestId, message: "Booked" })),
      { category: "foreign", who: "otherOwner", input: (w) => ({ requestId: w.customerA.rows.rescheduleRequestId, message: "Booked" }), expect: { ...u404, message: "Reschedule request not found" } },
      { category: "invalid", who: "owner", input: (w) => ({ requestId: w.customerA.rows.rescheduleRequestId, message: " " }), expect: { ...u400, message: "Please write a message for the customer" } },
      {
        category: "refused",
        who: "owner",
        input: (w) => ({ requestId: w.customerA.rows.rescheduleRequestId, message: "Booked" }),
        expect: { ...u409, message: "This request was already declined" },
        why: "the world's request is answered",
      },
    ],
  },
  "lib/admin/actions/schedule/resume-job.ts#resumeJobAction": {
    cases: [
      ...scheduleCases((w) => ({ jobId: w.customerA.rows.jobId })),
      { category: "foreign", who: "otherOwner", input: (w) => ({ jobId: w.customerA.rows.jobId }), expect: { ...u404, message: "Job not found" } },
      { category: "invalid", who: "owner", input: () => ({ jobId: "not-a-uuid" }), expect: u400 },
      { category: "refused", who: "owner", input: (w) => ({ jobId: w.customerA.rows.jobId }), expect: { ...u409, message: "This job is not paused" }, why: "the world's job is not paused" },
    ],
  },
  "lib/admin/actions/schedule/shift-series.ts#previewSeriesShiftAction": {
    cases: [
      ...scheduleCases((w) => ({ visitId: w.customerA.rows.jobId, days: 1 })),
      { category: "foreign", who: "otherOwner", input: (w) => ({ visitId: w.customerA.rows.jobId, days: 1 }), expect: { ...u404, message: "Visit not found" } },
      { category: "invalid", who: "owner", input: (w) => ({ visitId: w.customerA.rows.jobId, days: 0 }), expect: { ...u400, message: "Shift by 1 to 60 days, later or earlier" } },
      { category: "allowed", who: "owner", input: (w) => ({ visitId: w.customerA.rows.jobId, days: 1 }), expect: { ok: true } },
    ],
  },
  "lib/admin/actions/schedule/shift-series.ts#shiftSeriesAction": {
    cases: [
      ...scheduleCases((w) => ({ visitId: w.customerA.rows.jobId, days: 1 })),
      { category: "foreign", who: "otherOwner", input: (w) => ({ visitId: w.customerA.rows.jobId, days: 1 }), expect: { ...u404, message: "Visit not found" } },
      { category: "invalid", who: "owner", input: (w) => ({ visitId: w.customerA.rows.jobId, days: 61 }), expect: { ...u400, message: "Shift by 1 to 60 days, later or earlier" } },
      { category: "allowed", who: "owner", input: (w) => ({ visitId: w.customerA.rows.jobId, days: 1 }), expect: { ok: true } },
    ],
  },
  // On my way (issue 11 item 7): a bell + email for A's scheduled visit; the 10-minute limit and
  // the audit entry are in tests/integration/scheduling/reminders.test.ts.
  "lib/admin/actions/schedule/send-on-my-way.ts#sendOnMyWayAction": {
    cases: [
      ...scheduleCases((w) => ({ visitId: w.customerA.rows.jobId })),
      { category: "foreign", who: "otherOwner", input: (w) => ({ visitId: w.customerA.rows.jobId }), expect: { ...u404, message: "Visit not found" } },
      { category: "invalid", who: "owner", input: () => ({ visitId: "not-a-uuid" }), expect: u400 },
      { category: "allowed", who: "employee", input: (w) => ({ visitId: w.customerA.rows.jobId }), expect: { ok: true } },
    ],
  },
  "lib/admin/actions/schedule/start-visit.ts#startVisitAction": {
    cases: [
      ...scheduleCases((w) => ({ visitId: w.customerA.rows.jobId })),
      { category: "foreign", who: "otherOwner", input: (w) => ({ visitId: w.customerA.rows.jobId }), expect: { ...u404, message: "Visit not found" } },
      { category: "invalid", who: "owner", input: () => ({ visitId: "not-a-uuid" }), expect: u400 },
      { category: "allowed", who: "owner", input: (w) => ({ visitId: w.customerA.rows.jobId }), expect: { ok: true } },
    ],
  },
  "lib/admin/actions/schedule/complete-visit.ts#completeVisitAction": {
    cases: [
      ...scheduleCases((w) => ({ visitId: w.customerA.rows.jobId, note: "Done" })),
      { category: "foreign", who: "otherOwner", input: (w) => ({ visitId: w.customerA.rows.jobId, note: "Done" }), expect: { ...u404, message: "Visit not found" } },
      { category: "invalid", who: "owner", input: (w) => ({ visitId: w.customerA.rows.jobId, note: "x".repeat(4001) }), expect: u400 },
      { category: "allowed", who: "employee", input: (w) => ({ visitId: w.customerA.rows.jobId, note: "Done" }), expect: { ok: true } },
    ],
  },
  // Cancel with a reason (issue 11 item 4): the crew's day; the API route is in tests/integration/api/visit-actions.test.ts.
  "lib/admin/actions/schedule/cancel-visit.ts#cancelVisitAction": {
    cases: [
      ...scheduleCases((w) => ({ visitId: w.customerA.rows.jobId, reason: "Rain" })),
      { category: "foreign", who: "otherOwner", input: (w) => ({ visitId: w.customerA.rows.jobId, reason: "Rain" }), expect: { ...u404, message: "Visit not found" } },
      { category: "invalid", who: "owner", input: (w) => ({ visitId: w.customerA.rows.jobId, reason: "   " }), expect: { ...u400, message: "Please give a reason for cancelling" } },
      // A's and B's visits are closed by the complete and skip cases; C's is open, in otherOwner's business.
      { category: "allowed", who: "otherOwner", input: (w) => ({ visitId: w.customerC.rows.jobId, reason: "Rain" }), expect: { ok: true } },
    ],
  },
  "lib/admin/actions/schedule/skip-visit.ts#skipVisitAction": {
    cases: [
      ...scheduleCases((w) => ({ visitId: w.customerB.rows.jobId, reason: "Away" })),
      { category: "foreign", who: "otherOwner", input: (w) => ({ visitId: w.customerB.rows.jobId, reason: "Away" }), expect: { ...u404, message: "Visit not found" } },
      { category: "invalid", who: "owner", input: () => ({ visitId: "not-a-uuid" }), expect: u400 },
      { category: "allowed", who: "owner", input: (w) => ({ visitId: w.customerB.rows.jobId, reason: "Away" }), expect: { ok: true } },
    ],
  },
  // ── Customers (manage_customers; the world's default employee has it) ────────────
  "lib/admin/actions/customers/save-customer.ts#createCustomerAction": {
    cases: [
      ...customerStaffCases((w) => ({ firstName: "New", lastName: "Customer", email: `cust-${w.tag}@example.test` })),
      { category: "invalid", who: "owner", input: () => ({ firstName: "", lastName: "Customer" }), expect: { ...u400, message: "First name is required" } },
      { category: "invalid", who: "owner", input: () => ({ firstName: "New", lastName: "Customer", phone: "12" }), expect: { ...u400, message: "Phone number must be between 10 and 15 digits" } },
      { category: "invalid", who: "owner", input: (w) => ({ firstName: "Dup", lastName: "Email", email: w.customerA.email }), expect: { ok: false, status: 409, code: "conflict" } },
      { category: "allowed", who: "owner", input: (w) => ({ firstName: "New", lastName: "Customer", email: `cust-${w.tag}@example.test`, tags: "weekly" }), expect: { ok: true } },
      { category: "allowed", who: "employee", input: (w) => ({ firstName: "Emp", lastName: "Added", email: `emp-cust-${w.tag}@example.test` }), expect: { ok: true } },
    ],
    notApplicable: { foreign: "takes no id: the customer is always created in the actor's own business" },
  },
  "lib/admin/actions/customers/save-customer.ts#updateCustomerAction": {
    cases: [
      ...customerStaffCases((w) => ({ customerId: w.customerA.id, notes: "changed" })),
      { category: "foreign", who: "otherOwner", input: (w) => ({ customerId: w.customerA.id, notes: "hijack" }), expect: u404 },
      { category: "foreign", who: "owner", input: (w) => ({ customerId: w.customerC.id, notes: "hijack" }), expect: u404 },
      { category: "invalid", who: "owner", input: (w) => ({ customerId: w.customerA.id, email: "nope" }), expect: { ...u400, message: "Please enter a valid email address" } },
      { category: "invalid", who: "owner", input: () => ({ customerId: "not-a-uuid" }), expect: u400 },
      { category: "allowed", who: "owner", input: (w) => ({ customerId: w.customerA.id, notes: "Prefers mornings" }), expect: { ok: true } },
    ],
  },
  "lib/admin/actions/customers/archive-customer.ts#setCustomerArchivedAction": {
    cases: [
      ...customerStaffCases((w) => ({ customerId: w.customerA.id, archived: true })),
      { category: "foreign", who: "otherOwner", input: (w) => ({ customerId: w.customerA.id, archived: true }), expect: u404 },
      { category: "invalid", who: "owner", input: (w) => ({ customerId: w.customerA.id, archived: "yes" }), expect: u400 },
      // Restoring a customer who is not archived changes nothing; archiving is covered in tests/integration/customers.
      { category: "allowed", who: "owner", input: (w) => ({ customerId: w.customerA.id, archived: false }), expect: { ok: true } },
    ],
  },
  "lib/admin/actions/customers/properties.ts#addPropertyAction": {
    cases: [
      ...customerStaffCases((w) => ({ customerId: w.customerA.id, label: "Cabin", address: "1 Lake Rd" })),
      { category: "foreign", who: "otherOwner", input: (w) => ({ customerId: w.customerA.id, label: "Cabin", address: "1 Lake Rd" }), expect: u404 },
      { category: "invalid", who: "owner", input: (w) => ({ customerId: w.customerA.id, label: "Cabin", address: "" }), expect: { ...u400, message: "This field is required" } },
      { category: "allowed", who: "owner", input: (w) => ({ customerId: w.customerA.id, label: "Cabin", address: "1 Lake Rd", gateCode: "4321", pets: "Dog" }), expect: { ok: true } },
    ],
  },
  "lib/admin/actions/customers/properties.ts#updatePropertyAction": {
    cases: [
      ...customerStaffCases((w) => ({ customerId: w.customerA.id, propertyId: w.customerA.id, label: "Cabin", address: "1 Lake Rd" })),
      { category: "foreign", who: "otherOwner", input: (w) => ({ customerId: w.customerA.id, propertyId: w.customerA.id, label: "Cabin", address: "1 Lake Rd" }), expect: u404 },
      { category: "invalid", who: "owner", input: (w) => ({ customerId: w.customerA.id, propertyId: "x", label: "Cabin", address: "1 Lake Rd" }), expect: u400 },
    ],
    notApplicable: { allowed: "the world has no property; editing is covered in tests/integration/customers/properties.test.ts" },
  },
  "lib/admin/actions/customers/properties.ts#removePropertyAction": {
    cases: [
      ...customerStaffCases((w) => ({ customerId: w.customerA.id, propertyId: w.customerA.id })),
      { category: "foreign", who: "otherOwner", input: (w) => ({ customerId: w.customerA.id, propertyId: w.customerA.id }), expect: u404 },
      { category: "invalid", who: "owner", input: () => ({ customerId: "x", propertyId: "y" }), expect: u400 },
    ],
    notApplicable: { allowed: "the world has no property; removing is covered in tests/integration/customers/properties.test.ts" },
  },
  "lib/admin/actions/customers/portal-access.ts#inviteCustomerAction": {
    cases: [
      ...customerStaffCases((w) => ({ customerId: w.customerA.id })),
      { category: "foreign", who: "otherOwner", input: (w) => ({ customerId: w.customerA.id }), expect: u404 },
      { category: "invalid", who: "owner", input: () => ({ customerId: "nope" }), expect: u400 },
      { category: "invalid", who: "owner", input: (w) => ({ customerId: w.customerA.id }), expect: { ok: false, status: 409, message: "This customer already has portal access" } },
    ],
    notApplicable: { allowed: "every world customer already has portal access; inviting is covered in tests/integration/customers/portal-access.test.ts" },
  },
  "lib/admin/actions/customers/portal-preview.ts#startPortalPreviewAction": {
    cases: [
      ...customerStaffCases((w) => ({ customerId: w.customerA.id })),
      { category: "foreign", who: "otherOwner", input: (w) => ({ customerId: w.customerA.id }), expect: u404, why: "another business's customer cannot be previewed" },
      { category: "invalid", who: "owner", input: () => ({ customerId: "nope" }), expect: u400 },
      { category: "allowed", who: "owner", input: (w) => ({ customerId: w.customerA.id }), expect: { ok: true } },
    ],
  },
  "lib/admin/actions/customers/portal-access.ts#revokePortalAccessAction": {
    cases: [
      ...customerStaffCases((w) => ({ customerId: w.customerA.id })),
      { category: "foreign", who: "otherOwner", input: (w) => ({ customerId: w.customerA.id }), expect: u404 },
      { category: "invalid", who: "owner", input: () => ({ customerId: 42 }), expect: u400 },
    ],
    notApplicable: { allowed: "revoking would end the world customers' sessions; covered in tests/integration/customers/portal-access.test.ts" },
  },
  "lib/admin/actions/customers/bulk-customers.ts#bulkTagCustomersAction": {
    cases: [
      ...customerStaffCases((w) => ({ customerIds: [w.customerA.id], tag: "vip" })),
      { category: "foreign", who: "otherOwner", input: (w) => ({ customerIds: [w.customerA.id, w.customerB.id], tag: "hijack" }), expect: { ok: true }, why: "another business's ids are skipped: nothing changes" },
      { category: "invalid", who: "owner", input: () => ({ customerIds: [], tag: "vip" }), expect: { ...u400, message: "Select at least one customer" } },
      { category: "invalid", who: "owner", input: (w) => ({ customerIds: [w.customerA.id], tag: " " }), expect: { ...u400, message: "This field is required" } },
      { category: "allowed", who: "owner", input: (w) => ({ customerIds: [w.customerA.id, w.customerC.id], tag: "vip" }), expect: { ok: true } },
    ],
  },
  "lib/admin/actions/customers/bulk-customers.ts#bulkInviteCustomersAction": {
    cases: [
      ...customerStaffCases((w) => ({ customerIds: [w.customerA.id] })),
      { category: "foreign", who: "otherOwner", input: (w) => ({ customerIds: [w.customerA.id] }), expect: { ok: true }, why: "another business's ids are skipped with a reason: nothing changes" },
      { category: "invalid", who: "owner", input: () => ({ customerIds: ["nope"] }), expect: u400 },
    ],
    notApplicable: { allowed: "every world customer already has portal access; covered in tests/integration/customers/bulk.test.ts" },
  },
  "lib/admin/actions/customers/import-customers.ts#importCustomersAction": {
    cases: [
      ...customerStaffCases((w) => ({ csv: `first_name,last_name,email\nImp,Orted,imp-${w.tag}@example.test\n`, commit: true })),
      { category: "invalid", who: "owner", input: () => ({ csv: "", commit: false }), expect: { ...u400, message: "Choose a CSV file" } },
      { category: "invalid", who: "owner", input: () => ({ csv: "email\nbob@example.test\n", commit: true }), expect: { ...u400, message: "The file needs a first_name column" } },
      { category: "invalid", who: "owner", input: () => ({ csv: "first_name,last_name,email\nBad1,Row,nope\nGood,Row,good@example.test\n", commit: true }), expect: { ok: false, status: 422, message: "Nothing was imported: fix the rows with errors and try again" } },
      { category: "allowed", who: "owner", input: (w) => ({ csv: `first_name,last_name,email\nImp,Orted,imp-${w.tag}@example.test\n`, commit: true }), expect: { ok: true } },
    ],
    notApplicable: { foreign: "takes no id: rows are always imported into the actor's own business (de-duplication is per business, tested in tests/integration/customers/csv.test.ts)" },
  },
  "lib/admin/actions/account/change-password.ts#changePasswordAction": {
    cases: [
      { category: "no-session", who: "anonymous", input: () => ({ currentPassword: "Wrong-password-1", password: "Fresh!Pass2", confirmPassword: "Fresh!Pass2" }), expect: u401 },
      { category: "wrong-role", who: "customerA", input: () => ({ currentPassword: "Wrong-password-1", password: "Fresh!Pass2", confirmPassword: "Fresh!Pass2" }), expect: u401, why: "a portal customer is no staff member" },
      { category: "invalid", who: "owner", input: () => ({ currentPassword: "x", password: "weak", confirmPassword: "weak" }), expect: { ...u400, message: "Password must be at least 8 characters long" } },
      {
        category: "refused",
        who: "employee",
        input: () => ({ currentPassword: "Wrong-password-1", password: "Fresh!Pass2", confirmPassword: "Fresh!Pass2" }),
        expect: { ...u400, message: "Current password is incorrect" },
        why: "the current password is required",
      },
    ],
    notApplicable: { foreign: "takes no id: always the caller's own password (the change itself: tests/integration/staff-auth/staff-password.test.ts)" },
  },
  "lib/admin/actions/account/sign-out.ts#signOutAction": {
    cases: [
      { category: "no-session", who: "anonymous", input: () => null, expect: { ok: true }, why: "ends the caller's own session only; nothing else changes" },
      { category: "refused", who: "customerA", input: () => ({ userId: "anything" }), expect: { ok: true }, why: "input is ignored; the portal session stays" },
    ],
    notApplicable: {
      "wrong-role": "public: whoever holds a staff cookie may end it",
      foreign: "takes no id",
      invalid: "takes no input (noInput ignores whatever is sent)",
    },
  },

  // ── Customer portal ─────────────────────────────────────────────────────────
  "lib/portal/actions/mark-notifications-read.ts#markNotificationsReadAction": {
    cases: [
      ...customerCases(() => null),
      {
        category: "foreign",
        who: "customerB",
        input: (w) => ({ customerId: w.customerA.id }),
        expect: { ok: true },
        untouched: (w) => [row("notifications", w.customerA.rows.notificationId), row("notifications", w.customerC.rows.notificationId)],
        why: "marks only the caller's own notifications; a named customer id is ignored",
      },
    ],
    notApplicable: { invalid: "takes no input (noInput ignores whatever is sent)" },
  },
  "lib/portal/actions/request-service.ts#requestServiceAction": {
    cases: [
      ...customerCases((w) => ({ serviceId: w.a.serviceId, requestType: "one_time" })),
      { category: "foreign", who: "customerA", input: (w) => ({ serviceId: w.c.serviceId, requestType: "one_time" }), expect: { ...u404, message: "Service not found" } },
      {
        category: "foreign",
        who: "customerB",
        input: (w) => ({ serviceId: w.a.serviceId, requestType: "one_time", customerId: w.customerA.id }),
        expect: { ok: true },
        untouched: (w) => [{ table: "service_requests", column: "customer_id", value: w.customerA.id }],
        why: "a named customer id is ignored: the request is B's own",
      },
      { category: "invalid", who: "customerA", input: () => ({ requestType: "whenever" }), expect: u400 },
      { category: "invalid", who: "customerA", input: () => ({ preferredDate: "2001-01-01" }), expect: { ...u400, message: "Preferred date cannot be earlier than today" } },
    ],
  },
  "lib/portal/actions/rate-visit.ts#rateVisitAction": {
    cases: [
      ...customerCases((w) => ({ visitId: w.customerA.rows.jobId, rating: 5 })),
      { category: "foreign", who: "customerB", input: (w) => ({ visitId: w.customerA.rows.jobId, rating: 1 }), expect: { ...u404, message: "Visit not found" }, why: "issue 13: a customer rating a neighbour's visit" },
      { category: "foreign", who: "customerA", input: (w) => ({ visitId: w.customerC.rows.jobId, rating: 1 }), expect: { ...u404, message: "Visit not found" } },
      { category: "refused", who: "customerA", input: (w) => ({ visitId: w.customerA.rows.jobId, rating: 5 }), expect: { ok: false, status: 409, code: "conflict", message: "Only a completed visit can be rated" }, why: "the world's visits are still scheduled" },
      { category: "invalid", who: "customerA", input: (w) => ({ visitId: w.customerA.rows.jobId, rating: 7 }), expect: { ...u400, message: "Please choose a rating from 1 to 5 stars" } },
      { category: "invalid", who: "customerA", input: () => ({ visitId: "not-a-uuid", rating: 3 }), expect: u400 },
    ],
  },
  "lib/portal/actions/respond-to-quote.ts#respondToQuoteAction": {
    cases: [
      ...customerCases((w) => ({ quoteId: w.customerA.rows.quoteId, decision: "approve" })),
      { category: "foreign", who: "customerB", input: (w) => ({ quoteId: w.customerA.rows.quoteId, decision: "approve" }), expect: { ...u404, message: "Quote not found" } },
      { category: "foreign", who: "customerA", input: (w) => ({ quoteId: w.customerC.rows.quoteId, decision: "decline" }), expect: { ...u404, message: "Quote not found" } },
      { category: "invalid", who: "customerA", input: (w) => ({ quoteId: w.customerA.rows.quoteId, decision: "maybe" }), expect: u400 },
    ],
  },
  "lib/portal/actions/pay-invoice.ts#payInvoiceAction": {
    cases: [
      ...customerCases((w) => ({ invoiceId: w.customerA.rows.invoiceId })),
      { category: "foreign", who: "customerB", input: (w) => ({ invoiceId: w.customerA.rows.invoiceId }), expect: { ...u404, message: "Invoice not found" } },
      { category: "foreign", who: "customerA", input: (w) => ({ invoiceId: w.customerC.rows.invoiceId }), expect: { ...u404, message: "Invoice not found" } },
      { category: "invalid", who: "customerA", input: () => ({ invoiceId: 42 }), expect: u400 },
      {
        category: "refused",
        who: "customerA",
        input: (w) => ({ invoiceId: w.customerA.rows.invoiceId }),
        expect: { ok: false, status: 409, code: "conflict", message: "This business does not take card payments online yet" },
        why: "business A has no connected Stripe account",
      },
    ],
  },
  "lib/portal/actions/pay-quote-deposit.ts#payQuoteDepositAction": {
    cases: [
      ...customerCases((w) => ({ quoteId: w.customerA.rows.quoteId })),
      { category: "foreign", who: "customerB", input: (w) => ({ quoteId: w.customerA.rows.quoteId }), expect: { ...u404, message: "Quote not found" } },
      { category: "foreign", who: "customerA", input: (w) => ({ quoteId: w.customerC.rows.quoteId }), expect: { ...u404, message: "Quote not found" } },
      { category: "invalid", who: "customerA", input: () => ({ quoteId: 42 }), expect: u400 },
      {
        category: "refused",
        who: "customerA",
        input: (w) => ({ quoteId: w.customerA.rows.quoteId }),
        expect: { ok: false, status: 409, code: "conflict", message: "Only an approved quote takes a deposit" },
        why: "the world's quote is sent, not approved",
      },
    ],
    notApplicable: { allowed: "the world's business takes no cards; the deposit's Checkout is in tests/integration/money/quote-deposit-checkout.test.ts" },
  },
  "lib/portal/actions/payment-card.ts#startCardSetupAction": {
    cases: [
      ...customerCases(() => null),
      {
        category: "foreign",
        who: "customerB",
        input: (w) => ({ customerId: w.customerA.id }),
        expect: { ok: false, status: 409, code: "conflict", message: "This business does not take card payments online yet" },
        why: "always the caller's own card (a named customer id is ignored); business A has no connected Stripe account",
      },
      { category: "refused", who: "customerA", input: () => null, expect: { ok: false, status: 409, code: "conflict", message: "This business does not take card payments online yet" }, why: "no connected Stripe account" },
    ],
    notApplicable: { invalid: "takes no input (noInput ignores whatever is sent)" },
  },
  "lib/portal/actions/payment-card.ts#removeCardAction": {
    cases: [
      ...customerCases(() => null),
      { category: "foreign", who: "customerB", input: (w) => ({ customerId: w.customerA.id }), expect: { ok: true }, why: "removes only the caller's own card; a named customer id is ignored" },
    ],
    notApplicable: { invalid: "takes no input (noInput ignores whatever is sent)" },
  },
  "lib/portal/actions/payment-card.ts#setAutopayAction": {
    cases: [
      ...customerCases(() => ({ enabled: false })),
      {
        category: "foreign",
        who: "customerB",
        input: (w) => ({ enabled: true, customerId: w.customerA.id }),
        expect: { ok: false, status: 409, code: "conflict", message: "Save a card before turning on autopay" },
        why: "always the caller's own choice; customer B has no saved card",
      },
      { category: "invalid", who: "customerA", input: () => ({ enabled: "yes" }), expect: u400 },
      { category: "invalid", who: "customerA", input: () => null, expect: u400 },
      { category: "allowed", who: "customerA", input: () => ({ enabled: false }), expect: { ok: true } },
    ],
  },
  "lib/portal/actions/visit-self-service.ts#skipVisitAsCustomerAction": {
    cases: [
      ...customerCases((w) => ({ visitId: w.customerA.rows.jobId, reason: "Away" })),
      { category: "foreign", who: "customerB", input: (w) => ({ visitId: w.customerA.rows.jobId, reason: "Away" }), expect: { ...u404, message: "Visit not found" } },
      { category: "foreign", who: "customerA", input: (w) => ({ visitId: w.customerC.rows.jobId, reason: "Away" }), expect: { ...u404, message: "Visit not found" } },
      { category: "invalid", who: "customerA", input: () => ({ visitId: "not-a-uuid" }), expect: u400 },
    ],
  },
  "lib/portal/actions/visit-self-service.ts#requestVisitRescheduleAction": {
    cases: [
      ...customerCases((w) => ({ visitId: w.customerA.rows.jobId, preferredDate: "2030-01-15", preferredTimeSlot: "8:00-10:00 AM", notes: "" })),
      {
        category: "foreign",
        who: "customerB",
        input: (w) => ({ visitId: w.customerA.rows.jobId, preferredDate: "2030-01-15", preferredTimeSlot: "8:00-10:00 AM", notes: "" }),
        expect: { ...u404, message: "Visit not found" },
      },
      { category: "invalid", who: "customerA", input: (w) => ({ visitId: w.customerA.rows.jobId, preferredDate: "2030-01-15", preferredTimeSlot: "noon" }), expect: u400 },
    ],
  },
  "lib/portal/actions/service-pause.ts#pauseServiceAsCustomerAction": {
    cases: [
      ...customerCases((w) => ({ jobId: w.customerA.rows.jobId, from: "2030-02-01", until: "2030-02-10" })),
      { category: "foreign", who: "customerB", input: (w) => ({ jobId: w.customerA.rows.jobId, from: "2030-02-01", until: "2030-02-10" }), expect: { ...u404, message: "Service not found" } },
      { category: "foreign", who: "customerA", input: (w) => ({ jobId: w.customerC.rows.jobId, from: "2030-02-01", until: "2030-02-10" }), expect: { ...u404, message: "Service not found" } },
      { category: "invalid", who: "customerA", input: (w) => ({ jobId: w.customerA.rows.jobId, from: "soon", until: "2030-02-10" }), expect: { ...u400, message: "Please enter the first day of the pause" } },
      {
        category: "refused",
        who: "customerA",
        input: (w) => ({ jobId: w.customerA.rows.jobId, from: "2030-02-01", until: "2030-02-10" }),
        expect: { ...u409, message: "Only a recurring service can be paused" },
        why: "the world's job is one-off",
      },
    ],
  },
  "lib/portal/actions/service-pause.ts#resumeServiceAsCustomerAction": {
    cases: [
      ...customerCases((w) => ({ jobId: w.customerA.rows.jobId })),
      { category: "foreign", who: "customerB", input: (w) => ({ jobId: w.customerA.rows.jobId }), expect: { ...u404, message: "Service not found" } },
      { category: "invalid", who: "customerA", input: () => ({ jobId: "not-a-uuid" }), expect: { ...u400, message: "Service not found" } },
      { category: "refused", who: "customerA", input: (w) => ({ jobId: w.customerA.rows.jobId }), expect: { ...u409, message: "This service is not paused" }, why: "the world's job is not paused" },
    ],
  },
  "lib/portal/actions/send-message.ts#sendMessageAction": {
    cases: [
      ...customerCases((w) => ({ conversationId: w.customerA.rows.conversationId, content: "hi" })),
      { category: "foreign", who: "customerB", input: (w) => ({ conversationId: w.customerA.rows.conversationId, content: "hi" }), expect: { ...u404, message: "Conversation not found" } },
      { category: "foreign", who: "customerA", input: (w) => ({ conversationId: w.customerC.rows.conversationId, content: "hi" }), expect: { ...u404, message: "Conversation not found" } },
      {
        category: "foreign",
        who: "customerB",
        input: (w) => ({ conversationId: w.customerB.rows.conversationId, content: "", fileIds: [w.customerA.rows.fileId] }),
        expect: { ...u400, message: "Attachment not found" },
      },
      { category: "invalid", who: "customerA", input: (w) => ({ conversationId: w.customerA.rows.conversationId, content: "   " }), expect: u400 },
    ],
  },
  "lib/portal/actions/sign-contract.ts#signContractAction": {
    cases: [
      ...customerCases((w) => ({ ...signature(w.customerA.rows.contractId), contentSha256: contractSha(w, "A") })),
      {
        category: "foreign",
        who: "customerB",
        input: (w) => ({ ...signature(w.customerA.rows.contractId), contentSha256: contractSha(w, "A") }),
        expect: { ...u404, message: "Contract not found" },
        why: "issue 16: a customer signing a neighbour's contract",
      },
      {
        category: "foreign",
        who: "customerA",
        input: (w) => ({ ...signature(w.customerC.rows.contractId), contentSha256: contractSha(w, "C") }),
        expect: { ...u404, message: "Contract not found" },
      },
      { category: "invalid", who: "customerA", input: (w) => ({ ...signature(w.customerA.rows.contractId), contentSha256: contractSha(w, "A"), consent: false }), expect: u400 },
      { category: "invalid", who: "customerA", input: (w) => ({ ...signature(w.customerA.rows.contractId), contentSha256: "abc" }), expect: u400 },
    ],
  },
  "lib/portal/actions/subscribe.ts#subscribeAction": {
    cases: [
      ...customerCases((w) => ({ serviceId: w.a.serviceId })),
      { category: "foreign", who: "customerA", input: (w) => ({ serviceId: w.c.serviceId }), expect: { ...u404, message: "Service not found" } },
      {
        category: "foreign",
        who: "customerB",
        input: (w) => ({ serviceId: w.a.serviceId, customerId: w.customerA.id }),
        expect: { ok: false, status: 409, code: "conflict" },
        untouched: (w) => [{ table: "customer_services", column: "customer_id", value: w.customerA.id }],
        why: "B's own subscription decides; A's is untouched",
      },
      { category: "invalid", who: "customerA", input: () => ({ serviceId: "nope" }), expect: { ...u400, message: "Service not found" } },
    ],
  },
  "lib/portal/actions/update-property-access-notes.ts#updatePropertyAccessNotesAction": {
    cases: [
      ...customerCases((w) => ({ propertyId: w.customerA.rows.propertyId, gateCode: "1234" })),
      {
        category: "foreign",
        who: "customerB",
        input: (w) => ({ propertyId: w.customerA.rows.propertyId, gateCode: "1234" }),
        expect: { ok: false, status: 404, code: "not_found", message: "Property not found" },
        untouched: (w) => [row("properties", w.customerA.rows.propertyId)],
        why: "another customer's property of the same business",
      },
      { category: "invalid", who: "customerA", input: () => ({ propertyId: "nope", gateCode: "1" }), expect: u400 },
      { category: "invalid", who: "customerA", input: (w) => ({ propertyId: w.customerA.rows.propertyId, gateCode: "x".repeat(51) }), expect: u400 },
    ],
  },
  "lib/portal/actions/update-account.ts#updateAccountAction": {
    cases: [
      ...customerCases(() => account),
      {
        category: "foreign",
        who: "customerB",
        input: (w) => ({ ...account, id: w.customerA.id, customerId: w.customerA.id, businessId: w.c.id }),
        expect: { ok: true },
        untouched: (w) => [row("customers", w.customerA.id), row("customers", w.customerC.id)],
        why: "ids in the input are ignored: only the caller's own row changes",
      },
      { category: "invalid", who: "customerA", input: () => ({ ...account, email: "nope" }), expect: u400 },
      { category: "invalid", who: "customerA", input: () => ({ ...account, firstName: "" }), expect: u400 },
    ],
  },
  "lib/portal/actions/logout-customer.ts#logoutCustomer": {
    cases: [
      { category: "no-session", who: "anonymous", input: () => null, expect: { ok: true }, why: "nothing to end" },
      {
        category: "refused",
        who: "customerAOnC",
        input: () => null,
        expect: { ok: true },
        why: "ends only the session of the cookie it is given",
      },
      {
        category: "foreign",
        who: "customerB",
        input: (w) => ({ customerId: w.customerA.id }),
        expect: { ok: true },
        untouched: (w) => [{ table: "customer_sessions", column: "customer_id", value: w.customerA.id }],
        why: "B's logout leaves A's sessions alone",
      },
    ],
    notApplicable: { "wrong-role": "public: the cookie is the only authority", invalid: "takes no input" },
  },

  // ── Platform operator ───────────────────────────────────────────────────────
  "lib/superadmin/actions/update-platform-settings.ts#updatePlatformSettingsAction": {
    cases: [
      { category: "no-session", who: "anonymous", input: () => goodSettings, expect: u401, untouched: () => settingRows },
      { category: "wrong-role", who: "owner", input: () => goodSettings, expect: u401, untouched: () => settingRows },
      { category: "wrong-role", who: "customerA", input: () => goodSettings, expect: u401, untouched: () => settingRows },
      {
        category: "invalid",
        who: "superadmin",
        input: () => ({ ...goodSettings, platformFeeBps: 5000 }),
        expect: { ...u400, message: "Platform fee must be between 0 and 1000 basis points" },
        untouched: () => settingRows,
      },
      { category: "invalid", who: "superadmin", input: () => ({ ...goodSettings, supportEmail: "nope" }), expect: u400, untouched: () => settingRows },
    ],
    notApplicable: { foreign: "platform-wide settings belong to no business" },
  },

  "lib/superadmin/actions/run-security-checks.ts#runSecurityChecksAction": {
    cases: [
      { category: "no-session", who: "anonymous", input: () => ({}), expect: u401 },
      { category: "wrong-role", who: "owner", input: () => ({}), expect: u401, why: "a business owner is no platform operator" },
      { category: "wrong-role", who: "customerA", input: () => ({}), expect: u401 },
      { category: "invalid", who: "superadmin", input: () => ({ target: "https://elsewhere.example" }), expect: u400, why: "the probes take no input: they never aim anywhere but this deployment" },
    ],
    notApplicable: { foreign: "platform-wide: the probes create and remove their own tenants" },
  },

  "lib/superadmin/actions/set-business-suspension.ts#setBusinessSuspensionAction": {
    cases: [
      { category: "no-session", who: "anonymous", input: (w) => ({ businessId: w.a.id, suspended: true }), expect: u401 },
      { category: "wrong-role", who: "owner", input: (w) => ({ businessId: w.a.id, suspended: true }), expect: u401, why: "a business owner is no platform operator" },
      { category: "wrong-role", who: "customerA", input: (w) => ({ businessId: w.a.id, suspended: true }), expect: u401 },
      { category: "invalid", who: "superadmin", input: () => ({ businessId: "nope", suspended: true }), expect: u400 },
      { category: "refused", who: "superadmin", input: () => ({ businessId: crypto.randomUUID(), suspended: true }), expect: u404, why: "an unknown business" },
      { category: "allowed", who: "superadmin", input: (w) => ({ businessId: w.a.id, suspended: false }), expect: { ok: true }, why: "restoring an active business changes nothing" },
    ],
  },
  "lib/superadmin/actions/set-business-portal-enabled.ts#setBusinessPortalEnabledAction": {
    cases: [
      { category: "no-session", who: "anonymous", input: (w) => ({ businessId: w.a.id, enabled: false }), expect: u401 },
      { category: "wrong-role", who: "owner", input: (w) => ({ businessId: w.a.id, enabled: false }), expect: u401, why: "a business owner is no platform operator" },
      { category: "wrong-role", who: "customerA", input: (w) => ({ businessId: w.a.id, enabled: false }), expect: u401 },
      { category: "invalid", who: "superadmin", input: (w) => ({ businessId: w.a.id, enabled: "off" }), expect: u400 },
      { category: "refused", who: "superadmin", input: () => ({ businessId: crypto.randomUUID(), enabled: false }), expect: u404, why: "an unknown business" },
      { category: "allowed", who: "superadmin", input: (w) => ({ businessId: w.a.id, enabled: true }), expect: { ok: true }, why: "enabling an enabled portal changes nothing" },
    ],
  },

  "lib/superadmin/actions/start-support-view.ts#startSupportViewAction": {
    cases: [
      { category: "no-session", who: "anonymous", input: (w) => ({ businessId: w.a.id }), expect: u401 },
      { category: "wrong-role", who: "owner", input: (w) => ({ businessId: w.a.id }), expect: u401, why: "a business owner is no platform operator" },
      { category: "wrong-role", who: "employee", input: (w) => ({ businessId: w.a.id }), expect: u401, why: "nor is an employee" },
      { category: "wrong-role", who: "customerA", input: (w) => ({ businessId: w.a.id }), expect: u401 },
      { category: "invalid", who: "superadmin", input: () => ({ businessId: "nope" }), expect: u400 },
      { category: "refused", who: "superadmin", input: () => ({ businessId: crypto.randomUUID() }), expect: { ...u404, message: "Business not found" }, why: "an unknown business" },
    ],
  },
  "lib/superadmin/actions/end-support-view.ts#endSupportViewAction": {
    cases: [
      { category: "no-session", who: "anonymous", input: () => null, expect: u401 },
      { category: "wrong-role", who: "owner", input: () => null, expect: u401, why: "a business owner is no platform operator" },
      { category: "wrong-role", who: "customerA", input: () => null, expect: u401 },
      { category: "allowed", who: "superadmin", input: () => null, expect: { ok: true }, why: "without a support-view cookie there is nothing to end" },
    ],
    notApplicable: { invalid: "takes no input: the session is the caller's own cookie", foreign: "ends only the caller's own session" },
  },
  "lib/superadmin/actions/retry-failed-jobs.ts#retryFailedJobsAction": {
    cases: [
      { category: "no-session", who: "anonymous", input: () => ({ queue: "invoices-mark-overdue" }), expect: u401 },
      { category: "wrong-role", who: "owner", input: () => ({ queue: "invoices-mark-overdue" }), expect: u401, why: "a business owner is no platform operator" },
      { category: "wrong-role", who: "customerA", input: () => ({ queue: "invoices-mark-overdue" }), expect: u401 },
      { category: "invalid", who: "superadmin", input: () => ({ queue: "x'; drop table users; --" }), expect: u400 },
      { category: "invalid", who: "superadmin", input: () => ({ queue: "" }), expect: u400 },
      { category: "allowed", who: "superadmin", input: () => ({ queue: "no-such-queue" }), expect: { ok: true }, why: "a queue with no failed jobs re-queues nothing" },
    ],
    notApplicable: { foreign: "background queues are platform-wide" },
  },

  "lib/superadmin/actions/invite-waitlist-entries.ts#inviteWaitlistEntriesAction": {
    cases: [
      { category: "no-session", who: "anonymous", input: () => ({ entryIds: [crypto.randomUUID()] }), expect: u401 },
      { category: "wrong-role", who: "owner", input: () => ({ entryIds: [crypto.randomUUID()] }), expect: u401, why: "a business owner is no platform operator" },
      { category: "wrong-role", who: "customerA", input: () => ({ entryIds: [crypto.randomUUID()] }), expect: u401 },
      { category: "invalid", who: "superadmin", input: () => ({ entryIds: [] }), expect: { ...u400, message: "Select at least one entry" } },
      { category: "invalid", who: "superadmin", input: () => ({ entryIds: ["nope"] }), expect: u400 },
      { category: "allowed", who: "superadmin", input: () => ({ entryIds: [crypto.randomUUID()] }), expect: { ok: true }, why: "an unknown entry is simply not invited" },
    ],
    notApplicable: { foreign: "waitlist entries belong to no business" },
  },

  // ── Public (the credential, if any, is in the input) ────────────────────────
  "lib/public/actions/accept-invitation.ts#acceptInvitationAction": {
    cases: [
      { category: "invalid", who: "anonymous", input: () => ({ token: "short" }), expect: u400 },
      {
        category: "refused",
        who: "anonymous",
        input: () => ({ token: "x".repeat(43), firstName: "Ann", lastName: "Lee", password: "Passw0rd!23", confirmPassword: "Passw0rd!23" }),
        expect: { ...u404, message: "This invitation link is invalid or has expired." },
      },
    ],
    notApplicable: { "no-session": "public: the token is the credential", "wrong-role": "public", foreign: "the token names the invitation" },
  },
  "lib/public/actions/google-sign-in.ts#googleSignInAction": {
    cases: [{ category: "invalid", who: "anonymous", input: () => "not an object", expect: u400 }],
    notApplicable: { "no-session": "public: starts a sign-in", "wrong-role": "public", foreign: "takes no id", refused: "Google decides, on its own site" },
  },
  "lib/public/actions/request-password-reset.ts#requestPasswordResetAction": {
    cases: [{ category: "invalid", who: "anonymous", input: () => ({ email: "nope" }), expect: u400 }],
    notApplicable: {
      "no-session": "public: a staff member who forgot their password",
      "wrong-role": "public",
      foreign: "takes no id",
      refused: "one answer for every email, so nobody learns which have accounts; throttling: tests/integration/staff-auth/staff-password.test.ts",
    },
  },
  "lib/public/actions/reset-password.ts#resetPasswordAction": {
    cases: [
      { category: "invalid", who: "anonymous", input: () => ({ token: "", password: "", confirmPassword: "" }), expect: u400 },
      {
        category: "refused",
        who: "anonymous",
        input: () => ({ token: "x".repeat(43), password: "Fresh!Pass2", confirmPassword: "Fresh!Pass2" }),
        expect: { ...u400, message: "This password reset link is invalid or has expired." },
        why: "a link that was never issued",
      },
    ],
    notApplicable: { "no-session": "public: the emailed link is the credential", "wrong-role": "public", foreign: "the token names the account" },
  },
  "lib/public/actions/join-waitlist.ts#joinWaitlistAction": {
    cases: [{ category: "invalid", who: "anonymous", input: () => ({ email: "nope" }), expect: u400 }],
    notApplicable: { "no-session": "public form", "wrong-role": "public form", foreign: "takes no id", refused: "anyone may join" },
  },
  "lib/public/actions/send-contact-message.ts#sendContactMessageAction": {
    cases: [{ category: "invalid", who: "anonymous", input: () => ({ email: "nope" }), expect: u400 }],
    notApplicable: { "no-session": "public form", "wrong-role": "public form", foreign: "takes no id", refused: "anyone may write" },
  },
  "lib/public/actions/sign-in.ts#signInAction": {
    cases: [
      { category: "invalid", who: "anonymous", input: () => ({ email: "", password: "" }), expect: u400 },
      { category: "refused", who: "anonymous", input: (w) => ({ email: w.a.ownerEmail, password: "Wrong-password-1" }), expect: u401 },
    ],
    notApplicable: { "no-session": "public: the credential is in the input", "wrong-role": "public", foreign: "takes no id" },
  },
  "lib/public/actions/sign-up.ts#signUpAction": {
    cases: [
      { category: "invalid", who: "anonymous", input: () => ({ email: "nope" }), expect: u400 },
      {
        category: "refused",
        who: "anonymous",
        input: (w) => ({ firstName: "Ann", lastName: "Lee", companyName: `Dup ${w.tag}`, email: w.a.ownerEmail, password: "Passw0rd!23", confirmPassword: "Passw0rd!23" }),
        expect: { ok: false, status: 409, code: "conflict", message: "Signup failed" },
        why: "an email already registered is refused (and its owner told by email)",
      },
    ],
    notApplicable: { "no-session": "public: creates the account", "wrong-role": "public", foreign: "takes no id" },
  },
  "lib/public/actions/superadmin-sign-in.ts#superadminSignInAction": {
    cases: [
      { category: "invalid", who: "anonymous", input: () => ({ email: "nope" }), expect: u400 },
      {
        category: "refused",
        who: "anonymous",
        input: (w) => ({ email: w.a.ownerEmail, password: "World!Pass123" }),
        expect: u401,
        why: "a business owner's correct password is no superadmin's",
      },
    ],
    notApplicable: { "no-session": "public: the credential is in the input", "wrong-role": "public", foreign: "takes no id" },
  },
};

/** The categories each wrapper must have a case for (or say why not). */
export const REQUIRED_CATEGORIES: Record<string, Category[]> = {
  staff: ["no-session", "wrong-role", "foreign", "invalid"],
  customer: ["no-session", "wrong-role", "foreign", "invalid"],
  superadmin: ["no-session", "wrong-role", "invalid"],
  public: ["invalid", "refused"],
};
