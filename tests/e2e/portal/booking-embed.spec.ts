import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type FrameLocator } from "@playwright/test";
import { and, eq } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { signInAsStaff, app, toast } from "../admin/support";
import { businessBySubdomain, closeDb, db, greenleaf } from "./screens-support";

/**
 * Issue 39 item 4 in Chromium: a business's own website, served on another local origin, pastes
 * Settings → Booking's snippet. Once the owner lists that origin, the booking form appears in a
 * frame sized to it, a visitor books inside it (the site's utm_source kept on the booking) and is
 * sent to the portal at top level with the email filled in. A site the owner did not list gets
 * the frame refused by /book's frame-ancestors.
 */

/** A one-page "business website" on 127.0.0.1 and a free port: its own origin, not the portal's. */
async function website(html: string): Promise<{ origin: string; server: Server }> {
  const server = createServer((request, response) => {
    if (request.url?.startsWith("/favicon")) return void response.writeHead(404).end();
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const page = (title: string, snippet: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>
<body style="margin:0;font-family:sans-serif"><header style="height:120px">Greenleaf Lawn Care — mowing in Columbus</header>
<h1>Book your mowing</h1>${snippet}<footer>© Greenleaf</footer></body></html>`;

const servers: Server[] = [];
test.afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await closeDb();
});

async function fillInFrame(frame: FrameLocator, email: string) {
  await frame.getByLabel("Street address", { exact: true }).fill("2290 Fishinger Road");
  await frame.getByLabel("City", { exact: true }).fill("Upper Arlington");
  await frame.getByLabel("State", { exact: true }).fill("OH");
  await frame.getByLabel("ZIP code", { exact: true }).fill("43221");
  await frame.getByLabel("Lawn size (sq ft)", { exact: true }).fill("9000");
  await expect(frame.getByTestId("booking-first-visit")).toHaveText("$51.00");
  await expect(frame.getByText("Served by Greenleaf Columbus.")).toBeVisible();
  await frame.getByRole("radiogroup", { name: "Arrival window" }).getByRole("radio").first().check();
  await frame.getByLabel("First name", { exact: true }).fill("Emma");
  await frame.getByLabel("Last name", { exact: true }).fill("Embedded");
  await frame.getByLabel("Email", { exact: true }).fill(email);
  await frame.getByLabel("Phone", { exact: true }).fill(`(614) 555-${String(1000 + Math.floor(Math.random() * 8999))}`);
  await frame.getByLabel("Password", { exact: true }).fill("Booking123!");
  await frame.getByRole("checkbox", { name: /I agree to Greenleaf Lawn Care/ }).check();
}

test("a business's website frames /book through embed.js: sized by postMessage, booked inside with the site's utm_source; an unlisted site is refused", async ({ browser }) => {
  test.setTimeout(180_000);
  const business = await businessBySubdomain("greenleaf");
  const [mowing] = await db().select().from(schema.services).where(and(eq(schema.services.businessId, business.id), eq(schema.services.name, "Weekly Mowing")));
  const [before] = await db().select().from(schema.bookingSettings).where(eq(schema.bookingSettings.businessId, business.id));
  const snippet = `<script src="${greenleaf("/embed.js")}" data-service="${mowing.id}" data-frequency="weekly"></script>`;
  const listed = await website(page("Greenleaf Lawn Care", snippet));
  const unlisted = await website(page("Someone else's site", snippet));
  servers.push(listed.server, unlisted.server);

  try {
    // The owner lists the website in Settings → Booking (the save drops the proxy's cached origins).
    const ownerContext = await browser.newContext();
    const owner = await ownerContext.newPage();
    await signInAsStaff(owner, "owner@greenleaf.test");
    await owner.goto(app("/admin/settings/booking"));
    const form = owner.getByRole("form", { name: "Booking settings" });
    await form.getByLabel("Websites allowed to embed booking").fill(listed.origin);
    await form.getByRole("button", { name: "Save booking settings" }).click();
    await expect(toast(owner, "Booking settings saved")).toBeVisible();
    await ownerContext.close();

    const context = await browser.newContext();
    const visitor = await context.newPage();
    // /book's own headers: framed by itself and the listed site only; no X-Frame-Options to contradict that.
    const book = await visitor.goto(greenleaf("/book?embed=1"));
    expect(book?.headers()["content-security-policy"]).toContain(`frame-ancestors 'self' ${listed.origin};`);
    expect(book?.headers()["x-frame-options"]).toBeUndefined();
    const login = await visitor.goto(greenleaf("/login"));
    expect(login?.headers()["content-security-policy"]).toContain("frame-ancestors 'self';");
    expect(login?.headers()["x-frame-options"]).toBe("SAMEORIGIN");

    await visitor.goto(`${listed.origin}/?utm_source=partner-site&utm_medium=referral&utm_campaign=embed`);
    const iframe = visitor.locator("iframe[data-serviceloop-booking]");
    await expect(iframe).toHaveAttribute("title", "Book online with Greenleaf Lawn Care");
    const src = new URL((await iframe.getAttribute("src"))!);
    expect(src.origin).toBe(new URL(greenleaf()).origin);
    expect(Object.fromEntries(src.searchParams)).toEqual({ embed: "1", service: mowing.id, frequency: "weekly", utm_source: "partner-site", utm_medium: "referral", utm_campaign: "embed" });
    const frame = visitor.frameLocator("iframe[data-serviceloop-booking]");
    await expect(frame.getByLabel("Service", { exact: true })).toHaveValue(mowing.id);
    await expect(frame.getByRole("radio", { name: /^Weekly/ })).toBeChecked();
    // No portal card inside the website: the form alone.
    await expect(frame.getByTestId("portal-auth-background")).toHaveCount(0);
    // The frame grows to the form (it starts at 480 px) and the website shows no inner scrollbar.
    await expect.poll(async () => (await iframe.boundingBox())?.height ?? 0, { timeout: 15_000 }).toBeGreaterThan(600);
    const frameHeight = (await iframe.boundingBox())!.height;
    const contentHeight = await frame.locator("main").evaluate((main) => main.getBoundingClientRect().height);
    expect(Math.abs(frameHeight - contentHeight)).toBeLessThanOrEqual(2);

    const email = `emma-${randomUUID().slice(0, 8)}@example.test`;
    await fillInFrame(frame, email);
    await frame.getByRole("button", { name: "Book — first visit $51.00" }).click();
    await expect(frame.getByRole("status").getByText("You're booked! Sign in to your portal with your email and the password you chose.")).toBeVisible();
    // The website still shows the frame (no redirect inside it), now sized to the confirmation.
    await expect.poll(async () => (await iframe.boundingBox())?.height ?? 0).toBeLessThan(frameHeight);

    const [customer] = await db().select().from(schema.customers).where(and(eq(schema.customers.businessId, business.id), eq(schema.customers.email, email)));
    const [booking] = await db().select().from(schema.bookings).where(eq(schema.bookings.customerId, customer.id));
    expect(booking).toMatchObject({ serviceId: mowing.id, frequency: "weekly", firstVisitCents: 5_100, utmSource: "partner-site", utmMedium: "referral", utmCampaign: "embed" });

    // "Go to your portal" opens the portal at top level, where the password works.
    const [portal] = await Promise.all([visitor.waitForEvent("popup"), frame.getByRole("link", { name: /Go to your portal/ }).click()]);
    await expect(portal.getByLabel("Email")).toHaveValue(email);
    await portal.getByLabel("Password").fill("Booking123!");
    await portal.getByRole("button", { name: "Sign In" }).click();
    await portal.waitForURL(/\/dashboard/);

    // A website the owner did not list: the script runs, the frame is refused.
    const messages: string[] = [];
    visitor.on("console", (message) => messages.push(message.text()));
    await visitor.goto(`${unlisted.origin}/`);
    const refused = visitor.locator("iframe[data-serviceloop-booking]");
    await expect(refused).toBeAttached();
    await expect
      .poll(
        async () => {
          const url = (await (await refused.elementHandle())?.contentFrame())?.url() ?? "";
          return url.startsWith("chrome-error:") || messages.some((text) => text.includes("frame-ancestors"));
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await expect(visitor.frameLocator("iframe[data-serviceloop-booking]").getByLabel("Service", { exact: true })).toHaveCount(0);
    expect((await refused.boundingBox())?.height).toBe(480);
    await context.close();
  } finally {
    if (before) await db().update(schema.bookingSettings).set({ websiteOrigins: before.websiteOrigins }).where(eq(schema.bookingSettings.businessId, business.id));
    else await db().delete(schema.bookingSettings).where(eq(schema.bookingSettings.businessId, business.id));
  }
});
