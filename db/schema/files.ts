import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, inList, tenantKey } from "./_shared";
import { businesses } from "./businesses";
import { ACTOR_TYPES } from "./enums";

/**
 * A stored object (local disk or S3; see lib/storage). The bytes are never served from a
 * public URL: every download goes through a route that checks who may read it.
 */
export const files = pgTable(
  "files",
  {
    id: id(),
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    storageKey: text("storage_key").notNull(),
    name: text("name").notNull(),
    mimeType: text("mime_type").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    /** Whether anyone may read it (e.g. the business logo) or only authorised participants. */
    visibility: text("visibility").notNull().default("private"),
    uploadedByType: text("uploaded_by_type").notNull(),
    uploadedById: uuid("uploaded_by_id"),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey("files", t),
    uniqueIndex("files_storage_key_key").on(t.storageKey),
    index("files_business_idx").on(t.businessId, t.createdAt),
    check("files_visibility_check", sql`${t.visibility} IN ('private', 'public')`),
    check("files_uploaded_by_type_check", sql`${t.uploadedByType} IN (${inList(ACTOR_TYPES)})`),
    check("files_size_check", sql`${t.size} >= 0 AND ${t.size} <= 10485760`),
  ],
);
