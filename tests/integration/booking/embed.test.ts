import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as embedJs } from "@/app/portal/[tenant]/embed.js/route";
import { POST as book } from "@/app/api/book/route";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { embedSettingsFor, frameAncestorsFor, invalidateEmbedSettings } from "@/lib/booking/embed/embed-settings";
import { updateBookingSettings } from "@/lib/booking/settings/update-booking-settings";
import { CLIENT_ADDRESS_HEADER } from "@/lib/security/client-address";
import { call, freshIp, HOSTS } from "../portal-auth/http";
import { bookingBody, bookingBusiness } from "./fixtures";

/** Issue 39 item 4 against the real handlers and database: GET /embed.js, the cached embedding settings, a booking from the frame. */
type World = Awaited<ReturnType<typeof bookingBusiness>>;
const getEmbedJs = (host: string) => embedJs(new Request(`http://${host}/embed.js`, { headers: { host, [CLIENT_ADDRESS_HEADER]: freshIp() } }));
const settingsOf = (patch: Partial<{ enabled: boolean; websiteOrigins: string[] }>) => ({ enabled: true, autoConfirm: true, requireCardOnFile: false, arrivalWindows: null, websiteOrigins: [], terms: null, ...patch });
const save = (world: World, patch: Partial<{ enabled: boolean; websiteOrigins: string[] }>) =>
  updateBookingSettings({ businessId: world.business.id }, { userId: world.business.owner.id }, settingsOf(patch));

describe("GET /embed.js", () => {
  it("answers the script for a business that takes bookings: framing this host's /book, sized only by its messages", async () => {
    const world = await bookingBusiness();
    const host = HOSTS.tenant(world.business.portalSubdomain);
    const response = await getEmbedJs(host);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    const script = await response.text();
    expect(script).toContain(`var ORIGIN = "http://${host}";`);
    expect(script).toContain(`frame.src = ORIGIN + "/book?" + query.toString();`);
    expect(script).toContain(`frame.title = ${JSON.stringify(`Book online with ${world.business.companyName}`)};`);
    expect(script).toContain(`event.origin !== ORIGIN || event.source !== frame.contentWindow`);
    expect(script).toContain(`"serviceloop:book:height"`);
    // Plain JS that parses as a script.
    expect(() => new Function(script)).not.toThrow();
  });

  it("answers 404 once the business turns booking off (the save drops the cached settings), and on the main host", async () => {
    const world = await bookingBusiness();
    const host = HOSTS.tenant(world.business.portalSubdomain);
    expect((await getEmbedJs(host)).status).toBe(200);
    await save(world, { enabled: false });
    const off = await getEmbedJs(host);
    expect(off.status).toBe(404);
    expect(off.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect((await getEmbedJs(HOSTS.main)).status).toBe(404);
  });
});

describe("embedding settings (the proxy's frame-ancestors for /book)", () => {
  it("lists the saved website origins while booking is on, none when off, none for an unknown host", async () => {
    const world = await bookingBusiness();
    const key = world.business.portalSubdomain;
    expect(await frameAncestorsFor(key)).toEqual([]);
    await save(world, { websiteOrigins: ["https://www.greenleaf-lawns.example", "http://127.0.0.1:8080"] });
    expect(await frameAncestorsFor(key.toUpperCase())).toEqual(["https://www.greenleaf-lawns.example", "http://127.0.0.1:8080"]);
    await save(world, { enabled: false, websiteOrigins: ["https://www.greenleaf-lawns.example"] });
    expect(await frameAncestorsFor(key)).toEqual([]);
    expect(await embedSettingsFor(key)).toEqual({ enabled: false, websiteOrigins: ["https://www.greenleaf-lawns.example"] });
    expect(await embedSettingsFor("no-such-business-here")).toBeNull();
    expect(await frameAncestorsFor("no-such-business-here")).toEqual([]);
  });

  it("is cached per business: a change made behind the settings' back shows only after an invalidation", async () => {
    const world = await bookingBusiness();
    const key = world.business.portalSubdomain;
    await save(world, { websiteOrigins: ["https://one.example"] });
    expect(await frameAncestorsFor(key)).toEqual(["https://one.example"]);
    await db.update(s.bookingSettings).set({ websiteOrigins: ["https://two.example"] }).where(eq(s.bookingSettings.businessId, world.business.id));
    expect(await frameAncestorsFor(key)).toEqual(["https://one.example"]);
    invalidateEmbedSettings();
    expect(await frameAncestorsFor(key)).toEqual(["https://two.example"]);
  });
});

describe("POST /api/book from the embedded form", () => {
  it("books a new customer with a password without a session (a cross-site frame keeps no SameSite=Lax cookie) and says how to sign in", async () => {
    const world = await bookingBusiness();
    const res = await call(book, "/api/book", { host: HOSTS.tenant(world.business.portalSubdomain), body: { ...bookingBody(world), embed: true, utmSource: "partner-site" } });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ success: true, signed_in: false, message: "You're booked! Sign in to your portal with your email and the password you chose." });
    expect(res.setCookie).toBeNull();
    const [customer] = await db.select().from(s.customers).where(eq(s.customers.businessId, world.business.id));
    expect(customer.portalAccessStatus).toBe("active");
    const [booking] = await db.select().from(s.bookings).where(eq(s.bookings.customerId, customer.id));
    expect(booking.utmSource).toBe("partner-site");
    expect(await db.select().from(s.customerSessions).where(eq(s.customerSessions.customerId, customer.id))).toEqual([]);
  });
});
