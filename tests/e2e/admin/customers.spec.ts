import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { hashPassword } from "../../../lib/security/passwords";
import { untilStill } from "../until-still";
import { app, e2eDatabase, OWNER, PASSWORD, signInAsStaff, staffGet, tenant, toast } from "./support";

async function seriousViolations(page: Page) {
  await untilStill(page);
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(" | ")}`);
}

test("the owner creates a customer, finds it by search, edits it, adds a property and invites it to the portal", async ({ page }) => {
  // Many server round trips on a shared machine.
  test.setTimeout(180_000);
  const sql = e2eDatabase();
  try {
    const tag = randomUUID().slice(0, 6);
    const lastName = `Quill-${tag.replace(/[0-9]/g, "x")}`;
    const email = `quinn-${tag}@example.test`;
    await signInAsStaff(page, OWNER);
    await page.goto(app("/admin/customers"));
    await expect(page.getByRole("heading", { level: 1, name: "Customers" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Customers" }).getByRole("row")).toHaveCount(26);
    await expect(page.getByText(/^Showing 1–25 of \d+ customers$/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Create, with the spec's first validation message first.
    await page.getByRole("button", { name: "New customer" }).click();
    const form = page.getByRole("form", { name: "New customer" });
    await form.getByLabel("First name").fill("Quinn");
    await form.getByLabel("Last name").fill(lastName);
    await form.getByLabel("Email").fill("not-an-email");
    await form.getByRole("button", { name: "Create customer" }).click();
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Tags").fill("weekly, e2e");
    await form.getByLabel("Status").selectOption("Lead");
    await form.getByRole("button", { name: "Create customer" }).click();
    await expect(toast(page, "Customer created")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: `Quinn ${lastName}` })).toBeVisible();
    const [row] = await sql`SELECT id, tags, portal_access_status, status FROM customers WHERE email = ${email}`;
    expect(row).toMatchObject({ tags: ["weekly", "e2e"], portal_access_status: "none", status: "lead" });

    // Find it by search on the list.
    await page.goto(app("/admin/customers"));
    await page.getByRole("searchbox", { name: "Search customers" }).fill(lastName.toLowerCase());
    await expect(page).toHaveURL(/q=quill/);
    const results = page.getByRole("table", { name: "Customers" });
    await expect(results.getByRole("row")).toHaveCount(2);
    // The status filter narrows the search: a lead is listed under Lead, not under Inactive.
    const statuses = page.getByRole("combobox", { name: "Statuses" });
    await statuses.selectOption("Lead");
    await expect(page).toHaveURL(/status=lead/);
    await expect(results.getByRole("row")).toHaveCount(2);
    await statuses.selectOption("Inactive");
    await expect(page).toHaveURL(/status=inactive/);
    await expect(page.getByRole("heading", { name: "No customers match" })).toBeVisible();
    await statuses.selectOption("All statuses");
    await expect(page).not.toHaveURL(/status=/);
    await expect(results.getByRole("row")).toHaveCount(2);
    await results.getByRole("link", { name: `Quinn ${lastName}` }).click();
    await expect(page).toHaveURL(app(`/admin/customers/${row.id}`));

    // Edit.
    await page.getByRole("button", { name: "Edit" }).click();
    const edit = page.getByRole("form", { name: "Edit customer" });
    await edit.getByLabel("Phone").fill("614-555-0177");
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expect(toast(page, "Customer updated")).toBeVisible();
    await expect(page.getByText("614-555-0177")).toBeVisible();

    // A property with access notes.
    await page.getByRole("button", { name: "Add property" }).click();
    const property = page.getByRole("form", { name: "Add property" });
    await property.getByLabel("Label").fill("Cottage");
    await property.getByLabel("Street address").fill("4 Harbor Lane");
    await property.getByLabel("Gate code").fill("#2468");
    await property.getByLabel("Pets").fill("Cat indoors");
    await property.getByRole("button", { name: "Add property" }).click();
    await expect(toast(page, "Property added")).toBeVisible();
    const card = page.getByRole("list", { name: "Properties" }).getByRole("listitem").filter({ hasText: "Cottage" });
    await expect(card).toContainText("4 Harbor Lane", { timeout: 30_000 });
    await expect(card).toContainText("#2468");
    await expect(card).toContainText("Primary");

    // Invite to the portal: a single-use link to the tenant's /register in the outbox.
    await page.getByRole("button", { name: "Invite to portal" }).click();
    await expect(toast(page, `Invitation sent to ${email}`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Resend invitation" })).toBeVisible();
    const [mail] = await sql`SELECT text, template FROM email_outbox WHERE to_address = ${email} ORDER BY created_at DESC LIMIT 1`;
    expect(mail.template).toBe("customer-portal-invitation");
    expect(mail.text).toMatch(/http:\/\/greenleaf\.localhost:\d+\/register\?token=[A-Za-z0-9_-]{32,}/);
    const [invited] = await sql`SELECT portal_access_status, invitation_expires_at FROM customers WHERE id = ${row.id}`;
    expect(invited.portal_access_status).toBe("invited");
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await sql.end();
  }
});

test("an employee without manage_customers is refused the customers pages", async ({ page }) => {
  const sql = e2eDatabase();
  const email = `no-customers-${randomUUID().slice(0, 8)}@example.test`;
  try {
    const [business] = await sql`SELECT id FROM businesses WHERE portal_subdomain = 'greenleaf'`;
    const [user] = await sql`
      INSERT INTO users (email, user_type, first_name, last_name, password_hash)
      VALUES (${email}, 'employee', 'Nora', 'Access', ${await hashPassword(PASSWORD)}) RETURNING id`;
    await sql`INSERT INTO business_members (business_id, user_id, role, permissions) VALUES (${business.id}, ${user.id}, 'employee', ${["view_jobs", "view_messages"]})`;
    await signInAsStaff(page, email);
    await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Customers" })).toHaveCount(0);
    expect((await page.goto(app("/admin/customers")))?.status()).toBe(403);
    expect((await page.goto(app("/admin/customers/import")))?.status()).toBe(403);
    const [anyCustomer] = await sql`SELECT id FROM customers WHERE business_id = ${business.id} LIMIT 1`;
    expect((await page.goto(app(`/admin/customers/${anyCustomer.id}`)))?.status()).toBe(403);
    expect((await staffGet(page, "/admin/customers/export")).status()).toBe(403);
  } finally {
    await sql.end();
  }
});

test("the owner views the portal as a customer: bannered, read-only, audited, and exits", async ({ page, context }) => {
  test.setTimeout(120_000);
  const sql = e2eDatabase();
  try {
    const tag = randomUUID().slice(0, 6).replace(/[0-9]/g, "x");
    const [business] = await sql`SELECT id FROM businesses WHERE portal_subdomain = 'greenleaf'`;
    const [customer] = await sql`
      INSERT INTO customers (business_id, first_name, last_name, email, portal_access_status)
      VALUES (${business.id}, 'Pia', ${`Preview-${tag}`}, ${`pia-${tag}@example.test`}, 'none') RETURNING id`;
    await signInAsStaff(page, OWNER);
    await page.goto(app(`/admin/customers/${customer.id}`));
    const [preview] = await Promise.all([context.waitForEvent("page"), page.getByRole("button", { name: "View portal as this customer" }).click()]);
    await preview.waitForURL(/greenleaf\.localhost:\d+\/dashboard$/);
    await expect(preview.getByRole("status").filter({ hasText: `Preview as Pia Preview-${tag} — read-only` })).toBeVisible();

    // A write is refused while previewing.
    await preview.goto(tenant("greenleaf", "/messages"));
    await preview.getByRole("textbox", { name: "Message" }).fill("Sent from a preview");
    await preview.getByRole("button", { name: "Send message" }).click();
    await expect(toast(preview, "This is a read-only preview: changes are not allowed")).toBeVisible();
    const sent = await sql`SELECT m.id FROM messages m JOIN conversations c ON c.id = m.conversation_id WHERE c.customer_id = ${customer.id}`;
    expect(sent).toHaveLength(0);

    const [session] = await sql`SELECT is_preview, preview_by_user_id FROM customer_sessions WHERE customer_id = ${customer.id}`;
    expect(session.is_preview).toBe(true);
    const audit = await sql`SELECT action, actor_type FROM audit_log WHERE target_id = ${customer.id} ORDER BY created_at`;
    expect(audit.map((a) => a.action)).toEqual(["customer.portal_preview_requested", "customer.portal_preview_opened"]);

    await preview.getByRole("button", { name: "Exit preview" }).click();
    await preview.waitForURL(/\/login\?preview=ended$/);
    await expect(preview.getByRole("status").filter({ hasText: "The preview has ended. You can close this tab." })).toBeVisible();
    expect(await sql`SELECT id FROM customer_sessions WHERE customer_id = ${customer.id}`).toHaveLength(0);

    // The timeline on the customer page tells the story.
    await page.reload();
    await expect(page.getByRole("list", { name: "Activity timeline" })).toContainText("Portal viewed in preview by staff");
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await sql.end();
  }
});

test("the owner selects customers and tags or invites them in bulk; select-all shows a partial choice", async ({ page }) => {
  test.setTimeout(120_000);
  const sql = e2eDatabase();
  try {
    const tag = randomUUID().slice(0, 6).replace(/[0-9]/g, "x");
    const lastName = `Bulk-${tag}`;
    const [business] = await sql`SELECT id FROM businesses WHERE portal_subdomain = 'greenleaf'`;
    const people = [
      { first: "Ada", email: `ada-${tag}@example.test` },
      { first: "Ben", email: `ben-${tag}@example.test` },
      { first: "Cy", email: null },
    ];
    for (const person of people) {
      await sql`INSERT INTO customers (business_id, first_name, last_name, email, portal_access_status) VALUES (${business.id}, ${person.first}, ${lastName}, ${person.email}, 'none')`;
    }
    await signInAsStaff(page, OWNER);
    await page.goto(app(`/admin/customers?q=${lastName}`));
    const table = page.getByRole("table", { name: "Customers" });
    await expect(table.getByRole("row")).toHaveCount(4);
    const all = table.getByRole("checkbox", { name: "Select all customers on this page" });
    const bulk = page.getByRole("region", { name: "Bulk actions" });
    await expect(bulk).toHaveCount(0);

    // One row: the select-all box is mixed, neither checked nor clear.
    await table.getByRole("checkbox", { name: `Select Ada ${lastName}` }).check();
    await expect(bulk).toContainText("1 selected");
    await expect(all).not.toBeChecked();
    await expect(all).toHaveJSProperty("indeterminate", true);

    // Select all, then add a tag to the three.
    await all.check();
    await expect(bulk).toContainText("3 selected");
    await expect(all).toHaveJSProperty("indeterminate", false);
    for (const person of people) await expect(table.getByRole("checkbox", { name: `Select ${person.first} ${lastName}` })).toBeChecked();
    await bulk.getByRole("textbox", { name: "Tag to add" }).fill(`vip-${tag}`);
    await bulk.getByRole("button", { name: "Add tag" }).click();
    await expect(toast(page, `Tagged 3 customers "vip-${tag}"`)).toBeVisible();
    await expect(bulk).toHaveCount(0);
    await expect(all).not.toBeChecked();
    await expect(table.getByRole("row").filter({ hasText: `vip-${tag}` })).toHaveCount(3);
    const tagged = await sql`SELECT first_name FROM customers WHERE last_name = ${lastName} AND ${`vip-${tag}`} = ANY(tags) ORDER BY first_name`;
    expect(tagged.map((row) => row.first_name)).toEqual(["Ada", "Ben", "Cy"]);

    // Invite two of them: the one without an email is skipped and said so.
    await table.getByRole("checkbox", { name: `Select Ben ${lastName}` }).check();
    await table.getByRole("checkbox", { name: `Select Cy ${lastName}` }).check();
    await bulk.getByRole("button", { name: "Invite to portal" }).click();
    await expect(toast(page, "Invited 1 customer; skipped 1 (no email, archived or already active)")).toBeVisible();
    const statuses = await sql`SELECT first_name, portal_access_status FROM customers WHERE last_name = ${lastName} ORDER BY first_name`;
    expect(statuses.map((row) => `${row.first_name}:${row.portal_access_status}`)).toEqual(["Ada:none", "Ben:invited", "Cy:none"]);
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await sql.end();
  }
});

test("the new-customer dialog opens from the keyboard, closes with Escape and hands focus back", async ({ page }) => {
  await signInAsStaff(page, OWNER);
  await page.goto(app("/admin/customers"));
  const trigger = page.getByRole("button", { name: "New customer" });
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  await trigger.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "New customer" });
  await expect(dialog).toBeVisible();
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  await expect(dialog.getByLabel("First name")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
});
