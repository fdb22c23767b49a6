import { expect, test } from "@playwright/test";
import * as schema from "../../../db/schema";
import { send, tenantHost } from "../security/http";
import { closeDb, db } from "./screens-support";

test.afterAll(closeDb);

/**
 * A business portal answers /robots.txt itself (it used to fall to the portal's catch-all, a
 * 307 to /login, which crawlers and Lighthouse's SEO audit read as an invalid robots file).
 */
test("a portal's robots.txt lets crawlers find its sign-in page and keeps them off the API", async () => {
  const response = await send({ host: tenantHost("greenleaf"), path: "/robots.txt" });
  expect(response.status).toBe(200);
  expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
  expect(response.body).toBe("User-agent: *\nAllow: /\nDisallow: /api/\n");
  // Any other unknown portal path still goes to the sign-in page.
  const other = await send({ host: tenantHost("greenleaf"), path: "/robots.txt/extra" });
  expect(other.status).toBe(307);
  expect(other.headers.location).toBe("/login");
});

test("a portal's tab icon is its business's logo, else ServiceLoop's mark, served on its host", async () => {
  const greenleaf = await send({ host: tenantHost("greenleaf"), path: "/login" });
  expect(greenleaf.body).toMatch(/<link rel="icon" href="\/brand\/greenleaf-logo.svg"/);
  const subdomain = `nologo${Date.now().toString(36)}`;
  await db().insert(schema.businesses).values({ companyName: "No Logo Yet Co", portalSubdomain: subdomain });
  const plain = await send({ host: tenantHost(subdomain), path: "/login" });
  expect(plain.status).toBe(200);
  expect(plain.body).toMatch(/<link rel="icon" href="\/icon.svg"/);
  const icon = await send({ host: tenantHost(subdomain), path: "/icon.svg" });
  expect(icon.status).toBe(200);
  expect(icon.headers["content-type"]).toContain("image/svg+xml");
});
