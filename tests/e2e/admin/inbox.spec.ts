import { expect, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { closeDb, db, greenleaf, signInAsFreshCustomer } from "../portal/screens-support";
import { app, EMPLOYEE, OWNER, signInAsStaff, toast } from "./support";

test.afterAll(closeDb);

/**
 * Issue 13: a customer writes from the portal; the owner sees the conversation unread in the
 * inbox and a notification in the bell, answers, and the answer appears in the customer's
 * open Messages page without a reload. An employee without view_reports is refused Reports.
 */
test("a customer's message reaches the owner's inbox and bell; the reply reaches the portal live", async ({ browser }) => {
  const customerContext = await browser.newContext();
  const tag = Math.random().toString(36).slice(2, 8);
  const { customer } = await signInAsFreshCustomer(customerContext, { firstName: `Ivy${tag}`, lastName: "Inbox" });
  const portal = await customerContext.newPage();
  await portal.goto(greenleaf("/messages"));
  const box = portal.getByRole("textbox", { name: "Message" });
  await box.fill(`Can you trim the hedges too? ${tag}`);
  await box.press("Enter");
  await expect(toast(portal, "Message sent")).toBeVisible();

  const ownerContext = await browser.newContext();
  const admin = await ownerContext.newPage();
  await signInAsStaff(admin, OWNER);
  const bell = admin.getByRole("button", { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(admin.getByRole("dialog").getByText(`New message from Ivy${tag} Inbox`)).toBeVisible();
  await admin.keyboard.press("Escape");

  await admin.goto(app(`/admin/messaging?status=unread&q=Ivy${tag}`));
  const row = admin.getByTestId("conversation-row");
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("unread-badge")).toHaveText("1");
  await expect(row).toContainText(`Can you trim the hedges too? ${tag}`);
  await row.getByRole("link").click();
  await expect(admin.getByRole("heading", { level: 1, name: `Ivy${tag} Inbox` })).toBeVisible();
  await expect(admin.getByTestId("message").filter({ hasText: `hedges too? ${tag}` })).toBeVisible();

  const reply = admin.getByRole("textbox", { name: "Message" });
  await reply.fill(`Sure, we'll trim them on Thursday. ${tag}`);
  await reply.press("Enter");
  await expect(toast(admin, "Message sent")).toBeVisible();

  // The customer's open page receives it through the live stream, without a reload.
  await expect(portal.getByTestId("message").filter({ hasText: `trim them on Thursday. ${tag}` })).toBeVisible({ timeout: 10_000 });

  const [conversation] = await db().select().from(schema.conversations).where(eq(schema.conversations.customerId, customer.id));
  const rows = await db().select().from(schema.messages).where(eq(schema.messages.conversationId, conversation.id));
  const [owner] = await db().select().from(schema.users).where(eq(schema.users.email, OWNER));
  const fromCustomer = rows.find((m) => m.senderType === "customer")!;
  const fromOwner = rows.find((m) => m.senderType === "business")!;
  expect(fromCustomer.readBy).toContain(owner.id);
  expect(fromOwner).toMatchObject({ senderId: owner.id, content: `Sure, we'll trim them on Thursday. ${tag}` });

  // Read now: the unread filter no longer lists it.
  await admin.goto(app(`/admin/messaging?status=unread&q=Ivy${tag}`));
  await expect(admin.getByText("No conversations match")).toBeVisible();

  await customerContext.close();
  await ownerContext.close();
});

test("the owner opens Reports; a default employee reads messages but is refused Reports", async ({ browser }) => {
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signInAsStaff(owner, OWNER);
  expect((await owner.goto(app("/admin/reports")))?.status()).toBe(200);
  await expect(owner.getByRole("heading", { level: 2, name: "Revenue", exact: true })).toBeVisible();
  await expect(owner.getByRole("img", { name: /Payments received per month/ })).toBeVisible();
  await expect(owner.getByRole("table", { name: "Outstanding invoices by age" })).toBeVisible();
  await ownerContext.close();

  const employeeContext = await browser.newContext();
  const employee = await employeeContext.newPage();
  await signInAsStaff(employee, EMPLOYEE);
  const refused = await employee.goto(app("/admin/reports"));
  expect(refused?.status()).toBe(403);
  await expect(employee.getByRole("heading", { level: 1, name: "No permission" })).toBeVisible();
  await expect(employee.getByRole("heading", { name: "Revenue" })).toHaveCount(0);

  expect((await employee.goto(app("/admin/messaging")))?.status()).toBe(200);
  await employee.getByTestId("conversation-row").first().getByRole("link").click();
  await expect(employee.getByText("replying needs the send messages permission")).toBeVisible();
  await expect(employee.getByRole("textbox", { name: "Message" })).toHaveCount(0);
  await employeeContext.close();
});
