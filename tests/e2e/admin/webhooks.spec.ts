import { expect, test } from "@playwright/test";
import { verifyWebhookSignature } from "../../../lib/webhooks/sign-payload";
import { createQuote } from "../../support/portal-fixtures";
import { startWebhookReceiver, type WebhookReceiver } from "../../support/webhook-receiver";
import { closeDb, db, greenleaf, signInAsFreshCustomer } from "../portal/screens-support";
import { app, OWNER, signInAsStaff, toast } from "./support";

let receiver: WebhookReceiver;
test.beforeAll(async () => {
  receiver = await startWebhookReceiver("/serviceloop");
});
test.afterAll(async () => {
  await receiver.close();
  await closeDb();
});

/**
 * Issue 13 "done when": the owner registers an endpoint on a local test server (the e2e app
 * runs with WEBHOOKS_ALLOW_PRIVATE=1), a customer approves a quote in the portal, and the
 * server receives a `quote.approved` whose ServiceLoop-Signature verifies with the secret
 * shown once. Then the delivery log, Resend, and deleting the endpoint.
 */
test("a signed quote.approved reaches the owner's endpoint; logged, re-sendable, deletable", async ({ page, browser }) => {
  await signInAsStaff(page, OWNER);
  await page.goto(app("/admin/settings/webhooks"));
  await expect(page.getByRole("heading", { name: "Webhooks", exact: true })).toBeVisible();

  const form = page.getByRole("form", { name: "Add a webhook endpoint" });
  await form.getByRole("button", { name: "Add endpoint" }).click();
  await expect(form.getByText("This field is required")).toBeVisible();
  await form.getByLabel("Endpoint URL").fill(receiver.url);
  await form.getByRole("button", { name: "Add endpoint" }).click();
  await expect(form.getByText("Choose at least one event")).toBeVisible();
  await form.getByRole("checkbox", { name: /quote\.approved/ }).check();
  await form.getByRole("button", { name: "Add endpoint" }).click();

  const dialog = page.getByRole("dialog", { name: "Endpoint added" });
  await expect(dialog).toBeVisible();
  const secret = (await dialog.getByTestId("new-webhook-secret").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^whsec_[0-9a-f]{48}$/);
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();
  const endpoints = page.getByRole("region", { name: "Endpoints" });
  await expect(endpoints.getByText(receiver.url)).toBeVisible();
  await page.reload();
  await expect(page.getByText(secret)).toHaveCount(0);

  // The customer approves a quote in the portal, in a browser of their own.
  const customerContext = await browser.newContext();
  const portal = await customerContext.newPage();
  const { scope } = await signInAsFreshCustomer(customerContext, { firstName: "Hook", lastName: "Tester" });
  const quote = await createQuote(db(), scope, { quoteNumber: `Q-W${Date.now()}` });
  await portal.goto(greenleaf(`/quotes/${quote.id}`));
  await portal.getByRole("button", { name: "Approve Quote" }).click();
  await portal.getByRole("dialog", { name: "Approve this quote?" }).getByRole("button", { name: "Approve", exact: true }).click();
  // The open dialog hides the page from the accessibility tree; it closes once the approval is saved.
  await expect(portal.getByRole("dialog")).toHaveCount(0);
  await expect(portal.getByRole("button", { name: "Approve Quote" })).toHaveCount(0);
  await customerContext.close();

  const isOurs = (body: string) => {
    const event = JSON.parse(body) as { type: string; data: { quote?: { id: string } } };
    return event.type === "quote.approved" && event.data.quote?.id === quote.id;
  };
  const delivered = await receiver.waitFor((request) => isOurs(request.body), 30_000);
  const signature = String(delivered.headers["serviceloop-signature"]);
  expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  expect(verifyWebhookSignature({ secret, body: delivered.body, header: signature })).toBe(true);
  expect(verifyWebhookSignature({ secret: `${secret}x`, body: delivered.body, header: signature })).toBe(false);
  const event = JSON.parse(delivered.body);
  expect(event).toMatchObject({ type: "quote.approved", business_id: scope.businessId, data: { quote: { id: quote.id, status: "approved", customer_id: scope.customerId } } });

  // The log shows the delivery; Resend posts the same event again.
  await expect(async () => {
    await page.reload();
    const row = page.getByTestId("webhook-delivery").filter({ hasText: "quote.approved" }).first();
    await expect(row).toContainText("Delivered", { timeout: 1000 });
    await expect(row).toContainText("200");
  }).toPass({ timeout: 15_000 });
  const before = receiver.received.length;
  await page.getByTestId("webhook-delivery").filter({ hasText: "quote.approved" }).first().getByRole("button", { name: /^Resend/ }).click();
  await expect(toast(page, "Delivered (HTTP 200)")).toBeVisible();
  const resent = await receiver.waitFor((request) => receiver.received.indexOf(request) >= before && isOurs(request.body));
  expect(JSON.parse(resent.body).id).toBe(event.id);
  expect(verifyWebhookSignature({ secret, body: resent.body, header: String(resent.headers["serviceloop-signature"]) })).toBe(true);

  // Deleting the endpoint (so other specs' approvals are not sent to a closed server).
  await endpoints.getByRole("button", { name: `Delete ${receiver.url}` }).click();
  await expect(toast(page, "Endpoint deleted")).toBeVisible();
  await expect(endpoints.getByText("No webhook endpoints yet.")).toBeVisible();
});
