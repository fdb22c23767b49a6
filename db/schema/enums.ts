/**
 * The closed value sets of the domain (spec §4). They feed both the database check
 * constraints and the TypeScript types, so the two can never drift apart.
 */
export const USER_TYPES = ["business_owner", "employee", "customer", "superadmin"] as const;
export type UserType = (typeof USER_TYPES)[number];

export const MEMBER_ROLES = ["owner", "employee"] as const;
export const ROLE_TEMPLATES = ["full_admin", "manager", "customer_service", "field_employee", "billing"] as const;
export type RoleTemplate = (typeof ROLE_TEMPLATES)[number];

/** Visit (jobs row) statuses: spec §4's four plus `skipped` (a recurring occurrence left out on purpose). */
export const JOB_STATUSES = ["scheduled", "in_progress", "completed", "cancelled", "skipped"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const QUOTE_STATUSES = ["draft", "sent", "approved", "declined"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** "void": cancelled by the business after issue (issue 12); its ledger nets to zero. */
export const INVOICE_STATUSES = ["draft", "pending", "paid", "overdue", "void"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const CONTRACT_STATUSES = ["draft", "sent", "signed", "expired"] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const SUBSCRIPTION_STATUSES = ["active", "paused", "cancelled"] as const;
export const REQUEST_TYPES = ["one_time", "recurring", "emergency"] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];
export const SERVICE_REQUEST_STATUSES = ["pending", "accepted", "scheduled", "declined", "completed", "cancelled"] as const;
export type ServiceRequestStatus = (typeof SERVICE_REQUEST_STATUSES)[number];

export const BILLING_METHODS = ["flat", "per_visit", "per_square_foot", "hourly"] as const;
export type BillingMethod = (typeof BILLING_METHODS)[number];

export const PORTAL_ACCESS_STATUSES = ["none", "invited", "active", "disabled"] as const;
export type PortalAccessStatus = (typeof PORTAL_ACCESS_STATUSES)[number];
export const CUSTOMER_STATUSES = ["active", "inactive", "lead"] as const;

export const SENDER_TYPES = ["customer", "system", "business"] as const;
export type SenderType = (typeof SENDER_TYPES)[number];
export const MESSAGE_TYPES = ["text", "file"] as const;
export const ATTACHMENT_KINDS = ["file", "quote_link", "invoice_link"] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];

/** A job series is active until it is cancelled (its visits stay as history). */
export const JOB_SERIES_STATUSES = ["active", "cancelled"] as const;
export const PHOTO_KINDS = ["before", "after"] as const;
export const PAYMENT_METHODS = ["manual", "cash", "check", "card", "bank_transfer", "stripe"] as const;
export const PAYMENT_STATUSES = ["pending", "succeeded", "failed", "refunded"] as const;
/**
 * What an immutable ledger entry records (issue 12): signed cents, + owed by the customer, − settled.
 * `invoice_revised` (issue 37): a revision of an unpaid invoice changed its total by this much.
 */
export const LEDGER_ENTRY_KINDS = ["invoice_issued", "payment", "refund", "credit", "void", "invoice_revised"] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];
export const PAYMENT_PROVIDERS = ["manual", "stripe"] as const;

export const INVITATION_KINDS = ["employee", "superadmin", "business"] as const;
export const RECIPIENT_TYPES = ["customer", "staff"] as const;
export const EMAIL_STATUSES = ["queued", "sent", "failed", "logged"] as const;
export const ACTOR_TYPES = ["customer", "staff", "superadmin", "system", "anonymous"] as const;
export type ActorType = (typeof ACTOR_TYPES)[number];

/** Events an outgoing webhook endpoint can subscribe to (issue 13). */
export const WEBHOOK_EVENT_TYPES = [
  "customer.created",
  "quote.sent",
  "quote.approved",
  "quote.declined",
  "contract.signed",
  "invoice.sent",
  "invoice.paid",
  "visit.completed",
  "message.received",
  "service_request.created",
  "booking.created",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export const WEBHOOK_DELIVERY_STATUSES = ["pending", "succeeded", "failed"] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** When a recurring job's completed visits are invoiced (issue 12): by hand, or by the worker's rule. */
export const INVOICING_RULES = ["manual", "after_each_visit", "monthly", "job_end"] as const;
export type InvoicingRule = (typeof INVOICING_RULES)[number];

/** How an overdue-invoice reminder was sent: by the worker's schedule, or by a staff member. */
export const INVOICE_REMINDER_KINDS = ["automatic", "manual"] as const;

/** A customer's request to move one visit: waiting for the business, or its answer. */
export const RESCHEDULE_REQUEST_STATUSES = ["pending", "accepted", "declined"] as const;
export type RescheduleRequestStatus = (typeof RESCHEDULE_REQUEST_STATUSES)[number];

/** What an approved quote can become, each at most once (issue 37; docs/decisions/quote-conversions.md). */
export const QUOTE_CONVERSION_KINDS = ["job", "contract", "invoice"] as const;
export type QuoteConversionKind = (typeof QUOTE_CONVERSION_KINDS)[number];

/** How often a booked service comes (issue 39): the frequencies a pricing rule can offer and discount. */
export const BOOKING_FREQUENCIES = ["weekly", "every_2_weeks", "every_4_weeks", "monthly", "one_time"] as const;
export type BookingFrequency = (typeof BOOKING_FREQUENCIES)[number];
