import { expect, test } from "@playwright/test";
import { concretePath, pageTargets } from "../security/matrix-targets";
import { seriousViolations } from "../portal/screens-support";
import { app, e2eDatabase, OWNER, signInAsStaff } from "./support";

/**
 * Issue 10 (Quality): axe finds no serious or critical violation on any admin page, on desktop
 * and at 375 px. The page list comes from the code (every app/admin/**\/page.tsx), so a new page
 * is checked without anyone adding it here; ids are Greenleaf's demo rows, seen by its owner.
 */
const ADMIN_PAGES = pageTargets()
  .map((target) => target.pattern)
  .filter((pattern) => pattern.startsWith("/admin/"));

async function demoIds(): Promise<Record<string, string>> {
  const sql = e2eDatabase();
  try {
    const [business] = await sql<{ id: string }[]>`select id from businesses where portal_subdomain = 'greenleaf'`;
    const first = async (table: string) => {
      const [row] = await sql<{ id: string }[]>`select id from ${sql(table)} where business_id = ${business.id} order by created_at limit 1`;
      if (!row) throw new Error(`Greenleaf's demo data has no ${table} row`);
      return row.id;
    };
    const [jane] = await sql<{ id: string }[]>`select id from customers where business_id = ${business.id} and email = 'customer@greenleaf.test'`;
    const jobId = await first("job_series");
    const [visit] = await sql<{ id: string }[]>`select id from jobs where business_id = ${business.id} and series_id = ${jobId} order by scheduled_date limit 1`;
    return {
      customerId: jane.id,
      quoteId: await first("quotes"),
      invoiceId: await first("invoices"),
      contractId: await first("contracts"),
      conversationId: await first("conversations"),
      jobId,
      visitId: visit.id,
      serviceId: await first("services"),
      // Employees → Working hours (issue 39): the first member's week.
      memberId: await first("business_members"),
    };
  } finally {
    await sql.end();
  }
}

for (const [label, viewport] of [
  ["desktop", { width: 1280, height: 900 }],
  ["375 px", { width: 375, height: 740 }],
] as const) {
  test(`axe: every admin page on ${label} has no serious or critical violation`, async ({ page }) => {
    test.setTimeout(300_000);
    expect(ADMIN_PAGES.length).toBeGreaterThan(20);
    const ids = await demoIds();
    await page.setViewportSize(viewport);
    await signInAsStaff(page, OWNER);
    const found: Record<string, string[]> = {};
    for (const pattern of ADMIN_PAGES) {
      const path = concretePath(pattern, ids);
      const response = await page.goto(app(path));
      expect(response?.status(), path).toBe(200);
      await page.locator("h1, h2").first().waitFor();
      const violations = await seriousViolations(page);
      if (violations.length) found[path] = violations;
    }
    expect(found).toEqual({});
  });
}
