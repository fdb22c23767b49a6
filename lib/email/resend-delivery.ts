import { Resend } from "resend";

/**
 * Sending one email through Resend (the SDK; RESEND_BASE_URL for a local fake), shared by the
 * send after a write's commit (send-email.ts) and the outbox's sweep (send-queued-emails.ts).
 */
const SEND_TIMEOUT_MS = 10_000;

export type ResendConfig = { apiKey: string; baseUrl?: string };

export function resendFromEnv(): { apiKey: string } | null {
  const apiKey = process.env.RESEND_API_KEY;
  return apiKey ? { apiKey } : null;
}

export type Delivery = { ok: true; providerId: string | null } | { ok: false; error: string };

export async function deliver(
  config: ResendConfig,
  message: { from: string; to: string; subject: string; html: string; text: string; replyTo?: string },
): Promise<Delivery> {
  const client = new Resend(config.apiKey, config.baseUrl ? { baseUrl: config.baseUrl } : undefined);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Delivery>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, error: "Timed out waiting for the email provider" }), SEND_TIMEOUT_MS);
  });
  const attempt = client.emails
    .send({ ...message, replyTo: message.replyTo })
    .then((result): Delivery =>
      result.error
        ? { ok: false, error: (result.error.message || result.error.name || "Provider error").slice(0, 500) }
        : { ok: true, providerId: result.data?.id ?? null },
    )
    .catch((error: unknown): Delivery => ({ ok: false, error: error instanceof Error ? error.message : "Provider error" }));
  try {
    return await Promise.race([attempt, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
