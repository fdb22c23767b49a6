import http from "node:http";
import { expect, test } from "@playwright/test";
import * as schema from "../../../db/schema";
import { closeDb, db } from "../portal/screens-support";
import { apexHost, mainHost as staffHost, port, send } from "../security/http";

/** Issue 37: /favicon.ico answered 404 on every host. */
test.afterAll(closeDb);

/** An ICO file starts with reserved 0, type 1 (icon), then its image count. */
const isIco = (body: Buffer) => body.readUInt16LE(0) === 0 && body.readUInt16LE(2) === 1 && body.readUInt16LE(4) > 0;

/** GET /favicon.ico with that Host, its body as bytes (security/http's send reads text). */
function favicon(host: string) {
  return new Promise<{ status: number; type: string; body: Buffer }>((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: "/favicon.ico", headers: { host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, type: String(res.headers["content-type"] ?? ""), body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

test("the apex and app. answer ServiceLoop's icon", async () => {
  for (const host of [apexHost, staffHost, `www.localhost:${port}`]) {
    const icon = await favicon(host);
    expect(icon.status, host).toBe(200);
    expect(icon.type, host).toBe("image/x-icon");
    expect(isIco(icon.body), host).toBe(true);
  }
});

test("a tenant host answers its business's logo, else ServiceLoop's icon", async () => {
  const greenleaf = await favicon(`greenleaf.localhost:${port}`);
  expect(greenleaf.status).toBe(200);
  expect(greenleaf.type).toBe("image/svg+xml");
  expect(greenleaf.body.toString("utf8")).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

  // A verified custom domain is a tenant host too.
  const sparkle = await favicon(`portal.sparkle.test:${port}`);
  expect(sparkle.status).toBe(200);
  expect(sparkle.type).toBe("image/svg+xml");

  const subdomain = `nofavicon${Date.now().toString(36)}`;
  await db().insert(schema.businesses).values({ companyName: "No Logo Favicon Co", portalSubdomain: subdomain });
  for (const host of [`${subdomain}.localhost:${port}`, `no-such-business.localhost:${port}`]) {
    const icon = await favicon(host);
    expect(icon.status, host).toBe(200);
    expect(icon.type, host).toBe("image/x-icon");
    expect(isIco(icon.body), host).toBe(true);
  }
  // A HEAD is answered too (some crawlers ask so first).
  expect((await send({ method: "HEAD", host: `greenleaf.localhost:${port}`, path: "/favicon.ico" })).status).toBe(200);
});
