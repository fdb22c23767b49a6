import Stripe from "stripe";
import { DomainError } from "@/lib/foundation/domain-error";

/**
 * The platform's Stripe client (Stripe Connect: the platform's secret key, each call on a
 * business's connected account via `stripeAccount`). Read from the environment at call time:
 * - STRIPE_SECRET_KEY: the platform's secret key (sk_test_… for Stripe's test mode);
 * - STRIPE_WEBHOOK_SECRET: the signing secret of the webhook endpoint (whsec_…);
 * - STRIPE_API_BASE: when set (e.g. http://127.0.0.1:4242), the SDK talks to that host, port
 *   and protocol instead of api.stripe.com — the local fake the tests and the demo use
 *   (tests/support/fake-stripe/).
 * Without a secret key everything but card payment works: the screens say so. Not server-only:
 * the worker charges autopay invoices with it (lib/payments/autopay/).
 */
export const CARD_PAYMENTS_OFF_MESSAGE = "Online card payments are not set up on this server";

let cached: { key: string; base: string; client: Stripe } | null = null;

export function stripeConfigured(): boolean {
  return Boolean(process.env.STRIPE_SECRET_KEY);
}

export function stripeClient(): Stripe {
  const key = process.env.STRIPE_SECRET_KEY;
  if (!key) throw new DomainError("conflict", CARD_PAYMENTS_OFF_MESSAGE);
  const base = process.env.STRIPE_API_BASE ?? "";
  if (cached && cached.key === key && cached.base === base) return cached.client;
  const client = new Stripe(key, { ...apiBaseOptions(base), maxNetworkRetries: 1, timeout: 20_000, telemetry: false, appInfo: { name: "ServiceLoop" } });
  cached = { key, base, client };
  return client;
}

/** host/port/protocol of STRIPE_API_BASE (nothing when unset: api.stripe.com over https). */
export function apiBaseOptions(base: string): { host?: string; port?: number; protocol?: "http" | "https" } {
  if (!base) return {};
  const url = new URL(base);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: Number(url.port || (protocol === "http" ? 80 : 443)), protocol };
}

export function webhookSecret(): string {
  const secret = process.env.STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new DomainError("conflict", CARD_PAYMENTS_OFF_MESSAGE);
  return secret;
}

/** A Stripe call that failed on Stripe's side or the network: a clear 4xx for the screen, the cause logged. */
export async function callStripe<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof DomainError) throw error;
    console.error(`Stripe: ${what} failed`, error);
    throw new DomainError("conflict", "The payment service could not be reached. Please try again in a moment.");
  }
}
