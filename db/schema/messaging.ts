import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, inList, tenantKey, tenantRef, updatedAt } from "./_shared";
import { businesses } from "./businesses";
import { customers } from "./customers";
import { invoices, quotes } from "./documents";
import { ATTACHMENT_KINDS, MESSAGE_TYPES, RECIPIENT_TYPES, SENDER_TYPES } from "./enums";
import { files } from "./files";
import { users } from "./identity";

/** The single conversation between a customer and their business. */
export const conversations = pgTable(
  "conversations",
  {
    id: id(),
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id").notNull(),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantKey("conversations", t),
    tenantRef("conversations_customer_fk", [t.businessId, t.customerId], customers).onDelete("cascade"),
    uniqueIndex("conversations_business_customer_key").on(t.businessId, t.customerId),
    index("conversations_business_last_idx").on(t.businessId, t.lastMessageAt),
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: id(),
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    conversationId: uuid("conversation_id").notNull(),
    senderType: text("sender_type").notNull(),
    /** A customer id when sender_type is customer, a user id when business, null for system. */
    senderId: uuid("sender_id"),
    content: text("content").notNull(),
    messageType: text("message_type").notNull().default("text"),
    /** Ids (customer or user) of everyone who has read the message. */
    readBy: text("read_by").array().notNull().default(sql`'{}'::text[]`),
    /**
     * The id the sender's composer made for this send (issue 44 item 6): a retry of a send
     * whose answer was lost carries the same id and gets the first message back, never a
     * second one. Null for messages written without a composer (system check-ins, old rows).
     */
    clientMessageId: uuid("client_message_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantKey("messages", t),
    uniqueIndex("messages_conversation_client_id_key").on(t.businessId, t.conversationId, t.clientMessageId),
    tenantRef("messages_conversation_fk", [t.businessId, t.conversationId], conversations).onDelete("cascade"),
    index("messages_business_conversation_idx").on(t.businessId, t.conversationId, t.createdAt),
    check("messages_sender_type_check", sql`${t.senderType} IN (${inList(SENDER_TYPES)})`),
    check("messages_message_type_check", sql`${t.messageType} IN (${inList(MESSAGE_TYPES)})`),
  ],
);

/** A file, quote link or invoice link carried by a message. */
export const messageAttachments = pgTable(
  "message_attachments",
  {
    id: id(),
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    messageId: uuid("message_id").notNull(),
    kind: text("kind").notNull(),
    fileId: uuid("file_id"),
    quoteId: uuid("quote_id"),
    invoiceId: uuid("invoice_id"),
    createdAt: createdAt(),
  },
  (t) => [
    tenantRef("message_attachments_message_fk", [t.businessId, t.messageId], messages).onDelete("cascade"),
    tenantRef("message_attachments_file_fk", [t.businessId, t.fileId], files),
    tenantRef("message_attachments_quote_fk", [t.businessId, t.quoteId], quotes),
    tenantRef("message_attachments_invoice_fk", [t.businessId, t.invoiceId], invoices),
    index("message_attachments_business_message_idx").on(t.businessId, t.messageId),
    check("message_attachments_kind_check", sql`${t.kind} IN (${inList(ATTACHMENT_KINDS)})`),
  ],
);

/** In-app notifications for a customer (portal bell) or a staff user (admin). */
export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    recipientType: text("recipient_type").notNull(),
    customerId: uuid("customer_id"),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    body: text("body"),
    link: text("link"),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    tenantRef("notifications_customer_fk", [t.businessId, t.customerId], customers).onDelete("cascade"),
    index("notifications_business_customer_idx").on(t.businessId, t.customerId, t.createdAt),
    index("notifications_business_user_idx").on(t.businessId, t.userId, t.createdAt),
    check("notifications_recipient_type_check", sql`${t.recipientType} IN (${inList(RECIPIENT_TYPES)})`),
    check(
      "notifications_recipient_check",
      sql`(${t.recipientType} = 'customer' AND ${t.customerId} IS NOT NULL) OR (${t.recipientType} = 'staff' AND ${t.userId} IS NOT NULL)`,
    ),
  ],
);

/** A business's canned answers for the inbox: a title to pick by, a body inserted into the reply box. */
export const savedReplies = pgTable(
  "saved_replies",
  {
    id: id(),
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    body: text("body").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantKey("saved_replies", t),
    index("saved_replies_business_title_idx").on(t.businessId, t.title),
  ],
);
