import { expect, test } from "@playwright/test";
import { e2eDatabase, site, uniqueEmail } from "./support";

const sql = e2eDatabase();
test.afterAll(async () => {
  await sql.end();
});

test("the contact form stores the message and emails the platform operator", async ({ page }) => {
  const email = uniqueEmail("contact");
  await page.goto(site("/contact?topic=demo"));
  const form = page.locator("form");
  await form.getByLabel("Your name").fill("Dana Scully");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Company (optional)").fill("Scully Cleaning");
  await form.getByLabel("Message").fill("We run 12 cleaning crews and would like a demo with our own services.");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("status")).toContainText("Thanks — your message is on its way");

  const rows = await sql`select name, company, topic, message from contact_messages where email = ${email}`;
  expect(rows).toEqual([
    {
      name: "Dana Scully",
      company: "Scully Cleaning",
      topic: "demo",
      message: "We run 12 cleaning crews and would like a demo with our own services.",
    },
  ]);
  const mails = await sql`select to_address, subject from email_outbox
    where template = 'contact-notification' and text like ${`%${email}%`}`;
  expect(mails).toEqual([{ to_address: "hello@serviceloop.test", subject: "New schedule a demo message from Dana Scully" }]);
});

test("the contact form shows validation messages and keeps the values", async ({ page }) => {
  await page.goto(site("/contact"));
  const form = page.locator("form");
  await form.getByLabel("Your name").fill("Dana Scully");
  await form.getByLabel("Email").fill("dana@");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText("This field is required")).toBeVisible();
  await expect(form.getByLabel("Your name")).toHaveValue("Dana Scully");
});
