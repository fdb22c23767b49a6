import { expect, test } from "@playwright/test";
import * as schema from "../../../db/schema";
import { createQuote } from "../../support/portal-fixtures";
import { closeDb, db, greenleaf, seriousViolations, signInAsFreshCustomer } from "./screens-support";

/**
 * Issue 37: portal notifications stayed unread after the customer had opened what they pointed
 * at. Opening the quote a notification announces reads it; the notifications page reads what it
 * showed. Desktop and 390 px.
 */
test.afterAll(closeDb);

for (const [label, viewport] of [
  ["desktop", { width: 1280, height: 900 }],
  ["390 px", { width: 390, height: 844 }],
] as const) {
  test(`opening a notification's page reads it; the notifications page reads the rest (${label})`, async ({ page, context }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const { scope } = await signInAsFreshCustomer(context);
    const quote = await createQuote(db(), scope, { quoteNumber: `Q-N${Date.now() % 100000}`, status: "sent" });
    await db().insert(schema.notifications).values([
      { ...scope, recipientType: "customer", kind: "quote", title: `New quote ${quote.quoteNumber}`, link: `/quotes/${quote.id}` },
      { ...scope, recipientType: "customer", kind: "message", title: "New message from the business", link: "/messages" },
    ]);
    const bell = page.getByRole("button", { name: /^Notifications/ });
    await page.goto(greenleaf("/dashboard"));
    await expect(bell).toHaveAccessibleName("Notifications, 2 unread");

    // The customer opens the quote (from the email, say): its notice is read.
    await page.goto(greenleaf(`/quotes/${quote.id}`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.goto(greenleaf("/dashboard"));
    await expect(bell).toHaveAccessibleName("Notifications, 1 unread");

    // The notifications page shows the other one unread this time, then it is read too.
    await page.goto(greenleaf("/notifications"));
    const unread = page.getByRole("listitem").filter({ hasText: "New message from the business" });
    await expect(unread).toContainText("(unread)");
    await expect(page.getByRole("listitem").filter({ hasText: `New quote ${quote.quoteNumber}` })).not.toContainText("(unread)");
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(greenleaf("/dashboard"));
    await expect(bell).toHaveAccessibleName("Notifications");
  });
}
