import { render, toPlainText } from "@react-email/render";
import { eq } from "drizzle-orm";
import type { ReactElement } from "react";
import { afterCommit, openAmbientScope } from "@/db/ambient-transaction";
import type { DbOrTx } from "@/db/client";
import { emailOutbox } from "@/db/schema/platform";
import { logError } from "@/lib/error-log";
import { deliver, resendFromEnv } from "./resend-delivery";
import type { EmailTemplate } from "./templates";

export type SendEmailInput = {
  to: string;
  subject: string;
  template: EmailTemplate;
  /** A component from emails/, e.g. <WelcomeEmail … />. */
  react: ReactElement;
  /** The business the email is sent for, if any (outbox filtering, tenant purge). */
  businessId?: string | null;
  replyTo?: string;
};

export type SendEmailResult =
  | { ok: true; id: string; status: "sent" | "logged" | "queued" }
  | { ok: false; id: string | null; error: string };

export type SendEmailDeps = {
  /** A Drizzle instance or an open transaction; defaults to the app's pool (db/client). */
  db?: DbOrTx;
  /** Resend settings; default from RESEND_API_KEY (and the SDK's RESEND_BASE_URL). */
  resend?: { apiKey: string; baseUrl?: string } | null;
  from?: string;
};

const EMAIL_PATTERN = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/**
 * Renders a React Email template to HTML and plain text, records it in email_outbox and —
 * only when RESEND_API_KEY is set — delivers it through Resend. Without a key the row is
 * "logged" and nothing leaves the machine (DESIGN.md "email").
 *
 * Never throws: a delivery (or recording) failure comes back as `{ ok: false }` so callers
 * such as sign-up can log it and carry on (spec §8 "Welcome-email failure: only logged").
 * Not `server-only` because the demo seed (plain Node) writes its invitation email with it.
 */
export async function sendEmail(input: SendEmailInput, deps: SendEmailDeps = {}): Promise<SendEmailResult> {
  let outboxId: string | null = null;
  try {
    const db = deps.db ?? (await import("@/db/client")).db;
    const recorded = await recordEmail(input, { ...deps, db });
    if (!recorded.ok) return recorded;
    outboxId = recorded.id;
    // Inside a write's transaction (inWriteTransaction) the row commits with the write and the
    // email leaves only after the commit: never an email about a write that rolled back.
    if (!deps.db && openAmbientScope()) {
      const deliver = recorded.deliver;
      await afterCommit(async () => deliver((await import("@/db/client")).db));
      return { ok: true, id: recorded.id, status: recorded.status };
    }
    return await recorded.deliver(db);
  } catch (error) {
    logError(`send ${input.template} email`, error);
    return { ok: false, id: outboxId, error: "Email could not be sent" };
  }
}

export type RecordedEmail =
  | {
      ok: true;
      id: string;
      status: "queued" | "logged";
      /** Hands a queued email to Resend and records the outcome through `db`; never throws. */
      deliver: (db: DbOrTx) => Promise<SendEmailResult>;
    }
  | { ok: false; id: null; error: string };

/**
 * sendEmail's first half, for an email that must commit or roll back with what it tells of
 * (a payment's receipt): renders the template and records it in email_outbox through
 * `deps.db` — the caller's transaction — as "queued" (RESEND_API_KEY set) or "logged".
 * `deliver()` is called after the commit, so no transaction waits on the provider.
 * A bad recipient or a template that fails to render records nothing (`ok: false`); a
 * database error is thrown, so the caller's transaction fails as a whole.
 */
export async function recordEmail(input: SendEmailInput, deps: SendEmailDeps = {}): Promise<RecordedEmail> {
  const to = input.to.trim();
  if (!EMAIL_PATTERN.test(to) || to.length > 254) {
    return { ok: false, id: null, error: "Invalid recipient address" };
  }
  let html: string;
  let text: string;
  try {
    html = await render(input.react);
    // Headings keep their case in the text part (html-to-text upper-cases them by default).
    text = toPlainText(html, {
      selectors: ["h1", "h2", "h3"].map((selector) => ({ selector, options: { uppercase: false } })),
    });
  } catch (error) {
    logError(`render ${input.template} email`, error);
    return { ok: false, id: null, error: "Email could not be sent" };
  }
  const db = deps.db ?? (await import("@/db/client")).db;
  const resendConfig = deps.resend !== undefined ? deps.resend : resendFromEnv();
  const [row] = await db
    .insert(emailOutbox)
    .values({
      businessId: input.businessId ?? null,
      toAddress: to,
      subject: input.subject,
      template: input.template,
      html,
      text,
      status: resendConfig ? "queued" : "logged",
    })
    .returning({ id: emailOutbox.id });
  const id = row.id;
  const deliverNow = async (deliveryDb: DbOrTx): Promise<SendEmailResult> => {
    if (!resendConfig) return { ok: true, id, status: "logged" };
    try {
      const delivery = await deliver(resendConfig, {
        from: deps.from ?? process.env.EMAIL_FROM ?? "ServiceLoop <onboarding@resend.dev>",
        to,
        subject: input.subject,
        html,
        text,
        replyTo: input.replyTo,
      });
      if (delivery.ok) {
        await deliveryDb
          .update(emailOutbox)
          .set({ status: "sent", providerId: delivery.providerId, sentAt: new Date(), error: null })
          .where(eq(emailOutbox.id, id));
        return { ok: true, id, status: "sent" };
      }
      await deliveryDb.update(emailOutbox).set({ status: "failed", error: delivery.error }).where(eq(emailOutbox.id, id));
      logError(`send ${input.template} email`, delivery.error);
      return { ok: false, id, error: delivery.error };
    } catch (error) {
      logError(`send ${input.template} email`, error);
      return { ok: false, id, error: "Email could not be sent" };
    }
  };
  return { ok: true, id, status: resendConfig ? "queued" : "logged", deliver: deliverNow };
}

/** Delivers emails recorded inside a transaction (recordEmail), once it has committed. Never throws. */
export async function deliverRecordedEmails(emails: ReadonlyArray<RecordedEmail | null | undefined>, db: DbOrTx): Promise<void> {
  for (const email of emails) if (email?.ok) await email.deliver(db);
}
