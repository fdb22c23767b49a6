import { sql } from "drizzle-orm";
import type { AnyDb } from "@/lib/foundation/any-db";
import { logError } from "@/lib/error-log";
import { rowsOf } from "@/lib/webhooks/rows-of";
import { deliver, resendFromEnv, type ResendConfig } from "./resend-delivery";

/** An email the process that recorded it should have sent by now: it died between the commit and the send. */
export const STRANDED_AFTER_SECONDS = 120;
const BATCH = 20;

export type QueuedEmailSweep = { sent: number; failed: number };

/**
 * The email outbox's sweep (issue 44 item 2): an email recorded inside a write's transaction
 * (send-email.ts) is sent after the commit by the process that made the write; when that
 * process dies first, its row stays "queued" for good. The worker sends those, oldest first, once
 * they are STRANDED_AFTER_SECONDS old (long past the 10 s send timeout, so a live send is never
 * raced). The rows are locked FOR UPDATE SKIP LOCKED while they are sent, so two workers never
 * send one; a worker killed in the middle of a batch leaves its rows queued, and an email it had
 * handed to the provider may then go twice (at least once, as webhooks). The reply-to address is
 * not kept in the outbox, so a stranded email leaves without it.
 */
export async function sendQueuedEmails(db: AnyDb, deps: { resend?: ResendConfig | null; from?: string } = {}): Promise<QueuedEmailSweep> {
  const resend = deps.resend !== undefined ? deps.resend : resendFromEnv();
  if (!resend) return { sent: 0, failed: 0 };
  const from = deps.from ?? process.env.EMAIL_FROM ?? "ServiceLoop <onboarding@resend.dev>";
  return db.transaction(async (tx) => {
    const stranded = rowsOf<{ id: string; to_address: string; subject: string; html: string; text: string }>(await tx.execute(sql`
      SELECT id, to_address, subject, html, text FROM email_outbox
       WHERE status = 'queued' AND created_at < now() - make_interval(secs => ${STRANDED_AFTER_SECONDS})
       ORDER BY created_at
       LIMIT ${BATCH}
       FOR UPDATE SKIP LOCKED`));
    const sweep: QueuedEmailSweep = { sent: 0, failed: 0 };
    for (const email of stranded) {
      const delivery = await deliver(resend, { from, to: email.to_address, subject: email.subject, html: email.html, text: email.text });
      if (delivery.ok) {
        sweep.sent++;
        await tx.execute(sql`UPDATE email_outbox SET status = 'sent', provider_id = ${delivery.providerId}, sent_at = now(), error = NULL WHERE id = ${email.id}`);
      } else {
        sweep.failed++;
        logError("send a stranded email", delivery.error);
        await tx.execute(sql`UPDATE email_outbox SET status = 'failed', error = ${delivery.error} WHERE id = ${email.id}`);
      }
    }
    return sweep;
  });
}
