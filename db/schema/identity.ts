import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, inList, updatedAt } from "./_shared";
import { USER_TYPES } from "./enums";

/**
 * Staff and superadmin logins (the spec's auth users + profiles in one row).
 * Customers sign in to a portal with the credentials on their `customers` row instead.
 * `user_type` may be null: detection then falls back to the related tables (spec §4).
 */
export const users = pgTable(
  "users",
  {
    id: id(),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    userType: text("user_type"),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    companyName: text("company_name").notNull().default(""),
    businessEmail: text("business_email"),
    image: text("image"),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    disabled: boolean("disabled").notNull().default(false),
    /** Carried in every staff session token; bumping it ends every session issued before. */
    sessionVersion: integer("session_version").notNull().default(0),
    /** The admin shell's location switcher, remembered per user (issue 38 item 4); null: All. Checked against the member's scope on every read. */
    adminLocationId: uuid("admin_location_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(sql`lower(${t.email})`),
    check("users_user_type_check", sql`${t.userType} IS NULL OR ${t.userType} IN (${inList(USER_TYPES)})`),
  ],
);

/** External sign-in identities (Google) linked to a user. */
export const accounts = pgTable(
  "accounts",
  {
    provider: text("provider").notNull(),
    providerAccountId: text("provider_account_id").notNull(),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.providerAccountId] }), index("accounts_user_idx").on(t.userId)],
);

/** A row here makes a user a superadmin even without an explicit user_type (spec §4 fallback). */
export const superadminProfiles = pgTable("superadmin_profiles", {
  userId: uuid("user_id").primaryKey().references(() => users.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

/**
 * Every sign-in style attempt (staff login, portal login, signup, invitation checks), kept
 * so throttling can count failures per account and per IP over a sliding window.
 */
export const authAttempts = pgTable(
  "auth_attempts",
  {
    id: id(),
    scope: text("scope").notNull(),
    accountKey: text("account_key"),
    ip: text("ip"),
    succeeded: boolean("succeeded").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("auth_attempts_account_idx").on(t.scope, t.accountKey, t.createdAt),
    index("auth_attempts_ip_idx").on(t.scope, t.ip, t.createdAt),
  ],
);

/**
 * A staff password reset by emailed link: only the token's hash is kept; the link works once,
 * for an hour (lib/identity/staff/password/). Requests are throttled through auth_attempts.
 */
export const staffPasswordResets = pgTable(
  "staff_password_resets",
  {
    id: id(),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("staff_password_resets_token_hash_key").on(t.tokenHash), index("staff_password_resets_user_idx").on(t.userId, t.createdAt)],
);
