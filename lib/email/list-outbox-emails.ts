import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import { db as defaultDb, type DbOrTx } from "@/db/client";
import { emailOutbox } from "@/db/schema/platform";

export type OutboxEmail = {
  id: string;
  businessId: string | null;
  toAddress: string;
  subject: string;
  template: string;
  status: string;
  text: string;
  error: string | null;
  providerId: string | null;
  createdAt: Date;
  sentAt: Date | null;
};

/**
 * The outbox, newest first, optionally for one recipient (case-insensitive). Platform-wide:
 * only a superadmin page may call it, and checks that itself before calling.
 */
export async function listOutboxEmails(
  options: { to?: string | null; limit?: number } = {},
  deps: { db?: DbOrTx } = {},
): Promise<OutboxEmail[]> {
  const db = deps.db ?? defaultDb;
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? 100), 1), 500);
  const to = options.to?.trim().toLowerCase();
  return db
    .select({
      id: emailOutbox.id,
      businessId: emailOutbox.businessId,
      toAddress: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      template: emailOutbox.template,
      status: emailOutbox.status,
      text: emailOutbox.text,
      error: emailOutbox.error,
      providerId: emailOutbox.providerId,
      createdAt: emailOutbox.createdAt,
      sentAt: emailOutbox.sentAt,
    })
    .from(emailOutbox)
    .where(to ? eq(sql`lower(${emailOutbox.toAddress})`, to) : undefined)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(limit);
}
