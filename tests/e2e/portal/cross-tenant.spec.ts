import { expect, test } from "@playwright/test";
import { and, eq } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { DEMO_EMAILS, DEMO_SPARKLE_CUSTOM_DOMAIN } from "../../../db/seed/demo-constants";
import { browserFetch, businessBySubdomain, closeDb, customerByEmail, db, port, signInAs } from "./screens-support";

test.afterAll(closeDb);

const sparkle = (path: string) => `http://${DEMO_SPARKLE_CUSTOM_DOMAIN}:${port}${path}`;

test("a Sparkle customer never sees Greenleaf data, on any screen or API", async ({ page, context }) => {
  const greenleaf = await businessBySubdomain("greenleaf");
  const sparkleBiz = await businessBySubdomain("sparkle");
  const customer = await customerByEmail(sparkleBiz.id, DEMO_EMAILS.sparkleCustomer);
  const token = await signInAs(context, DEMO_SPARKLE_CUSTOM_DOMAIN, customer);

  const greenleafQuotes = await db().select().from(schema.quotes).where(eq(schema.quotes.businessId, greenleaf.id));
  const greenleafInvoices = await db().select().from(schema.invoices).where(eq(schema.invoices.businessId, greenleaf.id));
  const greenleafMessages = await db().select().from(schema.messages).where(eq(schema.messages.businessId, greenleaf.id));
  const greenleafNames = [
    "Greenleaf Lawn Care",
    ...greenleafQuotes.map((q) => q.title),
    ...greenleafInvoices.flatMap((i) => [i.invoiceNumber ?? "", i.description ?? ""]).filter(Boolean),
    ...greenleafMessages.map((m) => m.content.slice(0, 40)),
  ];

  for (const path of ["/dashboard", "/services", "/quotes", "/contracts", "/invoices", "/messages", "/account", "/notifications"]) {
    await page.goto(sparkle(path));
    await expect(page.locator("aside").getByText("Sparkle Home Cleaning")).toBeVisible();
    const text = await page.locator("body").innerText();
    for (const name of greenleafNames) expect(text, `${path} shows "${name}"`).not.toContain(name);
  }
  await page.goto(sparkle("/quotes"));
  await expect(page.getByTestId("quote-card").first()).toBeVisible();

  // Greenleaf's documents by id: not found, as for any id the customer does not own.
  await page.goto(sparkle(`/quotes/${greenleafQuotes[0].id}`));
  await expect(page.getByRole("heading", { name: "Quote not found" })).toBeVisible();
  await page.goto(sparkle(`/invoices/${greenleafInvoices[0].id}`));
  await expect(page.getByRole("heading", { name: "Invoice Not Found" })).toBeVisible();

  // The API answers only Sparkle's rows; naming Greenleaf's business is refused.
  const api = await browserFetch(page, "/api/customer-portal-data?action=quotes");
  const body = JSON.parse(api.text);
  expect(body.success).toBe(true);
  expect(body.quotes.length).toBeGreaterThan(0);
  expect(body.quotes.every((q: { user_id: string }) => q.user_id === sparkleBiz.id)).toBe(true);
  expect((await browserFetch(page, `/api/portal/quotes/${greenleafQuotes[0].id}/pdf`)).status).toBe(404);
  const [attachment] = await db()
    .select({ fileId: schema.messageAttachments.fileId })
    .from(schema.messageAttachments)
    .where(and(eq(schema.messageAttachments.businessId, greenleaf.id), eq(schema.messageAttachments.kind, "file")));
  expect((await browserFetch(page, `/api/files/${attachment.fileId}`)).status).toBe(404);
  const mismatch = await browserFetch(page, `/api/customer-portal-data?action=quotes&session_token=${token}&business_id=${greenleaf.id}`);
  expect(mismatch.status).toBe(403);
});
