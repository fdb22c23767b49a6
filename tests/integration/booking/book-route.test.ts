import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as book } from "@/app/api/book/route";
import { GET as getSlots } from "@/app/api/book/slots/route";
import { SLOT_TAKEN_MESSAGE } from "@/lib/booking/availability/claim-slot";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { BOOKING_REFUSALS } from "@/lib/booking/bookings/prepare-booking";
import { BOOKING_MESSAGES } from "@/lib/booking/bookings/booking-schema";
import { BOOKINGS_PER_EMAIL_MESSAGE } from "@/lib/booking/bookings/booking-limits";
import { toWallClock } from "@/lib/scheduling/recurrence/zoned-time";
import { call, HOSTS } from "../portal-auth/http";
import { bookingBody, bookingBusiness, localDateAhead } from "./fixtures";

/** POST /api/book on a portal host (issue 39 item 2) against the real handler and database. */
type World = Awaited<ReturnType<typeof bookingBusiness>>;
const post = (world: World, body: Record<string, unknown>, ip?: string) => call(book, "/api/book", { host: HOSTS.tenant(world.business.portalSubdomain), body, ip });
const customersOf = (world: World) => db.select().from(s.customers).where(eq(s.customers.businessId, world.business.id));

describe("POST /api/book", () => {
  it("books weekly mowing of a 9,000 sq ft lawn: a signed-in new customer, their property, the weekly job at $45.90 with a $51.00 first visit", async () => {
    const world = await bookingBusiness();
    const body = bookingBody(world);
    const res = await post(world, body);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      success: true, status: "confirmed", signed_in: true, by_existing_customer: false,
      first_visit: { date: body.date, window: "8:00-10:00 AM" },
      prices: [
        { label: "First visit", value: "$51.00", strong: true },
        { label: "Weekly, each visit after", value: "$45.90", strong: false },
        { label: "Weekly discount (10 %)", value: "−$5.10", strong: false },
      ],
    });
    expect(res.setCookie).toContain("portal_session=");

    const [customer] = await customersOf(world);
    expect(customer).toMatchObject({ firstName: "Nora", lastName: "Visitor", email: body.email, zip: "43209", portalAccessStatus: "active", locationId: world.home.id });
    const [property] = await db.select().from(s.properties).where(eq(s.properties.customerId, customer.id));
    expect(property).toMatchObject({ address: "118 Brookside Drive", zip: "43209", isPrimary: true });
    const [series] = await db.select().from(s.jobSeries).where(eq(s.jobSeries.customerId, customer.id));
    expect(series).toMatchObject({ serviceId: world.mowing.id, propertyId: property.id, priceCents: 4_590, durationMinutes: 65, startDate: body.date, startTime: "08:00" });
    expect(series.rrule).toMatch(/^FREQ=WEEKLY;INTERVAL=1;BYDAY=/);
    const visits = await db.select().from(s.jobs).where(eq(s.jobs.seriesId, series.id)).orderBy(asc(s.jobs.scheduledDate));
    expect(visits.length).toBeGreaterThan(4);
    expect(toWallClock(visits[0].scheduledDate, "America/New_York")).toMatchObject({ date: body.date, time: "08:00" });
    expect(visits.map((v) => v.priceCents)).toEqual([5_100, ...visits.slice(1).map(() => null)]);

    const [booking] = await db.select().from(s.bookings).where(eq(s.bookings.customerId, customer.id));
    expect(booking).toMatchObject({
      seriesId: series.id, frequency: "weekly", measure: 9_000, listCents: 5_100, discountBps: 1_000, pricePerVisitCents: 4_590, firstVisitCents: 5_100,
      status: "confirmed", byExistingCustomer: false, utmSource: "google", utmMedium: "cpc", utmCampaign: "spring", locationId: world.home.id,
    });
    const deliveries = await db.select().from(s.webhookDeliveries).where(eq(s.webhookDeliveries.endpointId, world.endpoint.id));
    expect(deliveries.map((d) => d.eventType).sort()).toEqual(["booking.created", "customer.created"]);
    const [owner] = await db.select().from(s.notifications).where(and(eq(s.notifications.businessId, world.business.id), eq(s.notifications.kind, "booking")));
    expect(owner).toMatchObject({ userId: world.business.owner.id, title: "New online booking: Nora Visitor — Weekly Mowing", link: "/admin/service-requests/bookings" });
    expect(owner.body).toMatch(/^A new customer\. Weekly, first visit .+, arriving 8:00-10:00 AM \(.+\), \$51\.00 then \$45\.90 a visit\.$/);
    const emails = await db.select().from(s.emailOutbox).where(eq(s.emailOutbox.toAddress, body.email));
    expect(emails.map((e) => e.subject)).toEqual(["You're booked: Weekly Mowing"]);
    expect(emails[0].text).toContain("$51.00");
    const [audit] = await db.select().from(s.auditLog).where(and(eq(s.auditLog.businessId, world.business.id), eq(s.auditLog.action, "booking.created")));
    expect(audit).toMatchObject({ actorType: "customer", actorId: customer.id, targetId: booking.id });
  });

  it("books an existing customer's email or phone onto that customer — no duplicate, no session for the visitor", async () => {
    const world = await bookingBusiness();
    const first = bookingBody(world);
    expect((await post(world, first)).status).toBe(201);
    const again = await post(world, bookingBody(world, { email: first.email.toUpperCase(), frequency: "every_2_weeks", date: localDateAhead(5) }));
    expect(again.status).toBe(201);
    expect(again.json).toMatchObject({ signed_in: false, by_existing_customer: true, message: "You're booked! Sign in to your portal to see your visits." });
    expect(again.setCookie).toBeNull();
    const byPhone = await post(world, bookingBody(world, { phone: first.phone.replace(/\D/g, ""), address: "9 Second Street", windowStart: 600 }));
    expect(byPhone.json).toMatchObject({ by_existing_customer: true });
    const customers = await customersOf(world);
    expect(customers).toHaveLength(1);
    const notices = await db.select().from(s.notifications).where(and(eq(s.notifications.businessId, world.business.id), eq(s.notifications.kind, "booking"))).orderBy(asc(s.notifications.createdAt));
    expect(notices.map((n) => n.body?.split(".")[0])).toEqual(["A new customer", "Booked by an existing customer", "Booked by an existing customer"]);
    expect(await db.select().from(s.properties).where(eq(s.properties.customerId, customers[0].id))).toHaveLength(2);
    expect(await db.select().from(s.bookings).where(eq(s.bookings.customerId, customers[0].id))).toHaveLength(3);
  });

  it("a former (archived) customer booking again is restored, not duplicated — their email is theirs in the business", async () => {
    const world = await bookingBusiness();
    const body = bookingBody(world);
    expect((await post(world, body)).status).toBe(201);
    const [customer] = await customersOf(world);
    await db.update(s.customers).set({ archivedAt: new Date(), status: "inactive" }).where(eq(s.customers.id, customer.id));
    const again = await post(world, bookingBody(world, { email: body.email, windowStart: 600 }));
    expect([again.status, again.json.by_existing_customer]).toEqual([201, true]);
    const rows = await customersOf(world);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ archivedAt: null, status: "active" });
  });

  it("emails a sign-in link when the visitor chose no password", async () => {
    const world = await bookingBusiness();
    const body = bookingBody(world, { signIn: "link", password: undefined });
    const res = await post(world, body);
    expect(res.json).toMatchObject({ signed_in: false, message: "You're booked! We've emailed you a link to sign in to your portal." });
    const [customer] = await customersOf(world);
    expect(customer.portalAccessStatus).toBe("invited");
    const emails = await db.select().from(s.emailOutbox).where(eq(s.emailOutbox.toAddress, body.email));
    expect(emails.map((e) => e.template).sort()).toEqual(["customer-portal-invitation", "notification"]);
  });

  it("refuses bad input with the first message and stores nothing", async () => {
    const world = await bookingBusiness();
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ zip: "4320" }, 400, BOOKING_MESSAGES.zip],
      [{ acceptTerms: false }, 400, BOOKING_MESSAGES.terms],
      [{ phone: "" }, 400, BOOKING_MESSAGES.phone],
      [{ password: "short" }, 400, "Password must be at least 8 characters long"],
      [{ measure: -5 }, 400, BOOKING_MESSAGES.measure],
      [{ frequency: "monthly" }, 422, "Monthly is not offered for this service"],
      [{ windowStart: 500 }, 422, BOOKING_REFUSALS.time],
      [{ date: localDateAhead(0) }, 422, BOOKING_REFUSALS.time],
      [{ date: localDateAhead(61) }, 422, BOOKING_REFUSALS.time],
      [{ addOnIds: [crypto.randomUUID()] }, 422, "Unknown add-on for this service"],
    ];
    for (const [overrides, status, message] of cases) {
      const res = await post(world, bookingBody(world, overrides));
      expect([res.status, res.json.message], JSON.stringify(overrides)).toEqual([status, message]);
    }
    // The field comes with the message: the page names it and puts the focus there.
    expect((await post(world, bookingBody(world, { zip: "4320" }))).json).toEqual({ success: false, message: BOOKING_MESSAGES.zip, field: "zip" });
    expect(await customersOf(world)).toHaveLength(0);
    expect(await db.select().from(s.bookings).where(eq(s.bookings.businessId, world.business.id))).toHaveLength(0);
  });

  it("tells a visitor outside every service area so, when the default location lists its own area", async () => {
    const world = await bookingBusiness();
    await db.update(s.locations).set({ postalCodes: ["43209", "43215"] }).where(eq(s.locations.id, world.home.id));
    const res = await post(world, bookingBody(world, { zip: "90210" }));
    expect([res.status, res.json.message]).toEqual([422, BOOKING_REFUSALS.outOfArea]);
    expect((await post(world, bookingBody(world, { zip: "43215" }))).status).toBe(201);
  });

  it("answers a filled honeypot like a success and stores nothing; limits bookings per email", async () => {
    const world = await bookingBusiness();
    const trapped = await post(world, { ...bookingBody(world), website: "http://spam.example" });
    expect(trapped.status).toBe(201);
    expect(await customersOf(world)).toHaveLength(0);
    const email = bookingBody(world).email;
    for (const windowStart of [480, 600, 720]) expect((await post(world, bookingBody(world, { email, windowStart }))).status).toBe(201);
    const fourth = await post(world, bookingBody(world, { email, windowStart: 840 }));
    expect([fourth.status, fourth.json.message]).toEqual([429, BOOKINGS_PER_EMAIL_MESSAGE]);
  });

  it("offers only the windows a crew member is free for; a window just taken is refused and stores nothing", async () => {
    const world = await bookingBusiness();
    const date = localDateAhead(3);
    const slots = async () => {
      const query = new URLSearchParams({ serviceId: world.mowing.id, frequency: "weekly", measure: "9000", zip: "43209" });
      const response = await getSlots(new Request(`http://${HOSTS.tenant(world.business.portalSubdomain)}/api/book/slots?${query}`, { headers: { host: HOSTS.tenant(world.business.portalSubdomain) } }));
      return { status: response.status, json: await response.json() };
    };
    const before = await slots();
    expect(before.json.location).toBe(world.home.name);
    expect(before.json.windows.filter((w: { date: string }) => w.date === date).map((w: { label: string }) => w.label)).toEqual(["8:00-10:00 AM", "10:00 AM-12:00 PM", "12:00-2:00 PM", "2:00-4:00 PM", "4:00-6:00 PM"]);
    expect((await post(world, bookingBody(world, { date }))).status).toBe(201);
    // The 65-minute visit from 8:00 holds the only crew member until 9:05: 8:00 is gone, 10:00 is open.
    expect((await slots()).json.windows.filter((w: { date: string }) => w.date === date).map((w: { start: number }) => w.start)).toEqual([600, 720, 840, 960]);
    const late = await post(world, bookingBody(world, { date, email: "late@example.test" }));
    expect([late.status, late.json.message]).toEqual([409, SLOT_TAKEN_MESSAGE]);
    expect((late.json.next_windows as Array<{ date: string; start: number }>)[0]).toEqual(expect.objectContaining({ date, start: 600 }));
    expect(await db.select().from(s.customers).where(eq(s.customers.email, "late@example.test"))).toHaveLength(0);
    // Outside every area, the open times say so before the visitor types anything more.
    await db.update(s.locations).set({ postalCodes: ["43209"] }).where(eq(s.locations.id, world.home.id));
    const query = new URLSearchParams({ serviceId: world.mowing.id, frequency: "weekly", zip: "90210" });
    const far = await getSlots(new Request(`http://${HOSTS.tenant(world.business.portalSubdomain)}/api/book/slots?${query}`, { headers: { host: HOSTS.tenant(world.business.portalSubdomain) } }));
    expect([far.status, (await far.json()).message]).toEqual([422, BOOKING_REFUSALS.outOfArea]);
  });

  it("is refused when the business turned online booking off", async () => {
    const world = await bookingBusiness();
    await db.insert(s.bookingSettings).values({ businessId: world.business.id, enabled: false });
    const res = await post(world, bookingBody(world));
    expect([res.status, res.json.message]).toEqual([404, BOOKING_REFUSALS.off]);
  });
});
