import { sql } from "drizzle-orm";
import {
  boolean, check, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id, inList, tenantKey, updatedAt } from "./_shared";
import { INVITATION_KINDS, MEMBER_ROLES, PAYMENT_PROVIDERS, ROLE_TEMPLATES } from "./enums";
import { users } from "./identity";

export type NotificationSettings = {
  emailOnNewMessage: boolean;
  emailOnQuoteResponse: boolean;
  emailOnServiceRequest: boolean;
  emailOnInvoicePaid: boolean;
  emailCustomersOnNewInvoice: boolean;
  emailCustomersOnJobUpdate: boolean;
};

/** The spec's business profile: branding, domains, portal options, tax and payment settings. */
export const businesses = pgTable(
  "businesses",
  {
    id: id(),
    ownerUserId: uuid("owner_user_id").references(() => users.id, { onDelete: "set null" }),
    companyName: text("company_name").notNull(),
    companyLogo: text("company_logo"),
    businessEmail: text("business_email"),
    businessPhone: text("business_phone"),
    businessAddress: text("business_address"),
    industry: text("industry"),
    themePrimaryColor: text("theme_primary_color").notNull().default("#1e40af"),
    themeSecondaryColor: text("theme_secondary_color").notNull().default("#f3f4f6"),
    portalSubdomain: text("portal_subdomain").notNull(),
    customDomain: text("custom_domain"),
    customDomainVerifiedAt: timestamp("custom_domain_verified_at", { withTimezone: true }),
    /** The value the owner publishes in the domain's `_serviceloop` TXT record; new for every domain entered. */
    customDomainToken: text("custom_domain_token"),
    portalEnabled: boolean("portal_enabled").notNull().default(true),
    /** Set by a superadmin: the portal answers "Business Not Found" and staff cannot act; nothing is deleted. */
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    timezone: text("timezone").notNull().default("America/New_York"),
    allowCancellation: boolean("allow_cancellation").notNull().default(true),
    allowRescheduling: boolean("allow_rescheduling").notNull().default(true),
    autoReminders: boolean("auto_reminders").notNull().default(true),
    reminderHours: integer("reminder_hours").notNull().default(24),
    notificationSettings: jsonb("notification_settings").$type<NotificationSettings>(),
    paymentProvider: text("payment_provider").notNull().default("manual"),
    paymentInstructions: text("payment_instructions"),
    stripePublishableKey: text("stripe_publishable_key"),
    /** Encrypted at rest by lib/payments; never sent to a browser. */
    stripeSecretKeyEnc: text("stripe_secret_key_enc"),
    stripeWebhookSecretEnc: text("stripe_webhook_secret_enc"),
    /**
     * The business's own Stripe account (Stripe Connect, issue 12): set when onboarding starts;
     * card payments are on once `payment_provider` is 'stripe' (lib/money/stripe/sync-stripe-account.ts).
     */
    stripeAccountId: text("stripe_account_id"),
    /**
     * Settings → Payments → Invoicing: the invoices the invoicing rules of recurring jobs create
     * are sent at once (like "Send selected"), so an autopay customer is charged without anyone
     * opening the drafts. Off: they wait as drafts (docs/decisions/billing-batches.md).
     */
    autoSendRuleInvoices: boolean("auto_send_rule_invoices").notNull().default(false),
    taxRate: numeric("tax_rate", { precision: 5, scale: 2, mode: "number" }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("businesses_portal_subdomain_key").on(t.portalSubdomain),
    uniqueIndex("businesses_custom_domain_key").on(sql`lower(${t.customDomain})`),
    uniqueIndex("businesses_stripe_account_key").on(t.stripeAccountId),
    index("businesses_owner_idx").on(t.ownerUserId),
    check("businesses_payment_provider_check", sql`${t.paymentProvider} IN (${inList(PAYMENT_PROVIDERS)})`),
    check("businesses_tax_rate_check", sql`${t.taxRate} >= 0 AND ${t.taxRate} <= 100`),
    check("businesses_reminder_hours_check", sql`${t.reminderHours} BETWEEN 1 AND 336`),
  ],
);

/** Staff of a business: its owner and its employees, with a role template or a custom permission list. */
export const businessMembers = pgTable(
  "business_members",
  {
    id: id(),
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    roleTemplate: text("role_template"),
    /** When set, replaces the template/default list (custom permissions). */
    permissions: text("permissions").array(),
    phone: text("phone"),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey("business_members", t),
    uniqueIndex("business_members_business_user_key").on(t.businessId, t.userId),
    index("business_members_user_idx").on(t.userId),
    check("business_members_role_check", sql`${t.role} IN (${inList(MEMBER_ROLES)})`),
    check(
      "business_members_role_template_check",
      sql`${t.roleTemplate} IS NULL OR ${t.roleTemplate} IN (${inList(ROLE_TEMPLATES)})`,
    ),
  ],
);

/**
 * Invitations to staff accounts (employees of a business, superadmins, new businesses).
 * Customer portal invitations live on the customers row, as the spec has them.
 */
export const invitations = pgTable(
  "invitations",
  {
    id: id(),
    businessId: uuid("business_id").references(() => businesses.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    email: text("email").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    roleTemplate: text("role_template"),
    permissions: text("permissions").array(),
    tokenHash: text("token_hash").notNull(),
    invitedByUserId: uuid("invited_by_user_id").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("invitations_token_hash_key").on(t.tokenHash),
    index("invitations_business_idx").on(t.businessId, t.createdAt),
    check("invitations_kind_check", sql`${t.kind} IN (${inList(INVITATION_KINDS)})`),
    check(
      "invitations_role_template_check",
      sql`${t.roleTemplate} IS NULL OR ${t.roleTemplate} IN (${inList(ROLE_TEMPLATES)})`,
    ),
  ],
);
