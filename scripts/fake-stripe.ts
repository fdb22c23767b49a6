/**
 * `npm run stripe:fake`: the local fake Stripe (tests/support/fake-stripe) for trying card
 * payments on a development machine without a Stripe account. Prints the environment to start
 * the app with; webhooks go to {APP_URL}/api/webhooks/stripe.
 */
import { startFakeStripe } from "../tests/support/fake-stripe/server";

const appUrl = process.env.APP_URL ?? "http://localhost:3000";
const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET ?? "whsec_serviceloop_dev";
const fake = await startFakeStripe({
  webhookUrl: new URL("/api/webhooks/stripe", appUrl).toString(),
  webhookSecret,
  port: process.env.STRIPE_FAKE_PORT ? Number(process.env.STRIPE_FAKE_PORT) : 0,
});
console.log(`Fake Stripe on ${fake.url}. Start the app with:\n`);
console.log(`  STRIPE_SECRET_KEY=sk_test_serviceloop_dev STRIPE_WEBHOOK_SECRET=${webhookSecret} STRIPE_API_BASE=${fake.url} npm start\n`);
console.log("Ctrl+C stops it (its accounts and payments live in memory only).");
