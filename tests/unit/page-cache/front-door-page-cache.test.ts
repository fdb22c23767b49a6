import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import compression from "compression";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createPageCache, isCandidate, pageCacheKey, pageCacheOptionsFromEnv } from "@/lib/page-cache/front-door-page-cache";
import { claimPageCache, refusePageCache, type PageCacheClaim } from "@/lib/page-cache/page-cache-request";
import { registerPageCacheValidator, type PageCacheAsker } from "@/lib/page-cache/page-cache-validators";

/**
 * The front door's cache mechanics, on a real HTTP server with the real compression middleware
 * in front, as scripts/serve.ts runs them. Next is played by `render`: a page that claims the
 * cache (or not) and writes its HTML in two chunks with the request's CSP nonce in the header,
 * in a script tag and in the flight data, as Next does. The database-backed checks have their
 * own tests (tests/integration/page-cache/); here the check is a test validator.
 */
type Behaviour = { claim?: Partial<PageCacheClaim> | null; refuse?: boolean; status?: number; setCookie?: boolean; contentType?: string; bodyBytes?: number };
let behaviour: Behaviour = {};
let renders = 0;
let validatorAnswer: boolean | "throw" = true;
const asked: PageCacheAsker[] = [];
const CLAIM: PageCacheClaim = { businessId: "business-1", version: "7.0", validator: "test-validator", identity: "session-1" };

registerPageCacheValidator("test-validator", async (claim, asker) => {
  asked.push(asker);
  expect(claim).toEqual({ ...CLAIM, ...(behaviour.claim ?? {}) });
  if (validatorAnswer === "throw") throw new Error("database away");
  return validatorAnswer;
});

function render(req: IncomingMessage, res: ServerResponse) {
  renders++;
  const nonce = `nonce${renders}AAAAAAAAAAAAAAA==`;
  if (behaviour.claim !== null) claimPageCache({ ...CLAIM, ...(behaviour.claim ?? {}) });
  if (behaviour.refuse) refusePageCache();
  res.statusCode = behaviour.status ?? 200;
  res.setHeader("content-type", behaviour.contentType ?? "text/html; charset=utf-8");
  res.setHeader("content-security-policy", `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
  res.setHeader("link", `</app.css>; rel=preload; as="style"; nonce="${nonce}"`);
  if (behaviour.setCookie) res.setHeader("set-cookie", "a=b");
  // Async like Next's stream: the claim was made before the first byte, the page ends later.
  res.write(`<html><body><p>render ${renders} for ${req.url} – héllo</p><script nonce="${nonce}">`);
  setTimeout(() => res.end(`self.__next_f.push({"nonce":"${nonce}"})</script>${"x".repeat(behaviour.bodyBytes ?? 0)}</body></html>`), 5);
}

let server: http.Server;
let port = 0;
const options = { enabled: true, ttlMs: 60_000, maxBytes: 16 * 64 * 1024 };
let cache = createPageCache(options);

beforeAll(async () => {
  const compress = compression();
  server = http.createServer((req, res) => {
    compress(req as never, res as never, () => void cache.handle(req, res, () => render(req, res)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  behaviour = {};
  renders = 0;
  validatorAnswer = true;
  asked.length = 0;
  cache = createPageCache(options);
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };
function get(path: string, headers: Record<string, string> = { cookie: "session=one" }, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path, method, headers: { host: "greenleaf.localhost", ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const raw = Buffer.concat(chunks);
        const body = (res.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw).toString("utf8");
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
      });
    });
    req.on("error", reject);
    req.end();
  });
}
const nonceOf = (answer: Answer) => /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))![1];

describe("the rendered-page cache at the front door", () => {
  it("serves a claimed page again without rendering, with a fresh nonce everywhere the old one was", async () => {
    const first = await get("/dashboard");
    expect(first.headers["x-page-cache"]).toBe("miss");
    const second = await get("/dashboard");
    expect(second.headers["x-page-cache"]).toBe("hit");
    expect(renders).toBe(1);
    const [a, b] = [nonceOf(first), nonceOf(second)];
    expect(b).not.toBe(a);
    expect(second.body).not.toContain(a);
    expect(second.body).toBe(first.body.split(a).join(b));
    expect(second.body).toContain(`<script nonce="${b}">`);
    expect(second.body).toContain(`{"nonce":"${b}"}`);
    expect(second.headers.link).toBe(`</app.css>; rel=preload; as="style"; nonce="${b}"`);
    expect(second.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(second.body).toContain("héllo");
    // The check was asked with what the request brought.
    expect(asked).toEqual([{ host: "greenleaf.localhost", cookie: "session=one", proto: "http" }]);
  });

  it("keeps the page uncompressed and compresses each answer as the client asks", async () => {
    behaviour = { bodyBytes: 4000 }; // above the middleware's 1 kB threshold
    await get("/dashboard", { cookie: "session=one", "accept-encoding": "gzip" });
    const zipped = await get("/dashboard", { cookie: "session=one", "accept-encoding": "gzip" });
    const plain = await get("/dashboard", { cookie: "session=one" });
    expect(zipped.headers["x-page-cache"]).toBe("hit");
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(zipped.body.split(nonceOf(zipped)).join("N")).toBe(plain.body.split(nonceOf(plain)).join("N"));
  });

  it("never offers a page to a request with another cookie, host, URL or router state", async () => {
    await get("/dashboard");
    const variants: Array<Record<string, string>> = [{ cookie: "session=two" }, { cookie: "session=one; other=1" }, { cookie: "session=one", host: "sparkle.localhost" }, { cookie: "session=one", rsc: "1" }];
    for (const headers of variants) {
      expect((await get("/dashboard", headers)).headers["x-page-cache"]).toBe("miss");
    }
    expect((await get("/dashboard?tab=2")).headers["x-page-cache"]).toBe("miss");
    expect(renders).toBe(6);
    expect(asked).toEqual([]);
  });

  it("renders again when the check refuses or fails, and keeps the new render", async () => {
    await get("/dashboard");
    validatorAnswer = false;
    expect((await get("/dashboard")).body).toContain("render 2");
    validatorAnswer = "throw";
    const failed = await get("/dashboard");
    expect(failed.status).toBe(200);
    expect(failed.body).toContain("render 3");
    validatorAnswer = true;
    expect((await get("/dashboard")).body).toContain("render 3");
  });

  it("keeps nothing a render did not claim, refused, failed, answered with a cookie or a non-page type", async () => {
    const cases: Behaviour[] = [{ claim: null }, { refuse: true }, { status: 404 }, { status: 307 }, { setCookie: true }, { contentType: "application/json" }, { bodyBytes: options.maxBytes / 16 }];
    for (const [i, c] of cases.entries()) {
      behaviour = c;
      await get(`/page-${i}`);
      const again = await get(`/page-${i}`);
      expect(again.headers["x-page-cache"], JSON.stringify(c)).toBe("miss");
    }
    expect(renders).toBe(cases.length * 2);
    expect(cache.store.size).toBe(0);
  });

  it("does not look at requests that are not signed-in page views", async () => {
    expect(isCandidate({ method: "POST", url: "/dashboard", headers: { cookie: "a=b" } } as IncomingMessage)).toBe(false);
    expect(isCandidate({ method: "HEAD", url: "/dashboard", headers: { cookie: "a=b" } } as IncomingMessage)).toBe(false);
    expect(isCandidate({ method: "GET", url: "/dashboard", headers: {} } as IncomingMessage)).toBe(false);
    expect(isCandidate({ method: "GET", url: "/dashboard", headers: { cookie: "" } } as IncomingMessage)).toBe(false);
    expect(isCandidate({ method: "GET", url: "/api/customer-portal-data", headers: { cookie: "a=b" } } as IncomingMessage)).toBe(false);
    expect(isCandidate({ method: "GET", url: "/_next/static/chunks/a.js", headers: { cookie: "a=b" } } as IncomingMessage)).toBe(false);
    expect(isCandidate({ method: "GET", url: "/dashboard", headers: { cookie: "a=b", "next-action": "x" } } as unknown as IncomingMessage)).toBe(false);
    expect(isCandidate({ method: "GET", url: "/dashboard", headers: { cookie: "a=b" } } as IncomingMessage)).toBe(true);
    for (const [method, path] of [["POST", "/dashboard"], ["GET", "/api/x"]]) {
      await get(path, { cookie: "session=one" }, method);
      const again = await get(path, { cookie: "session=one" }, method);
      expect(again.headers["x-page-cache"]).toBeUndefined();
    }
    expect(renders).toBe(4);
  });

  it("keys on every header that changes Next's answer, and on the host case-insensitively", () => {
    const base = { method: "GET", url: "/quotes", headers: { host: "Greenleaf.localhost", cookie: "s=1" } };
    const key = pageCacheKey(base as unknown as IncomingMessage);
    expect(pageCacheKey({ ...base, headers: { ...base.headers, host: "greenleaf.localhost" } } as unknown as IncomingMessage)).toBe(key);
    for (const header of ["cookie", "rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-url", "x-forwarded-host", "x-forwarded-proto"]) {
      expect(pageCacheKey({ ...base, headers: { ...base.headers, [header]: "other" } } as unknown as IncomingMessage), header).not.toBe(key);
    }
    expect(pageCacheKey({ ...base, headers: { ...base.headers, "user-agent": "x" } } as unknown as IncomingMessage)).toBe(key);
  });

  it("stops serving a page once its TTL has passed, and can be switched off", async () => {
    cache = createPageCache({ ...options, ttlMs: 1 });
    await get("/dashboard");
    await new Promise((r) => setTimeout(r, 5));
    expect((await get("/dashboard")).headers["x-page-cache"]).toBe("miss");
    cache = createPageCache({ ...options, enabled: false });
    await get("/dashboard");
    const off = await get("/dashboard");
    expect(off.headers["x-page-cache"]).toBeUndefined();
    expect(renders).toBe(4);
  });

  it("reads its settings from the environment", () => {
    expect(pageCacheOptionsFromEnv({} as NodeJS.ProcessEnv)).toEqual({ enabled: true, ttlMs: 30_000, maxBytes: 64 * 1024 * 1024 });
    expect(pageCacheOptionsFromEnv({ PAGE_CACHE: "off", PAGE_CACHE_TTL_MS: "5000", PAGE_CACHE_MAX_MB: "8" } as unknown as NodeJS.ProcessEnv)).toEqual({ enabled: false, ttlMs: 5000, maxBytes: 8 * 1024 * 1024 });
    expect(pageCacheOptionsFromEnv({ PAGE_CACHE_TTL_MS: "soon" } as unknown as NodeJS.ProcessEnv).ttlMs).toBe(30_000);
  });
});
