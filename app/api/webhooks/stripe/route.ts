import { publicRoute } from "@/lib/core/routes/public-route";
import { readTextBody } from "@/lib/core/routes/json-body";
import { handleStripeWebhook } from "@/lib/money/stripe-events/handle-stripe-webhook";

export const dynamic = "force-dynamic";

/** Stripe's webhook (Connect events of the businesses' accounts): its signature is the credential. */
export const POST = publicRoute(
  async (request) => {
    const body = await readTextBody(request, 256 * 1024);
    return Response.json(await handleStripeWebhook(body, request.headers.get("stripe-signature")));
  },
  { format: "api", fallback: "Failed to process the Stripe event" },
);
