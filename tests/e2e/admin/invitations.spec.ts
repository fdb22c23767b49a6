import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";
import { adminNavLabels, app, e2eDatabase, OWNER, signInAsStaff, toast, uniqueEmail } from "./support";

test("the owner invites a billing employee, who sets a password and sees only their items", async ({ page, browser }) => {
  const sql = e2eDatabase();
  try {
    const invitee = uniqueEmail("billing");
    await signInAsStaff(page, OWNER);
    await page.goto(app("/admin/employees"));
    const form = page.getByRole("form", { name: "Invite an employee" });
    await form.getByLabel("Email").fill(invitee);
    await form.getByRole("combobox", { name: "Role" }).selectOption({ label: "Billing/Accounting" });
    await form.getByRole("button", { name: "Send invitation" }).click();
    await expect(toast(page, `Invitation sent to ${invitee}`)).toBeVisible();
    await expect(page.getByRole("table", { name: "Invitations" }).getByRole("row").filter({ hasText: invitee })).toContainText("Pending");

    // The email holds the link; the database holds only the token's hash.
    const [mail] = await sql`SELECT text, subject, template FROM email_outbox WHERE lower(to_address) = ${invitee}`;
    expect(mail.template).toBe("employee-invitation");
    // On the staff host, where the invitee then works signed in (not the apex).
    const link = /http:\/\/app\.localhost:\d+\/invite\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();
    const token = new URL(link!).searchParams.get("token")!;
    const [invitation] = await sql`SELECT token_hash, role_template, expires_at, created_at FROM invitations WHERE lower(email) = ${invitee}`;
    expect(invitation.token_hash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(invitation.token_hash).not.toContain(token);
    expect(invitation.role_template).toBe("billing");
    const days = (new Date(invitation.expires_at).getTime() - new Date(invitation.created_at).getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 5);

    // The invitee, in their own browser.
    const context = await browser.newContext();
    const employee = await context.newPage();
    await employee.goto(link!);
    await expect(employee.getByRole("heading", { name: "Join Greenleaf Lawn Care" })).toBeVisible();
    const accept = employee.getByRole("form", { name: "Accept invitation" });
    await expect(accept.getByLabel("Email")).toHaveValue(invitee);
    await expect(accept.getByLabel("Email")).toBeDisabled();
    await accept.getByLabel("First name").fill("Bill");
    await accept.getByLabel("Last name").fill("Ing");
    await accept.getByLabel("Password", { exact: true }).fill("Ledger!2024");
    await accept.getByLabel("Confirm password").fill("Ledger!2025");
    await accept.getByRole("button", { name: "Accept Invitation" }).click();
    await expect(toast(employee, "Passwords do not match")).toBeVisible();
    await accept.getByLabel("Confirm password").fill("Ledger!2024");
    await accept.getByRole("button", { name: "Accept Invitation" }).click();
    await expect(employee).toHaveURL(app("/admin/dashboard"));
    await expect(employee.getByRole("heading", { level: 1 })).toHaveText("Welcome back, Bill!");
    expect(await adminNavLabels(employee)).toEqual(["Dashboard", "Invoices", "Notifications", "Reports"]);
    expect((await employee.goto(app("/admin/customers")))?.status()).toBe(403);
    expect((await employee.goto(app("/admin/invoices")))?.status()).toBe(200);

    const [member] = await sql`
      SELECT m.role, m.role_template, u.user_type FROM business_members m JOIN users u ON u.id = m.user_id WHERE lower(u.email) = ${invitee}`;
    expect(member).toEqual({ role: "employee", role_template: "billing", user_type: "employee" });
    const [used] = await sql`SELECT accepted_at FROM invitations WHERE lower(email) = ${invitee}`;
    expect(used.accepted_at).not.toBeNull();

    // Single use: the link no longer works.
    await context.clearCookies();
    await employee.goto(link!);
    await expect(employee.getByRole("heading", { name: "Invitation not valid" })).toBeVisible();
    await context.close();

    // The owner changes the employee to the Manager template: their nav follows.
    await page.reload();
    const row = page.getByRole("table", { name: "Team" }).getByRole("row").filter({ hasText: invitee });
    await expect(row).toContainText("Billing/Accounting");
    await row.getByRole("button", { name: /Change access/ }).click();
    const dialog = page.getByRole("dialog", { name: /Access for/ });
    await dialog.getByRole("combobox", { name: "Role" }).selectOption({ label: "Manager" });
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Access updated for Bill Ing")).toBeVisible();
    const [changed] = await sql`
      SELECT m.role_template FROM business_members m JOIN users u ON u.id = m.user_id WHERE lower(u.email) = ${invitee}`;
    expect(changed.role_template).toBe("manager");
  } finally {
    await sql.end();
  }
});

test("a made-up invitation token shows a clear refusal", async ({ page }) => {
  await page.goto(app("/invite?token=" + "x".repeat(43)));
  await expect(page.getByRole("heading", { name: "Invitation not valid" })).toBeVisible();
  await expect(page.getByText("This invitation link is invalid or has expired.")).toBeVisible();
});
