import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as book } from "@/app/api/book/route";
import { POST as reportVisit } from "@/app/api/book/visit/route";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { advanceLead } from "@/lib/booking/leads/advance-lead";
import { FOLLOW_UP_MESSAGES, followUpLead } from "@/lib/booking/leads/follow-up-lead";
import { VISIT_REPORTS_MESSAGE, VISIT_REPORTS_PER_HOUR } from "@/lib/booking/leads/visit-limits";
import { createBusiness, unique } from "@/tests/support/portal-fixtures";
import { call, freshIp, HOSTS } from "../portal-auth/http";
import { bookingBody, bookingBusiness } from "./fixtures";

/** Issue 39 item 6: /book's visit reports (POST /api/book/visit), the booking code's advanceLead, and Leads → Follow up. */
type World = Awaited<ReturnType<typeof bookingBusiness>>;

const token = () => `v${unique("visit").replace(/[^A-Za-z0-9_-]/g, "")}`.padEnd(22, "x").slice(0, 40);
const post = (world: World, body: Record<string, unknown>, ip = freshIp()) => call(reportVisit, "/api/book/visit", { host: HOSTS.tenant(world.business.portalSubdomain), body, ip });
const leadOf = async (world: World, visitToken: string) => {
  const [row] = await db.select().from(s.bookingLeads).where(and(eq(s.bookingLeads.businessId, world.business.id), eq(s.bookingLeads.visitToken, visitToken)));
  return row;
};

describe("POST /api/book/visit", () => {
  it("keeps the visit with its campaign, prices it on the server (a price sent by the page is ignored) and only moves the step forward", async () => {
    const world = await bookingBusiness();
    const visitToken = token();
    const visited = await post(world, { visitToken, step: "visited", utmSource: "newsletter", utmMedium: "email" });
    expect(visited.status).toBe(200);
    expect(visited.json).toEqual({ success: true, step: "visited", out_of_area: null });
    const priced = await post(world, { visitToken, step: "priced", serviceId: world.mowing.id, frequency: "weekly", measure: 9_000, addOnIds: [world.edging.id], quotedCents: 1, zip: "43209" });
    expect(priced.json).toEqual({ success: true, step: "priced", out_of_area: false });
    // $51.00 + $8.00 add-on = $59.00, weekly −10 % → $53.10 a visit, from the rule — not the page's 1 cent.
    expect(await leadOf(world, visitToken)).toMatchObject({ step: "priced", serviceId: world.mowing.id, frequency: "weekly", measure: 9_000, quotedCents: 5_310, zip: "43209", locationId: world.home.id, outOfArea: false, utmSource: "newsletter", utmMedium: "email", utmCampaign: null });

    expect((await post(world, { visitToken, step: "contact", email: "lead@example.test", firstName: "Lena" })).json).toMatchObject({ step: "contact" });
    // A late "visited" (another tab, a slow network) never moves it back; fields left out stay.
    expect((await post(world, { visitToken, step: "visited" })).json).toMatchObject({ step: "contact" });
    expect(await leadOf(world, visitToken)).toMatchObject({ step: "contact", email: "lead@example.test", firstName: "Lena", quotedCents: 5_310, utmSource: "newsletter" });
  });

  it("never moves a step back under concurrent reports", async () => {
    const world = await bookingBusiness();
    const visitToken = token();
    const steps = ["contact", "visited", "priced", "visited", "contact", "priced", "visited", "visited", "priced", "visited"];
    const answers = await Promise.all(
      steps.map((step) => post(world, { visitToken, step, ...(step === "priced" ? { serviceId: world.mowing.id, frequency: "weekly", measure: 6_000 } : {}), ...(step === "contact" ? { phone: "(614) 555-0100" } : {}) })),
    );
    expect(answers.map((a) => a.status)).toEqual(steps.map(() => 200));
    const rows = await db.select().from(s.bookingLeads).where(eq(s.bookingLeads.businessId, world.business.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ step: "contact", phone: "(614) 555-0100", quotedCents: 3_600 });
  });

  it("marks a ZIP outside every service area out of area (no location), and back in area with the serving branch", async () => {
    const world = await bookingBusiness();
    await db.update(s.locations).set({ postalCodes: ["43209"] }).where(eq(s.locations.id, world.home.id));
    const visitToken = token();
    expect((await post(world, { visitToken, step: "visited", zip: "90210" })).json).toEqual({ success: true, step: "visited", out_of_area: true });
    expect(await leadOf(world, visitToken)).toMatchObject({ outOfArea: true, locationId: null, zip: "90210" });
    expect((await post(world, { visitToken, step: "visited", zip: "43209" })).json).toMatchObject({ out_of_area: false });
    expect(await leadOf(world, visitToken)).toMatchObject({ outOfArea: false, locationId: world.home.id, zip: "43209" });
  });

  it("answers a bad body 400 or 422 (never 500), 404 when booking is off, 429 past the address's cap", async () => {
    const world = await bookingBusiness();
    expect((await post(world, { visitToken: "short", step: "visited" })).status).toBe(400);
    expect((await post(world, { visitToken: token(), step: "booked" })).status).toBe(400);
    expect((await post(world, { visitToken: token(), step: "priced" })).status).toBe(400);
    expect((await post(world, { visitToken: token(), step: "contact" })).status).toBe(400);
    expect((await post(world, { visitToken: token(), step: "visited", measure: "lots" })).status).toBe(400);
    expect((await call(reportVisit, "/api/book/visit", { host: HOSTS.tenant(world.business.portalSubdomain), raw: "{not json" })).status).toBe(400);
    // A frequency the service does not offer is the rule's 422, as for the booking.
    expect((await post(world, { visitToken: token(), step: "priced", serviceId: world.mowing.id, frequency: "monthly" })).status).toBe(422);
    const [other] = await db.insert(s.services).values({ businessId: world.business.id, name: "No rule", priceCents: 100 }).returning();
    expect((await post(world, { visitToken: token(), step: "priced", serviceId: other.id, frequency: "weekly" })).status).toBe(422);
    expect(await db.select().from(s.bookingLeads).where(eq(s.bookingLeads.businessId, world.business.id))).toEqual([]);

    const ip = freshIp();
    await db.insert(s.authAttempts).values(Array.from({ length: VISIT_REPORTS_PER_HOUR }, () => ({ scope: "booking_visit", ip, succeeded: true })));
    const capped = await post(world, { visitToken: token(), step: "visited" }, ip);
    expect(capped.status).toBe(429);
    expect(capped.json).toMatchObject({ success: false, message: VISIT_REPORTS_MESSAGE });
    // The bookings' own cap (20 an hour) is untouched by the visits.
    expect((await post(world, { visitToken: token(), step: "visited" })).status).toBe(200);

    await db.insert(s.bookingSettings).values({ businessId: world.business.id, enabled: false });
    expect((await post(world, { visitToken: token(), step: "visited" })).status).toBe(404);
  });
});

describe("advanceLead", () => {
  it("moves the visit to booked with its booking in the caller's transaction, never back, and does nothing without a token", async () => {
    const world = await bookingBusiness();
    const visitToken = token();
    await post(world, { visitToken, step: "contact", email: "booker@example.test" });
    const booked = await call(book, "/api/book", { host: HOSTS.tenant(world.business.portalSubdomain), body: bookingBody(world) });
    const bookingId = booked.json.booking_id as string;
    const moved = await db.transaction((tx) => advanceLead(tx, world.business.id, visitToken, { step: "booked", bookingId }));
    expect(moved).toMatchObject({ step: "booked" });
    await db.transaction((tx) => advanceLead(tx, world.business.id, visitToken, { step: "checkout", checkoutSessionId: "cs_test_late" }));
    expect(await leadOf(world, visitToken)).toMatchObject({ step: "booked", bookingId, email: "booker@example.test", checkoutSessionId: "cs_test_late" });
    await advanceLead(db, world.business.id, visitToken, { step: "paid" });
    expect((await leadOf(world, visitToken)).step).toBe("paid");
    // A visit the page never reported (tracking blocked) gets its row.
    const unseen = token();
    expect(await advanceLead(db, world.business.id, unseen, { step: "checkout", checkoutDraft: { serviceId: world.mowing.id } })).toMatchObject({ step: "checkout" });
    expect(await leadOf(world, unseen)).toMatchObject({ step: "checkout", checkoutDraft: { serviceId: world.mowing.id } });
    await advanceLead(db, world.business.id, unseen, { step: "booked", checkoutDraft: null });
    expect((await leadOf(world, unseen)).checkoutDraft).toBeNull();
    expect(await advanceLead(db, world.business.id, null, { step: "booked" })).toBeNull();
  });
});

describe("followUpLead", () => {
  it("emails the lead a note back to /book, stamps it, audits it, and refuses a second follow-up within 24 hours", async () => {
    const world = await bookingBusiness();
    const visitToken = token();
    const email = `${unique("lead")}@example.test`;
    await post(world, { visitToken, step: "priced", serviceId: world.mowing.id, frequency: "weekly", measure: 9_000 });
    await post(world, { visitToken, step: "contact", email, firstName: "Lena" });
    const lead = await leadOf(world, visitToken);
    const scope = { businessId: world.business.id };
    const actor = { userId: world.business.owner.id, ip: "10.0.0.9" };
    const now = new Date();

    expect(await followUpLead(scope, actor, lead.id, now)).toEqual({ leadId: lead.id, followedUpAt: now.toISOString() });
    const [sent] = await db.select().from(s.emailOutbox).where(eq(s.emailOutbox.toAddress, email));
    expect(sent).toMatchObject({ businessId: world.business.id, subject: "Finish booking your Weekly Mowing", template: "notification" });
    expect(sent.text).toContain(`Hi Lena, thanks for pricing your Weekly Mowing with ${world.business.companyName}.`);
    expect(sent.html).toContain(`/book?service=${world.mowing.id}`);
    expect((await leadOf(world, visitToken)).followedUpAt?.toISOString()).toBe(now.toISOString());
    const audit = await db.select().from(s.auditLog).where(and(eq(s.auditLog.businessId, world.business.id), eq(s.auditLog.action, "booking_lead.followed_up")));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorType: "staff", actorId: world.business.owner.id, targetType: "booking_lead", targetId: lead.id, ip: "10.0.0.9" });

    await expect(followUpLead(scope, actor, lead.id, new Date(now.getTime() + 23 * 60 * 60 * 1000))).rejects.toMatchObject({ code: "conflict", message: FOLLOW_UP_MESSAGES.tooSoon });
    expect(await db.select().from(s.emailOutbox).where(eq(s.emailOutbox.toAddress, email))).toHaveLength(1);
    await followUpLead(scope, actor, lead.id, new Date(now.getTime() + 25 * 60 * 60 * 1000));
    expect(await db.select().from(s.emailOutbox).where(eq(s.emailOutbox.toAddress, email))).toHaveLength(2);
  });

  it("does not find another business's lead or another branch's, and refuses a lead with only a phone or one who booked", async () => {
    const world = await bookingBusiness();
    const visitToken = token();
    await post(world, { visitToken, step: "contact", email: "someone@example.test", zip: "43209" });
    const lead = await leadOf(world, visitToken);
    const actor = { userId: world.business.owner.id };
    const stranger = await createBusiness(db);
    await expect(followUpLead({ businessId: stranger.id }, { userId: stranger.owner.id }, lead.id)).rejects.toMatchObject({ code: "not_found", message: FOLLOW_UP_MESSAGES.notFound });
    const [branch] = await db.insert(s.locations).values({ businessId: world.business.id, name: "Elsewhere", postalCodes: ["45402"] }).returning();
    await expect(followUpLead({ businessId: world.business.id, locationIds: [branch.id] }, actor, lead.id)).rejects.toMatchObject({ code: "not_found" });

    const phoneOnly = token();
    await post(world, { visitToken: phoneOnly, step: "contact", phone: "(614) 555-0101" });
    await expect(followUpLead({ businessId: world.business.id }, actor, (await leadOf(world, phoneOnly)).id)).rejects.toMatchObject({ code: "unprocessable", message: FOLLOW_UP_MESSAGES.noEmail });
    await advanceLead(db, world.business.id, visitToken, { step: "booked" });
    await expect(followUpLead({ businessId: world.business.id }, actor, lead.id)).rejects.toMatchObject({ code: "conflict", message: FOLLOW_UP_MESSAGES.booked });
    expect(await db.select().from(s.auditLog).where(and(eq(s.auditLog.businessId, world.business.id), eq(s.auditLog.action, "booking_lead.followed_up")))).toEqual([]);
  });
});
