import { GET as stripeReturn } from "@/app/api/admin/payments/stripe/return/route";
import { POST as stripeWebhook } from "@/app/api/webhooks/stripe/route";
import { connectStripeAction } from "@/lib/admin/actions/settings/connect-stripe";
import { asStaff } from "../fake-request";
import { serveRouteHandler } from "./route-bridge";
import { startFakeStripe } from "./server";

const STRIPE_ENV = ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_API_BASE"] as const;

/**
 * For a Vitest file (which mocks next/headers and next/cache): the fake Stripe, its webhooks
 * reaching the real route handler, and the app's Stripe settings pointed at it. `stop()` puts
 * the environment back and closes both servers.
 */
export async function startStripeForTests(webhookSecret: string, secretKey = "sk_test_serviceloop") {
  const hook = await serveRouteHandler((request) => stripeWebhook(request), "/api/webhooks/stripe");
  const fake = await startFakeStripe({ webhookUrl: hook.url, webhookSecret });
  const saved = Object.fromEntries(STRIPE_ENV.map((name) => [name, process.env[name]]));
  process.env.STRIPE_SECRET_KEY = secretKey;
  process.env.STRIPE_WEBHOOK_SECRET = webhookSecret;
  process.env.STRIPE_API_BASE = fake.url;
  return {
    fake,
    async stop() {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      await fake.close();
      await hook.close();
    },
  };
}

/** Connects the owner's business to the fake Stripe as Settings → Payments does (onboarding finished); answers the return route's response. */
export async function connectStripeAsOwner(ownerId: string): Promise<Response> {
  await asStaff(ownerId);
  const started = await connectStripeAction(null);
  if (!started.ok) throw new Error(started.message);
  const onboarding = await fetch(started.data.url, { method: "POST", redirect: "manual" });
  return stripeReturn(new Request(onboarding.headers.get("location")!));
}
