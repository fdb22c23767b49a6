import { expect, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { closeDb, db, greenleaf, seriousViolations, signInAsFreshCustomer } from "../portal/screens-support";
import { app, OWNER, signInAsStaff, toast } from "./support";

test.afterAll(closeDb);

/**
 * Issue 37: the inbox list needed a reload to show a new customer message. Like the open thread
 * it is now live: the owner keeps /admin/messaging open, a customer writes from the portal, and
 * the conversation comes to the top, unread — the page never reloads. On a desktop and at 390 px.
 */
for (const [label, viewport] of [
  ["desktop", { width: 1280, height: 900 }],
  ["390 px", { width: 390, height: 844 }],
] as const) {
  test(`a new customer message moves its conversation to the top, unread, without a reload (${label})`, async ({ browser }) => {
    test.setTimeout(120_000);
    // A customer whose conversation is old and read: not at the top of the inbox.
    const tag = Math.random().toString(36).slice(2, 8);
    const customerContext = await browser.newContext();
    const { business, customer } = await signInAsFreshCustomer(customerContext, { firstName: `Lia${tag}`, lastName: "Live" });
    const [owner] = await db().select().from(schema.users).where(eq(schema.users.email, OWNER));
    const longAgo = new Date(Date.now() - 40 * 86_400_000);
    const [conversation] = await db().insert(schema.conversations).values({ businessId: business.id, customerId: customer.id, lastMessageAt: longAgo }).returning();
    await db().insert(schema.messages).values({
      businessId: business.id, conversationId: conversation.id, senderType: "customer", senderId: customer.id, content: `Thanks for last month ${tag}`,
      readBy: [customer.id, owner.id], createdAt: longAgo,
    });

    const ownerContext = await browser.newContext({ viewport });
    const admin = await ownerContext.newPage();
    await signInAsStaff(admin, OWNER);
    await admin.goto(app("/admin/messaging"));
    const rows = admin.getByTestId("conversation-row");
    await expect(rows.first()).toBeVisible();
    await expect(rows.first()).not.toContainText(`Lia${tag} Live`);
    expect(await seriousViolations(admin)).toEqual([]);
    // A reload would lose this mark.
    await admin.evaluate(() => ((window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true));

    const portal = await customerContext.newPage();
    await portal.goto(greenleaf("/messages"));
    const box = portal.getByRole("textbox", { name: "Message" });
    await box.fill(`Is Friday still on? ${tag}`);
    await box.press("Enter");
    await expect(toast(portal, "Message sent")).toBeVisible();

    await expect(rows.first()).toContainText(`Lia${tag} Live`, { timeout: 15_000 });
    await expect(rows.first()).toContainText(`Is Friday still on? ${tag}`);
    await expect(rows.first().getByTestId("unread-badge")).toHaveText("1");
    await expect(rows.first()).toHaveAttribute("data-unread", "true");
    expect(await admin.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
    expect(await seriousViolations(admin)).toEqual([]);
    await customerContext.close();
    await ownerContext.close();
  });
}
