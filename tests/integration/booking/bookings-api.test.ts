import { describe, expect, it } from "vitest";
import { POST as book } from "@/app/api/book/route";
import { GET as listBookings } from "@/app/api/v1/bookings/route";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { apiRequest, createApiKey } from "@/tests/support/api-fixtures";
import { call, HOSTS } from "../portal-auth/http";
import { bookingBody, bookingBusiness } from "./fixtures";

/** GET /api/v1/bookings (issue 39 item 7): what /book made, as an integration reads it. */
describe("GET /api/v1/bookings", () => {
  it("lists the bookings newest first with the agreed price and the campaign, pages them, and keeps to the key's locations", async () => {
    const world = await bookingBusiness();
    const host = HOSTS.tenant(world.business.portalSubdomain);
    const first = bookingBody(world);
    expect((await call(book, "/api/book", { host, body: first })).status).toBe(201);
    expect((await call(book, "/api/book", { host, body: bookingBody(world, { frequency: "one_time", utmSource: null, windowStart: 600 }) })).status).toBe(201);
    const { key } = await createApiKey(db, world.business.id, ["view_jobs"]);

    const page1 = await (await listBookings(apiRequest("/bookings?limit=1", { key }))).json();
    expect(page1.has_more).toBe(true);
    expect(page1.data[0]).toMatchObject({ frequency: "one_time", price_per_visit: 51, first_visit_price: 51, discount_percent: 0, by_existing_customer: false, source: { utm_source: null } });
    const page2 = await (await listBookings(apiRequest(`/bookings?limit=1&cursor=${page1.next_cursor}`, { key }))).json();
    expect(page2).toMatchObject({ has_more: false, next_cursor: null });
    expect(page2.data[0]).toMatchObject({
      status: "confirmed", frequency: "weekly", measure: 9_000, list_price: 51, discount_percent: 10, price_per_visit: 45.9, first_visit_price: 51, deposit: 0, deposit_paid: 0, duration_minutes: 65,
      customer: { name: "Nora Visitor" }, service: { id: world.mowing.id, name: "Weekly Mowing" }, location_id: world.home.id,
      source: { utm_source: "google", utm_medium: "cpc", utm_campaign: "spring" },
    });

    // A key limited to another branch sees none of the home branch's bookings.
    const [branch] = await db.insert(s.locations).values({ businessId: world.business.id, name: "Elsewhere", postalCodes: ["45402"] }).returning();
    const limited = await createApiKey(db, world.business.id, ["view_jobs"]);
    await db.insert(s.apiKeyLocations).values({ businessId: world.business.id, apiKeyId: limited.id, locationId: branch.id });
    expect((await (await listBookings(apiRequest("/bookings", { key: limited.key }))).json()).data).toEqual([]);
  });

  it("answers 403 without view_jobs and 400 for a bad status", async () => {
    const world = await bookingBusiness();
    const { key } = await createApiKey(db, world.business.id, ["manage_services"]);
    expect((await listBookings(apiRequest("/bookings", { key }))).status).toBe(403);
    const allowed = await createApiKey(db, world.business.id, ["view_jobs"]);
    const bad = await listBookings(apiRequest("/bookings?status=booked", { key: allowed.key }));
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe("status: status must be one of confirmed, pending_approval, awaiting_payment, cancelled");
  });
});
