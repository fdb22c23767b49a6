import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, tenantKey, tenantRef } from "./_shared";
import { businesses } from "./businesses";
import { users } from "./identity";

/**
 * Keys of the business REST API v1 (DESIGN.md): made by the owner, shown once, stored only
 * as a SHA-256 digest, named, revocable, each limited to a set of staff permissions.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: id(),
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The first characters of the key, shown in the list so the owner can tell keys apart. */
    prefix: text("prefix").notNull(),
    keyHash: text("key_hash").notNull(),
    permissions: text("permissions").array().notNull(),
    createdByUserId: uuid("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey("api_keys", t),
    uniqueIndex("api_keys_key_hash_key").on(t.keyHash),
    index("api_keys_business_created_idx").on(t.businessId, t.createdAt),
  ],
);

/**
 * `Idempotency-Key` on POST (DESIGN.md): the first request with a key claims it (status
 * null while it runs); later ones with the same key and body get the stored response.
 */
export const apiIdempotencyKeys = pgTable(
  "api_idempotency_keys",
  {
    id: id(),
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    apiKeyId: uuid("api_key_id").notNull(),
    key: text("key").notNull(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    requestHash: text("request_hash").notNull(),
    statusCode: integer("status_code"),
    responseBody: jsonb("response_body"),
    createdAt: createdAt(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("api_idempotency_keys_key").on(t.businessId, t.apiKeyId, t.key),
    index("api_idempotency_keys_business_created_idx").on(t.businessId, t.createdAt),
    tenantRef("api_idempotency_keys_api_key_fk", [t.businessId, t.apiKeyId], apiKeys).onDelete("cascade"),
  ],
);

/** Requests per API key and minute, for the per-key rate limit (shared by every app instance). */
export const apiRateWindows = pgTable(
  "api_rate_windows",
  {
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    apiKeyId: uuid("api_key_id").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.apiKeyId, t.windowStart] }),
    tenantRef("api_rate_windows_api_key_fk", [t.businessId, t.apiKeyId], apiKeys).onDelete("cascade"),
  ],
);
