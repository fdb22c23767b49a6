import { expect, test, type Page } from "@playwright/test";
import { app, e2eDatabase, PASSWORD, SUPERADMIN, toast } from "../admin/support";

/** Issue 14: the dashboard's payments figures and background queues, with Retry of failed jobs. */
const sql = e2eDatabase();
const QUEUE = "invoices-mark-overdue";

test.afterAll(async () => {
  await sql.end();
});

async function signInAsSuperadmin(page: Page) {
  await page.goto(app("/superadmin/login"));
  await page.getByLabel("Email").fill(SUPERADMIN);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(app("/superadmin/dashboard"));
}

test("the operator sees payment volume and fees, and re-queues a queue's failed job", async ({ page }) => {
  // The app's worker has created pg-boss's schema and this queue at start-up; a job it gave up on:
  const [job] = await sql<{ id: string }[]>`
    insert into pgboss.job (name, data, state, retry_limit, retry_count) values (${QUEUE}, '{}'::jsonb, 'failed', 0, 0) returning id`;

  await signInAsSuperadmin(page);
  const health = page.getByRole("region", { name: "Platform health" });
  await expect(health.getByText("Payment volume")).toBeVisible();
  await expect(health.getByText("Platform fees")).toBeVisible();
  await expect(health.getByText(/Last 30 days · \d+ payments/)).toBeVisible();

  const row = page.getByRole("table", { name: "Background queues" }).getByRole("row").filter({ hasText: QUEUE });
  await row.getByRole("button", { name: /^Retry \d+ failed jobs? in invoices-mark-overdue$/ }).click();
  await expect(toast(page, /\d+ jobs? re-queued/)).toBeVisible();

  const [after] = await sql<{ state: string }[]>`select state from pgboss.job where id = ${job.id}`;
  // Back in the queue (the running worker may already have picked it up).
  expect(after?.state ?? "archived").not.toBe("failed");
  const audits = await sql<{ meta: { queue: string } }[]>`
    select meta from audit_log where action = 'platform.queue_retried' order by created_at desc limit 1`;
  expect(audits[0].meta.queue).toBe(QUEUE);
});
