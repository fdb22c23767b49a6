/**
 * The keys the e2e app server and the fake Stripe share (scripts/test-e2e.ts starts the fake,
 * playwright.config.ts points the server at it). Test values, meaningless outside the run.
 */
export const E2E_STRIPE_SECRET_KEY = "sk_test_serviceloop_e2e";
export const E2E_STRIPE_WEBHOOK_SECRET = "whsec_serviceloop_e2e";
