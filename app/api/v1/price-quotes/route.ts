import { createPriceQuoteOperation, priceQuoteBody, priceQuoteToJson } from "@/lib/api/v1/booking/price-quote-api";
import { quoteServicePrice } from "@/lib/booking/pricing/quote-service-price";
import { apiRoute } from "@/lib/core/routes/api-route";

/** POST /api/v1/price-quotes — a visit's price from the service's rule; stores nothing (any key of the business). */
export const POST = apiRoute(createPriceQuoteOperation.permission, { body: priceQuoteBody }, async (_request, { scope, body }) => {
  const { pricing, price } = await quoteServicePrice(scope, { serviceId: body.service_id, measure: body.measure, addOnIds: body.add_on_ids, frequency: body.frequency });
  return Response.json(priceQuoteToJson(pricing, body.measure, body.frequency, price));
});
