import { expect, test } from "@playwright/test";
import { PUBLIC_PATHS, site } from "./support";

test.describe("every public route", () => {
  for (const path of PUBLIC_PATHS) {
    test(`${path} answers 200 with its own title, description and one h1`, async ({ page }) => {
      const response = await page.goto(site(path));
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).toBeVisible();
      await expect(page).toHaveTitle(/ServiceLoop/);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length ?? 0).toBeGreaterThan(50);
      // Header and footer on every page.
      await expect(page.getByRole("banner").getByRole("link", { name: "ServiceLoop" })).toBeVisible();
      await expect(page.getByRole("contentinfo")).toContainText("ServiceLoop. All rights reserved.");
    });
  }

  test("pages have distinct titles and Open Graph images that render", async ({ page, request }) => {
    const titles = new Set<string>();
    for (const path of ["/", "/pricing", "/lawn-care", "/pet-care", "/blog/before-and-after-photos"]) {
      await page.goto(site(path));
      titles.add(await page.title());
      const image = await page.locator('meta[property="og:image"]').first().getAttribute("content");
      expect(image, `og:image of ${path}`).toBeTruthy();
      // metadataBase is the build's APP_URL; fetch the same path from the server under test.
      const png = await request.get(site(new URL(image!).pathname + new URL(image!).search));
      expect(png.status()).toBe(200);
      expect(png.headers()["content-type"]).toBe("image/png");
    }
    expect(titles.size).toBe(5);
  });

  test("the landing page keeps the tagline, the claims, the nine features and the two portals", async ({ page }) => {
    await page.goto(site("/"));
    await expect(page.getByText("less churn, more earn").first()).toBeVisible();
    for (const claim of ["85%", "60%", "40%"]) await expect(page.getByText(claim, { exact: true })).toBeVisible();
    for (const label of ["retention increase", "time saved on admin", "revenue growth"]) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    const features = page.locator("#features li h3");
    await expect(features).toHaveText([
      "Smart scheduling",
      "Payment processing & automated invoicing",
      "Before/after photo documentation",
      "Real-time updates",
      "Recurring services",
      "White-label branding",
      "Contract e-signatures",
      "Customer feedback",
      "Multi-location support",
    ]);
    await expect(page.getByRole("heading", { name: "Business admin", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Customer portal", exact: true })).toBeVisible();
  });

  test("each industry page speaks its own trade, in its own colour", async ({ page }) => {
    const expectations: Record<string, { text: string; colour: string }> = {
      "/lawn-care": { text: "Core aeration & overseeding", colour: "rgb(21, 128, 61)" },
      "/home-cleaning": { text: "Deep clean", colour: "rgb(15, 118, 110)" },
      "/pressure-washing": { text: "House soft wash", colour: "rgb(3, 105, 161)" },
      "/pet-care": { text: "30-minute neighborhood walk", colour: "rgb(126, 34, 206)" },
      "/handyman": { text: "Punch-list repairs", colour: "rgb(180, 83, 9)" },
      "/commercial": { text: "Nightly office cleaning", colour: "rgb(51, 65, 85)" },
    };
    for (const [path, { text, colour }] of Object.entries(expectations)) {
      await page.goto(site(path));
      await expect(page.getByRole("heading", { name: text, exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Sound familiar?" })).toBeVisible();
      const mock = page.getByRole("img", { name: /customer portal/ });
      await expect(mock).toBeVisible();
      const bar = mock.locator("div[style*='background-color']").first();
      await expect(bar).toHaveCSS("background-color", colour);
    }
  });

  test("the pricing page compares the plans in a table", async ({ page }) => {
    await page.goto(site("/pricing"));
    const table = page.getByRole("table");
    await expect(table.locator("thead").getByRole("columnheader")).toHaveText(["Feature", "Starter", "Growth", "Pro"]);
    const customDomain = table.getByRole("row", { name: /Custom domain/ });
    await expect(customDomain.getByRole("cell")).toHaveText(["Not included", "Included", "Included"]);
  });

  test("a blog post renders its Markdown", async ({ page }) => {
    await page.goto(site("/blog"));
    await page.getByRole("link", { name: /Before and after photos/ }).click();
    await expect(page).toHaveURL(site("/blog/before-and-after-photos"));
    await expect(page.getByRole("heading", { level: 2, name: "Three jobs photos do for you" })).toBeVisible();
    await expect(page.locator("article ol li").first()).toContainText("Same angle, both times.");
  });

  test("the status page checks the database live", async ({ page }) => {
    await page.goto(site("/status"));
    await expect(page.getByRole("status")).toHaveText("All systems operational");
    await expect(page.getByText(/Responded in \d+ ms/)).toBeVisible();
  });

  test("sitemap.xml and robots.txt", async ({ request }) => {
    const sitemap = await request.get(site("/sitemap.xml"));
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    for (const path of ["/pricing", "/lawn-care", "/commercial", "/blog/before-and-after-photos", "/waitlist"]) {
      expect(xml).toContain(`<loc>${site(path)}</loc>`);
    }
    expect(xml).not.toContain("waitlist-confirmation");
    const robots = await request.get(site("/robots.txt"));
    expect(robots.status()).toBe(200);
    const text = await robots.text();
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain("Sitemap: http://localhost:");
  });

  test("an unknown path is a 404 with the not-found page", async ({ page }) => {
    for (const path of ["/definitely-not-a-page", "/blog/no-such-post", "/lawn-care/extra"]) {
      const response = await page.goto(site(path));
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    }
    await page.getByRole("link", { name: "Back to home" }).click();
    await expect(page).toHaveURL(site("/"));
  });
});
