import { expect, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { hashPassword } from "../../../lib/security/passwords";
import { startFakeDns, type FakeDns } from "../../support/fake-dns";
import { createBusiness } from "../../support/portal-fixtures";
import { closeDb, db, port } from "../portal/screens-support";
import { app, PASSWORD, signInAsStaff, toast } from "./support";

/**
 * Issue 10 item 4, custom domain: the owner enters a domain, publishes the TXT record shown
 * (here: in the DNS server this spec runs, which the app resolves through — DNS_SERVERS from
 * scripts/test-e2e.ts), presses Verify, and the portal answers on the domain with the
 * business's own sign-in page. (TLS for it through Caddy: tests/tls/custom-domain-tls.test.ts.)
 */
let dns: FakeDns;
test.beforeAll(async () => {
  dns = await startFakeDns(Number(process.env.E2E_DNS_PORT));
});
test.afterAll(async () => {
  await dns?.close();
  await closeDb();
});

test("the owner verifies a custom domain by its TXT record and the portal answers on it", async ({ page }) => {
  const business = await createBusiness(db(), { companyName: "Bright Gutters Co" });
  await db().update(schema.users).set({ passwordHash: await hashPassword(PASSWORD) }).where(eq(schema.users.id, business.owner.id));
  const domain = `portal.${business.portalSubdomain}.test`;

  // Not a tenant yet: the domain is unknown to us.
  await page.goto(`http://${domain}:${port}/login`);
  await expect(page.getByRole("heading", { name: "Business Not Found" })).toBeVisible();

  await signInAsStaff(page, business.owner.email);
  await page.goto(app("/admin/settings"));
  await page.getByRole("link", { name: /Domain/ }).first().click();
  await expect(page).toHaveURL(app("/admin/settings/domain"));

  const form = page.getByRole("form", { name: "Custom domain" });
  await form.getByLabel("Domain").fill("https://nope");
  await form.getByRole("button", { name: "Add domain" }).click();
  await expect(form.getByText("Enter a domain like portal.example.com")).toBeVisible();

  await form.getByLabel("Domain").fill(domain.toUpperCase());
  await form.getByRole("button", { name: "Add domain" }).click();
  await expect(toast(page, "Domain saved")).toBeVisible();
  await expect(page.getByTestId("domain-status")).toHaveText(/Waiting for DNS/);
  await expect(page.getByTestId("dns-txt-name")).toHaveText(`_serviceloop.${domain}`);
  const value = (await page.getByTestId("dns-txt-value").textContent())!;
  expect(value).toMatch(/^serviceloop-verify=[0-9a-f]{32}$/);

  // Verify before the record exists: a clear message, still waiting.
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(form.getByText(/could not find the TXT record yet/)).toBeVisible();

  dns.setTxt(`_serviceloop.${domain}`, [value]);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByTestId("domain-status")).toHaveText(/Verified/);
  const [row] = await db().select().from(schema.businesses).where(eq(schema.businesses.id, business.id));
  expect(row.customDomain).toBe(domain);
  expect(row.customDomainVerifiedAt).not.toBeNull();

  await page.goto(`http://${domain}:${port}/login`);
  await expect(page.getByText("Bright Gutters Co").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Business Not Found" })).toHaveCount(0);

  // Removing it stops the portal answering there at once.
  await page.goto(app("/admin/settings/domain"));
  await page.getByRole("button", { name: "Remove domain" }).click();
  await expect(toast(page, "Custom domain removed")).toBeVisible();
  await page.goto(`http://${domain}:${port}/login`);
  await expect(page.getByRole("heading", { name: "Business Not Found" })).toBeVisible();
});
