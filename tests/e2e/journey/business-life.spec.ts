import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { TINY_PNG } from "../../support/portal-fixtures";
import { app, e2eDatabase, tenant, toast } from "../admin/support";
import { seriousViolations } from "../portal/screens-support";
import { asText, downloadedPdf, expectAddsUp, shownDocument, shownTotals, todayIn } from "./journey-support";

/**
 * Issue 37 item 8: a business's whole life, as its people live it, at desktop and at 390 px.
 * A new owner signs up and sets up (tax rate, Stripe on the local fake), invites a crew member
 * and a customer; quotes with a discount and a deposit; the customer approves and pays the
 * deposit through Checkout; the quote becomes a job, the crew member completes its visit with
 * photos, the quote becomes an invoice with the deposit credited; the customer pays the rest;
 * both receipts arrive; the reports show the money. Every totals block on every screen and PDF
 * on the way must add up, and say the same.
 *
 * The figures: $350 + 3 × $75 = $575.00, − $20.00 discount = $555.00, 6.25 % tax $34.69 (34.6875
 * rounded once), total $589.69; a 25 % deposit is $147.42, which leaves $442.27.
 */
const PASSWORD = "Sunny!Lawns1";
const TOTALS = ["Subtotal $575.00", "Discount -$20.00", "Tax $34.69", "Total $589.69"];
const DEPOSIT = "$147.42";
const REST = "$442.27";

for (const [label, viewport] of [
  ["desktop", { width: 1280, height: 900 }],
  ["390 px", { width: 390, height: 844 }],
] as const) {
  test(`a business's life: sign-up → quote with discount and deposit → job → visit → invoice → paid (${label})`, async ({ browser }) => {
    // Three people in three browsers, two Checkouts and the notices: minutes, not one.
    test.setTimeout(300_000);
    const sql = e2eDatabase();
    const tag = randomUUID().slice(0, 6).replace(/\d/g, "x");
    const people = await Promise.all([0, 1, 2].map(() => browser.newContext({ viewport })));
    const [owner, crew, customer] = await Promise.all(people.map((context) => context.newPage()));
    try {
      // 1. The owner signs up and lands in their workspace.
      const ownerEmail = `journey-owner-${tag}@example.test`;
      await owner.goto(app("/auth?tab=signup"));
      const signUp = owner.getByRole("form", { name: "Sign up" });
      await signUp.getByLabel("First name").fill("Olive");
      await signUp.getByLabel("Last name").fill("Journey");
      await signUp.getByLabel("Company name").fill(`Journey Lawns ${tag}`);
      await signUp.getByLabel("Email").fill(ownerEmail);
      await signUp.getByLabel("Password").fill(PASSWORD);
      await signUp.getByRole("button", { name: "Create Account" }).click();
      await expect(owner).toHaveURL(app("/admin/dashboard"));
      const [business] = await sql`SELECT b.id, b.portal_subdomain, b.timezone FROM businesses b JOIN users u ON u.id = b.owner_user_id WHERE lower(u.email) = ${ownerEmail}`;
      const portal = (path: string) => tenant(business.portal_subdomain, path);

      // 2. Set up: the tax rate, then card payments through Stripe Connect (the local fake).
      await owner.goto(app("/admin/settings/profile"));
      const profile = owner.getByRole("form", { name: "Business profile" });
      await profile.getByLabel("Tax rate (%)").fill("6.25");
      await profile.getByRole("button", { name: "Save profile" }).click();
      await expect(toast(owner, "Business profile saved")).toBeVisible();
      await owner.goto(app("/admin/settings/payments"));
      await owner.getByRole("button", { name: /Connect Stripe|Continue Stripe setup/ }).click();
      await expect(owner).toHaveURL(/\/connect\/onboard\/acct_/);
      await owner.getByRole("button", { name: "Agree and submit" }).click();
      await expect(owner).toHaveURL(app("/admin/settings/payments?stripe=checked"));
      await expect(owner.getByTestId("stripe-status")).toHaveText("Connected");

      // 3. A crew member joins from their invitation.
      const crewEmail = `journey-crew-${tag}@example.test`;
      await owner.goto(app("/admin/employees"));
      const invite = owner.getByRole("form", { name: "Invite an employee" });
      await invite.getByLabel("Email").fill(crewEmail);
      await invite.getByRole("combobox", { name: "Role" }).selectOption({ label: "Field Employee" });
      await invite.getByRole("button", { name: "Send invitation" }).click();
      await expect(toast(owner, `Invitation sent to ${crewEmail}`)).toBeVisible();
      const [crewMail] = await sql`SELECT text FROM email_outbox WHERE lower(to_address) = ${crewEmail}`;
      await crew.goto(/http:\/\/app\.localhost:\d+\/invite\?token=[A-Za-z0-9_-]+/.exec(crewMail.text)![0]);
      const accept = crew.getByRole("form", { name: "Accept invitation" });
      await accept.getByLabel("First name").fill("Cal");
      await accept.getByLabel("Last name").fill("Crew");
      await accept.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await accept.getByLabel("Confirm password").fill(PASSWORD);
      await accept.getByRole("button", { name: "Accept Invitation" }).click();
      await expect(crew).toHaveURL(app("/admin/dashboard"));

      // 4. A customer, invited to the portal, registers.
      const customerEmail = `journey-customer-${tag}@example.test`;
      await owner.goto(app("/admin/customers"));
      await owner.getByRole("button", { name: "New customer" }).click();
      const newCustomer = owner.getByRole("form", { name: "New customer" });
      await newCustomer.getByLabel("First name").fill("Casey");
      await newCustomer.getByLabel("Last name").fill("Journey");
      await newCustomer.getByLabel("Email").fill(customerEmail);
      await newCustomer.getByRole("button", { name: "Create customer" }).click();
      await expect(toast(owner, "Customer created")).toBeVisible();
      await expect(owner.getByRole("heading", { level: 1, name: "Casey Journey" })).toBeVisible();
      await owner.getByRole("button", { name: "Invite to portal" }).click();
      await expect(toast(owner, `Invitation sent to ${customerEmail}`)).toBeVisible();
      const [customerMail] = await sql`SELECT text FROM email_outbox WHERE to_address = ${customerEmail} AND template = 'customer-portal-invitation'`;
      await customer.goto(/http:\/\/[a-z0-9-]+\.localhost:\d+\/register\?token=[A-Za-z0-9_-]+/.exec(customerMail.text)![0]);
      const register = customer.getByRole("form", { name: "Complete registration" });
      await register.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await register.getByLabel("Confirm password").fill(PASSWORD);
      await register.getByRole("button", { name: "Complete Registration" }).click();
      await expect(customer).toHaveURL(portal("/dashboard"));
      const [customerRow] = await sql`SELECT id FROM customers WHERE business_id = ${business.id} AND email = ${customerEmail}`;

      // 5. A quote with a discount and a 25 % deposit, sent.
      await owner.goto(app("/admin/quotes/new"));
      await owner.getByLabel("Customer").selectOption(customerRow.id);
      await owner.getByLabel("Title").fill("Spring makeover");
      await owner.getByLabel("Discount ($)").fill("20");
      await owner.getByLabel("Deposit on approval").selectOption("percent");
      await owner.getByLabel("Deposit percent (%)").fill("25");
      const lines = owner.getByRole("list", { name: "Line items" });
      await lines.getByLabel("Description").fill("Spring clean-up");
      await lines.getByLabel("Quantity").fill("1");
      await lines.getByLabel("Rate ($)").fill("350");
      await owner.getByRole("button", { name: "Add line" }).click();
      await lines.getByLabel("Description").nth(1).fill("Mulch beds");
      await lines.getByLabel("Quantity").nth(1).fill("3");
      await lines.getByLabel("Rate ($)").nth(1).fill("75");
      await expect(owner.getByTestId("builder-total")).toHaveText("$589.69");
      await owner.getByRole("button", { name: "Save and send" }).click();
      await expect(owner).toHaveURL(/\/admin\/quotes\/[0-9a-f-]{36}$/);
      const quoteId = owner.url().split("/").pop()!;
      const ownerQuote = await shownDocument(owner.getByRole("main"));
      expectAddsUp(ownerQuote, "the owner's quote");
      expect(asText(ownerQuote.rows).slice(0, 4)).toEqual(TOTALS);
      expect(asText(ownerQuote.rows)).toContain(`Deposit due on approval ${DEPOSIT}`);
      const ownerQuotePdf = await downloadedPdf(owner, owner.getByRole("link", { name: "Download PDF" }));
      expectAddsUp(ownerQuotePdf, "the quote's PDF (staff)");
      expect(ownerQuotePdf.rows).toEqual(ownerQuote.rows);

      // 6. The customer reads it — the same lines and totals, on the page and in its PDF — approves, and pays the deposit.
      await customer.goto(portal(`/quotes/${quoteId}`));
      const customerQuote = await shownDocument(customer.getByRole("article", { name: "Quote document" }));
      expect(customerQuote).toEqual(ownerQuote);
      const customerQuotePdf = await downloadedPdf(customer, customer.getByRole("link", { name: "Download PDF" }));
      expect(customerQuotePdf.rows).toEqual(ownerQuote.rows);
      expect(customerQuotePdf.lines).toEqual(ownerQuote.lines);
      expect(await seriousViolations(customer)).toEqual([]);
      await customer.getByRole("button", { name: "Approve Quote" }).click();
      await customer.getByRole("dialog", { name: "Approve this quote?" }).getByRole("button", { name: "Approve", exact: true }).click();
      await expect(customer).toHaveURL(/\/checkout\/cs_test_/);
      await expect(customer.getByTestId("checkout-amount")).toHaveText(DEPOSIT);
      await customer.getByRole("button", { name: `Pay ${DEPOSIT}` }).click();
      await expect(customer).toHaveURL(new RegExp(`/quotes/${quoteId}`));
      const paidQuote = await shownTotals(customer.getByRole("article", { name: "Quote document" }).locator("dl[aria-label=Totals]"));
      expect(asText(paidQuote)).toContain(`Deposit received -${DEPOSIT}`);
      const [deposit] = await sql`SELECT amount_cents, method, status FROM payments WHERE business_id = ${business.id} AND quote_id = ${quoteId}`;
      expect(deposit).toMatchObject({ amount_cents: "14742", method: "stripe", status: "succeeded" });

      // 7. The owner makes the job from the quote and gives its visit to the crew member, today.
      await owner.goto(app(`/admin/quotes/${quoteId}`));
      await expect(owner.getByTestId("quote-status")).toHaveText("Approved");
      const conversions = owner.getByTestId("quote-conversions");
      await conversions.getByRole("button", { name: "Create job" }).click();
      await expect(toast(owner, "Job created")).toBeVisible();
      await expect(owner).toHaveURL(/\/admin\/schedule\/jobs\/[0-9a-f-]{36}$/);
      const jobVisits = owner.getByRole("table", { name: "Visits" });
      await jobVisits.getByRole("button", { name: /^Change visit on / }).first().click();
      const reschedule = owner.getByRole("dialog", { name: "Reschedule visit" });
      await reschedule.getByLabel("Date").fill(todayIn(business.timezone));
      await reschedule.getByLabel("Employee").selectOption({ label: "Cal Crew" });
      await reschedule.getByRole("button", { name: "Save" }).click();
      await expect(toast(owner, "Visit rescheduled")).toBeVisible();

      // 8. The crew member completes it from their day, with a before and an after photo.
      await crew.goto(app("/admin/schedule/my-day"));
      const card = crew.getByRole("list", { name: "Today's visits" }).getByRole("listitem").filter({ hasText: "Spring makeover" });
      await card.getByLabel("Add before photo").setInputFiles({ name: "before.png", mimeType: "image/png", buffer: TINY_PNG });
      await expect(toast(crew, "Before photo added")).toBeVisible();
      await card.getByRole("button", { name: "Start visit" }).click();
      await expect(toast(crew, "Visit started")).toBeVisible();
      await card.getByLabel("Add after photo").setInputFiles({ name: "after.png", mimeType: "image/png", buffer: TINY_PNG });
      await expect(toast(crew, "After photo added")).toBeVisible();
      await card.getByLabel("Completion note").fill("Beds mulched, edges cut.");
      await card.getByRole("button", { name: "Complete visit" }).click();
      await expect(toast(crew, "Visit completed")).toBeVisible();
      await expect(card).toContainText("COMPLETED");

      // 9. The invoice from the quote: its lines, the deposit credited; sent.
      await owner.goto(app(`/admin/quotes/${quoteId}`));
      await conversions.getByRole("button", { name: "Create invoice" }).click();
      await expect(toast(owner, "Invoice created")).toBeVisible();
      await expect(owner).toHaveURL(/\/admin\/invoices\/[0-9a-f-]{36}$/);
      const invoiceId = owner.url().split("/").pop()!;
      await owner.getByRole("button", { name: "Send to customer" }).click();
      await expect(toast(owner, "Invoice sent")).toBeVisible();
      await expect(owner.getByTestId("invoice-balance")).toHaveText(REST);
      const ownerInvoice = await shownDocument(owner.getByRole("main"));
      expectAddsUp(ownerInvoice, "the owner's invoice");
      expect(ownerInvoice.lines).toEqual(ownerQuote.lines);
      expect(asText(ownerInvoice.rows)).toEqual([...TOTALS, `Deposit paid -${DEPOSIT}`, `Balance due ${REST}`]);
      const ownerInvoicePdf = await downloadedPdf(owner, owner.getByRole("link", { name: "Download PDF" }));
      expectAddsUp(ownerInvoicePdf, "the invoice's PDF (staff)");
      expect(ownerInvoicePdf.rows).toEqual(ownerInvoice.rows);

      // 10. The customer sees the same invoice and pays the rest through Checkout.
      await customer.goto(portal(`/invoices/${invoiceId}`));
      const customerInvoice = await shownDocument(customer.getByRole("article", { name: "Invoice document" }));
      expect(customerInvoice).toEqual(ownerInvoice);
      const customerInvoicePdf = await downloadedPdf(customer, customer.getByRole("link", { name: "Download PDF" }));
      expect(customerInvoicePdf.rows).toEqual(ownerInvoice.rows);
      await expect(customer.getByTestId("amount-due")).toHaveText(REST);
      expect(await seriousViolations(customer)).toEqual([]);
      await customer.getByRole("button", { name: "Pay now" }).click();
      await expect(customer).toHaveURL(/\/checkout\/cs_test_/);
      await expect(customer.getByTestId("checkout-amount")).toHaveText(REST);
      await customer.getByRole("button", { name: `Pay ${REST}` }).click();
      await expect(customer).toHaveURL(portal(`/invoices/${invoiceId}?payment=success`));
      await expect(customer.getByText("Thank you — this invoice is paid.")).toBeVisible();
      const paidInvoice = await shownDocument(customer.getByRole("article", { name: "Invoice document" }));
      expectAddsUp(paidInvoice, "the paid invoice (customer)");
      expect(asText(paidInvoice.rows).at(-1)).toBe("Balance due $0.00");
      await customer.goto(portal("/dashboard"));
      await expect(customer.getByTestId("outstanding-balance")).toHaveText("$0.00");
      await owner.reload();
      await expect(owner.getByTestId("invoice-status")).toHaveText("PAID");

      // 11. Both receipts, each with what it paid and what was left.
      const receipts = await sql`SELECT text FROM email_outbox WHERE to_address = ${customerEmail} AND template = 'payment-receipt' ORDER BY created_at`;
      expect(receipts).toHaveLength(2);
      expect(receipts[0].text).toContain(`Amount paid: ${DEPOSIT}`);
      expect(receipts[1].text).toContain(`Amount paid: ${REST}`);
      expect(receipts[1].text).toContain("Balance left: $0.00 (paid in full)");

      // 12. The reports show the money: both payments received this month, the invoice billed.
      await owner.goto(app("/admin/reports"));
      const month = new Intl.DateTimeFormat("en-US", { timeZone: business.timezone, month: "short", year: "numeric" }).format(new Date());
      const revenue = owner.getByRole("table", { name: "Revenue by month" }).getByRole("row").filter({ hasText: month });
      await expect(revenue).toHaveText(/2\s*\$589\.69\s*\$589\.69/);
      const [money] = await sql`SELECT coalesce(sum(amount_cents), 0)::int AS received FROM payments WHERE business_id = ${business.id} AND status = 'succeeded'`;
      expect(money.received).toBe(58_969);
      const [visit] = await sql`SELECT j.status, (SELECT count(*)::int FROM job_photos p WHERE p.job_id = j.id) AS photos FROM jobs j WHERE j.business_id = ${business.id}`;
      expect(visit).toEqual({ status: "completed", photos: 2 });
      expect(await seriousViolations(owner)).toEqual([]);
    } finally {
      await Promise.all(people.map((context) => context.close()));
      await sql.end();
    }
  });
}

