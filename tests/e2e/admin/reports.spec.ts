import { expect, test } from "@playwright/test";
import { monthLabel } from "../../../components/admin/reports/month-label";
import { GREENLEAF_SAVED_REPLIES } from "../../../db/seed/greenleaf/saved-replies";
import { dayOfMonthsAgo } from "../../../db/seed/greenleaf/report-history";
import { closeDb, seriousViolations } from "../portal/screens-support";
import { app, OWNER, signInAsStaff, staffGet, toast } from "./support";

test.afterAll(closeDb);

/** Greenleaf's today (its months are New York's), as the seed counted from it. */
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());
const monthAgo = (n: number) => monthLabel(dayOfMonthsAgo(today(), n, 1).slice(0, 7));

/**
 * Issue 13 reports and saved replies on the demo data: the owner opens the Recurring tab and
 * sees the seeded monthly recurring revenue and the eight-month-old cohort in the tables that
 * stand beside the charts; the Team and Overview tabs show their tables and CSV links; in a
 * conversation a saved reply goes into the reply box and is sent.
 */
test("the owner reads MRR, cohorts, the team's crew-hours and revenue by service", async ({ page }) => {
  await signInAsStaff(page, OWNER);
  await page.goto(app("/admin/reports"));
  await page.getByRole("navigation", { name: "Reports sections" }).getByRole("link", { name: "Recurring" }).click();
  await expect(page).toHaveURL(/\/admin\/reports\/recurring$/);

  await expect(page.getByRole("img", { name: /Monthly recurring revenue per month/ })).toBeVisible();
  const mrr = page.getByRole("table", { name: "Monthly recurring revenue by month" });
  // Seeded: seven months ago a weekly $45 job twice and an every-two-weeks $50 one → $195 + $195 + $108.33.
  await expect(mrr.getByRole("row", { name: new RegExp(`^${monthAgo(7)} 3 \\$498\\.33$`) })).toBeVisible();
  await expect(mrr.getByRole("row", { name: new RegExp(`^${monthAgo(8)} 2 \\$303\\.33$`) })).toBeVisible();
  await expect(page.getByTestId("mrr-current")).toHaveText(/^\$[\d,]+\.\d\d$/);
  await expect(page.getByRole("link", { name: "Export CSV" }).first()).toHaveAttribute("href", /\/api\/admin\/reports\/mrr\?from=\d{4}-\d\d&to=\d{4}-\d\d$/);

  const cohorts = page.getByRole("table", { name: "Retention by start-month cohort" });
  const first = cohorts.getByTestId("cohort-row").filter({ hasText: monthAgo(8) });
  await expect(first.getByRole("cell").nth(1)).toHaveText("2");
  await expect(first.getByRole("cell").nth(2)).toHaveText("100% (2)");
  await expect(page.getByRole("table", { name: "Retention by month" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("link", { name: "Team" }).click();
  const team = page.getByRole("table", { name: "Visits and revenue per crew-hour by employee" });
  await expect(team.getByRole("row", { name: /^Marcus Bell \d+ \$[\d,]+\.\d\d [\d.]+ h( \d+ visits? too short to time)? \$[\d,]+\.\d\d$/ })).toBeVisible();
  await expect(team.getByRole("row", { name: /^Oliver Greenwood / })).toBeVisible();
  // At 375 px the tabs, range form and tables stay usable (tables scroll inside their card).
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole("link", { name: "Overview" }).click();
  await expect(page.getByRole("table", { name: "Revenue by service" }).getByRole("row", { name: /^Weekly Mowing \d+ \$/ })).toBeVisible();
  const csv = await staffGet(page, "/api/admin/reports/services");
  expect(csv.status()).toBe(200);
  expect((await csv.text()).split("\r\n")[0]).toBe("service,visits_completed,revenue");
});

test("a saved reply is added, picked from the thread's list (a native select), added to and sent", async ({ page }) => {
  await signInAsStaff(page, OWNER);
  await page.goto(app("/admin/messaging"));
  await page.getByRole("link", { name: "Saved replies" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Saved replies" })).toBeVisible();
  const tag = Math.random().toString(36).slice(2, 8);
  await page.getByLabel("Title").fill(`Gate ${tag}`);
  await page.getByLabel("Reply text").fill(`Please leave the side gate unlocked on visit days. ${tag}`);
  await page.getByRole("button", { name: "Add saved reply" }).click();
  await expect(toast(page, "Saved reply added")).toBeVisible();
  await expect(page.getByTestId("saved-reply").filter({ hasText: `Gate ${tag}` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(app("/admin/messaging"));
  await page.getByTestId("conversation-row").first().getByRole("link").click();
  const picker = page.getByRole("combobox", { name: "Insert a saved reply" });
  await picker.focus();
  await picker.selectOption({ label: GREENLEAF_SAVED_REPLIES[1].title });
  const box = page.getByRole("textbox", { name: "Message" });
  await expect(box).toBeFocused();
  await expect(box).toHaveValue(GREENLEAF_SAVED_REPLIES[1].body);
  await picker.selectOption({ label: `Gate ${tag}` });
  await expect(box).toHaveValue(`${GREENLEAF_SAVED_REPLIES[1].body}\n\nPlease leave the side gate unlocked on visit days. ${tag}`);
  await box.press("Enter");
  await expect(toast(page, "Message sent")).toBeVisible();
  await expect(page.getByTestId("message").filter({ hasText: `side gate unlocked on visit days. ${tag}` })).toBeVisible();
  await expect(box).toHaveValue("");
});
