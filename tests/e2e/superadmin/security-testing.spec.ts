import { expect, test } from "@playwright/test";
import { app, e2eDatabase, PASSWORD, SUPERADMIN, toast } from "../admin/support";

/** Issue 14 item 4: Run checks probes this very server live, keeps the run and removes its tenants. */
const sql = e2eDatabase();
test.afterAll(() => sql.end());

const CHECKS = [
  "Security headers: public site",
  "Security headers: staff sign-in and admin",
  "Security headers: customer portal",
  "Security headers: superadmin",
  "Portal session cookie flags",
  "Sign-in throttling is active",
  "Uploads refuse an HTML file",
  "Two tenants see nothing of each other",
  "AUTH_SECRET set in production",
  "Database connection uses TLS when remote",
];

test("the superadmin runs the live security checks and every one passes against this deployment", async ({ page }) => {
  const [{ n: businessesBefore }] = await sql<{ n: number }[]>`select count(*)::int as n from businesses`;
  await page.goto(app("/superadmin/login"));
  await page.getByLabel("Email").fill(SUPERADMIN);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(app("/superadmin/dashboard"));

  await page.goto(app("/superadmin/security-testing"));
  await page.getByRole("button", { name: "Run checks" }).click();
  await expect(toast(page, `All ${CHECKS.length} checks passed`)).toBeVisible({ timeout: 60_000 });

  const table = page.getByRole("table", { name: "Security checks" });
  for (const label of CHECKS) {
    const row = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: label, exact: true }) });
    await expect(row, label).toContainText("Pass");
  }
  await expect(table.getByRole("row").filter({ hasText: "Two tenants see nothing of each other" })).toContainText("A's cookie on B's portal /dashboard → 307");
  await expect(table.getByRole("row").filter({ hasText: "Two tenants see nothing of each other" })).toContainText("A's session after use on B's host (revoked) → 401");
  await expect(table.getByRole("row").filter({ hasText: "Uploads refuse an HTML file" })).toContainText("nothing stored");

  // The run is kept and audited; the throwaway tenants and their throttle rows are gone.
  const [run] = await sql<{ passed: number; failed: number }[]>`select passed, failed from security_check_runs order by created_at desc limit 1`;
  expect(run).toEqual({ passed: CHECKS.length, failed: 0 });
  const [{ n: audits }] = await sql<{ n: number }[]>`select count(*)::int as n from audit_log where action = 'platform.security_checks_run'`;
  expect(audits).toBeGreaterThan(0);
  const [{ n: probes }] = await sql<{ n: number }[]>`select count(*)::int as n from businesses where portal_subdomain like 'sl-probe-%'`;
  expect(probes).toBe(0);
  const [{ n: businessesAfter }] = await sql<{ n: number }[]>`select count(*)::int as n from businesses`;
  expect(businessesAfter).toBe(businessesBefore);
  const [{ n: attempts }] = await sql<{ n: number }[]>`select count(*)::int as n from auth_attempts where ip = '192.0.2.1'`;
  expect(attempts).toBe(0);
});
