import { describe, expect, it } from "vitest";
import { GET as listLeads } from "@/app/api/v1/leads/route";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { apiRequest, createApiKey } from "@/tests/support/api-fixtures";
import { bookingBusiness } from "./fixtures";

/** GET /api/v1/leads (issue 39 item 7): /book's leads as an integration reads them. */
describe("GET /api/v1/leads", () => {
  it("lists leads (contact details or out of area) newest first, pages and filters them, never the Checkout draft, and keeps to the key's locations", async () => {
    const world = await bookingBusiness();
    const businessId = world.business.id;
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
    await db.insert(s.bookingLeads).values([
      { businessId, visitToken: "api-lead-visit-only-abcdef", step: "priced", locationId: world.home.id, quotedCents: 4_590, createdAt: minutesAgo(50) },
      {
        businessId, visitToken: "api-lead-contact-abcdefgh", step: "checkout", locationId: world.home.id, serviceId: world.mowing.id, frequency: "weekly", measure: 9_000, zip: "43209",
        firstName: "Lena", lastName: "Lead", email: "lena@example.test", quotedCents: 4_590, utmSource: "newsletter", utmMedium: "email", utmCampaign: "spring",
        checkoutDraft: { passwordHash: "$argon2id$secret" }, createdAt: minutesAgo(40),
      },
      { businessId, visitToken: "api-lead-out-of-area-abcd", step: "visited", outOfArea: true, zip: "90210", phone: "(614) 555-0199", createdAt: minutesAgo(30) },
    ]);
    const { key } = await createApiKey(db, businessId, ["manage_customers"]);

    const page1 = await (await listLeads(apiRequest("/leads?limit=1", { key }))).json();
    expect(page1).toMatchObject({ has_more: true });
    expect(page1.data[0]).toMatchObject({ step: "visited", out_of_area: true, zip: "90210", phone: "(614) 555-0199", location_id: null, service: null, quoted_price: null, source: { utm_source: null } });
    const page2 = await (await listLeads(apiRequest(`/leads?limit=1&cursor=${page1.next_cursor}`, { key }))).json();
    expect(page2).toMatchObject({ has_more: false, next_cursor: null });
    expect(page2.data[0]).toEqual({
      id: expect.any(String), step: "checkout", out_of_area: false, location_id: world.home.id, service: { id: world.mowing.id, name: "Weekly Mowing" }, frequency: "weekly", measure: 9_000,
      zip: "43209", first_name: "Lena", last_name: "Lead", email: "lena@example.test", phone: null, quoted_price: 45.9, booking_id: null,
      source: { utm_source: "newsletter", utm_medium: "email", utm_campaign: "spring" }, followed_up_at: null, created_at: expect.any(String), updated_at: expect.any(String),
    });
    expect(JSON.stringify(page2)).not.toContain("argon2");

    const outOfArea = await (await listLeads(apiRequest("/leads?filter=out_of_area", { key }))).json();
    expect(outOfArea.data.map((l: { zip: string }) => l.zip)).toEqual(["90210"]);
    const abandoned = await (await listLeads(apiRequest("/leads?filter=abandoned", { key }))).json();
    expect(abandoned.data.map((l: { email: string }) => l.email)).toEqual(["lena@example.test"]);
    const atCheckout = await (await listLeads(apiRequest("/leads?step=checkout", { key }))).json();
    expect(atCheckout.data).toHaveLength(1);

    // A key limited to another branch sees none of the home branch's leads (nor one outside every area).
    const [branch] = await db.insert(s.locations).values({ businessId, name: "Elsewhere", postalCodes: ["45402"] }).returning();
    const limited = await createApiKey(db, businessId, ["manage_customers"]);
    await db.insert(s.apiKeyLocations).values({ businessId, apiKeyId: limited.id, locationId: branch.id });
    expect((await (await listLeads(apiRequest("/leads", { key: limited.key }))).json()).data).toEqual([]);
  });

  it("answers 403 without manage_customers and 400 for a bad filter", async () => {
    const world = await bookingBusiness();
    const { key } = await createApiKey(db, world.business.id, ["view_jobs"]);
    expect((await listLeads(apiRequest("/leads", { key }))).status).toBe(403);
    const allowed = await createApiKey(db, world.business.id, ["manage_customers"]);
    const bad = await listLeads(apiRequest("/leads?filter=hot", { key: allowed.key }));
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe("filter: filter must be one of all, abandoned, out_of_area");
  });
});
