import { expect, type Page } from "@playwright/test";

/**
 * /book filled as a visitor of Greenleaf does (issue 39's "Done when"): weekly mowing of a
 * 9,000 sq ft lawn in Upper Arlington — $51.00 before the discount, $45.90 a visit — the first
 * window offered, contact details, a password or an emailed link, the terms.
 */
export async function fillBooking(page: Page, email: string, options: { password: boolean; firstName?: string; lastName?: string }) {
  await page.getByLabel("Service", { exact: true }).selectOption({ label: "Weekly Mowing" });
  await page.getByRole("radio", { name: /^Weekly/ }).check();
  await page.getByLabel("Street address", { exact: true }).fill("2290 Fishinger Road");
  await page.getByLabel("City", { exact: true }).fill("Upper Arlington");
  await page.getByLabel("State", { exact: true }).fill("OH");
  await page.getByLabel("ZIP code", { exact: true }).fill("43221");
  await page.getByLabel("Lawn size (sq ft)", { exact: true }).fill("9000");
  await expect(page.getByTestId("booking-list-price")).toHaveText("$51.00");
  await expect(page.getByTestId("booking-per-visit")).toHaveText("$45.90");
  await expect(page.getByTestId("booking-first-visit")).toHaveText("$51.00");
  // The open times: only windows a Columbus crew member works and is free for.
  await expect(page.getByText("Served by Greenleaf Columbus.")).toBeVisible();
  await page.getByRole("radiogroup", { name: "Arrival window" }).getByRole("radio").first().check();
  await page.getByLabel("First name", { exact: true }).fill(options.firstName ?? "Nora");
  await page.getByLabel("Last name", { exact: true }).fill(options.lastName ?? "Newcomer");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Phone", { exact: true }).fill(`(614) 555-${String(1000 + Math.floor(Math.random() * 8999))}`);
  if (options.password) await page.getByLabel("Password", { exact: true }).fill("Booking123!");
  else await page.getByRole("radio", { name: "Email me a sign-in link instead" }).check();
  await page.getByRole("checkbox", { name: /I agree to Greenleaf Lawn Care/ }).check();
}
