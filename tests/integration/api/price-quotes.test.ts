import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as priceQuote } from "@/app/api/v1/price-quotes/route";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { DEMO_API_KEY, DEMO_SUBDOMAINS } from "@/db/seed/demo-constants";
import { apiRequest, createApiKey } from "@/tests/support/api-fixtures";
import { createBusiness } from "@/tests/support/portal-fixtures";

/** POST /api/v1/price-quotes (issue 39 item 7) against the real handler and the demo's pricing rules (item 8). */
const post = (key: string, body: unknown) => priceQuote(apiRequest("/price-quotes", { key, method: "POST", body }));

async function greenleafService(name: string) {
  const [business] = await db.select().from(s.businesses).where(eq(s.businesses.portalSubdomain, DEMO_SUBDOMAINS.greenleaf));
  const [service] = await db.select().from(s.services).where(and(eq(s.services.businessId, business.id), eq(s.services.name, name)));
  const addOns = await db.select().from(s.serviceAddOns).where(eq(s.serviceAddOns.serviceId, service.id));
  return { business, service, addOns };
}

describe("POST /api/v1/price-quotes", () => {
  it("prices the demo's weekly mowing of a 9,000 sq ft lawn: $51.00 first visit, $45.90 each weekly visit", async () => {
    const { service } = await greenleafService("Weekly Mowing");
    const response = await post(DEMO_API_KEY, { service_id: service.id, measure: 9_000, frequency: "weekly" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      service_id: service.id, frequency: "weekly", measure: { value: 9_000, name: "Lawn size", unit: "sq ft" },
      list_price: 51, discount_percent: 10, price_per_visit: 45.9, first_visit_price: 51, deposit: 0, duration_minutes: 65,
    });
  });

  it("adds the chosen add-ons, and the aeration's $25 deposit", async () => {
    const mowing = await greenleafService("Weekly Mowing");
    const weeding = mowing.addOns.find((a) => a.name === "Weed the flower beds")!;
    const withWeeding = await (await post(DEMO_API_KEY, { service_id: mowing.service.id, measure: 4_000, add_on_ids: [weeding.id], frequency: "every_2_weeks" })).json();
    // $40 minimum + $15 = $55, less 5 %: $52.25.
    expect(withWeeding).toMatchObject({ list_price: 55, discount_percent: 5, price_per_visit: 52.25, duration_minutes: 65 });
    const aeration = await greenleafService("Lawn Aeration");
    expect(await (await post(DEMO_API_KEY, { service_id: aeration.service.id, measure: 6_500, frequency: "one_time" })).json()).toMatchObject({ first_visit_price: 95, deposit: 25 });
  });

  it("answers 422 for a frequency not offered, another service's add-on, a service without a rule, and bad fields; 401 without a key", async () => {
    const mowing = await greenleafService("Weekly Mowing");
    const aeration = await greenleafService("Lawn Aeration");
    const hedges = await greenleafService("Hedge Trimming");
    const cases: Array<[unknown, string]> = [
      [{ service_id: mowing.service.id, measure: 9_000, frequency: "monthly" }, "Monthly is not offered for this service"],
      [{ service_id: mowing.service.id, measure: 9_000, frequency: "weekly", add_on_ids: [aeration.addOns[0].id] }, "Unknown add-on for this service"],
      [{ service_id: hedges.service.id, frequency: "one_time" }, "This service has no pricing rule"],
      [{ service_id: mowing.service.id, measure: -1, frequency: "weekly" }, "measure: measure must be a whole number from 0 to 10000000"],
      [{ service_id: mowing.service.id, measure: 9.5, frequency: "weekly" }, "measure: measure must be a whole number from 0 to 10000000"],
      [{ service_id: mowing.service.id, frequency: "daily" }, "frequency: frequency must be one of weekly, every_2_weeks, every_4_weeks, monthly, one_time"],
      [{ service_id: "mowing", frequency: "weekly" }, "service_id: service_id must be a service id"],
    ];
    for (const [body, message] of cases) {
      const response = await post(DEMO_API_KEY, body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect((await response.json()).error.message).toBe(message);
    }
    expect((await priceQuote(apiRequest("/price-quotes", { method: "POST", body: {} }))).status).toBe(401);
  });

  it("does not price another business's service (no rule of its own: 422, never the other's price)", async () => {
    const { service } = await greenleafService("Weekly Mowing");
    const other = await createBusiness(db);
    const { key } = await createApiKey(db, other.id, []);
    const response = await post(key, { service_id: service.id, measure: 9_000, frequency: "weekly" });
    expect(response.status).toBe(422);
    expect((await response.json()).error.message).toBe("This service has no pricing rule");
  });
});
