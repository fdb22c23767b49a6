import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { generateNonce } from "../security/security-headers";
import { withPageCacheRequest, type PageCacheRequest } from "./page-cache-request";
import { PageCacheStore, type CachedPage } from "./page-cache-store";
import { mayServeCachedPage } from "./page-cache-validators";

/**
 * The rendered-page cache at the front door (scripts/serve.ts), around Next's request handler.
 * docs/decisions/performance-rendered-page-cache.md has the why; in short:
 *
 * - Only a response whose render claimed it (claimPageCache: a signed-in page that depends on
 *   nothing but its business's data, its session and the clock) is kept, and only a 200 page or
 *   flight response that sets no cookie.
 * - The key is the request as Next sees it: host, URL, the router's headers and the *whole*
 *   Cookie header. A page is therefore only ever offered to a request carrying the very session
 *   cookie it was rendered for — never to another customer, whatever the check below says.
 * - Before a kept page is served, the validator its claim names repeats the page guard's checks
 *   against the database (the session is still live and still this identity) and compares the
 *   business's data version with the one read before the page's data: a write by anyone, on any
 *   instance, retires it. The TTL bounds what depends on the clock.
 * - Every response carries a fresh CSP nonce: the kept nonce is swapped in the body and headers.
 */
export type PageCacheOptions = { enabled: boolean; ttlMs: number; maxBytes: number };

export function pageCacheOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): PageCacheOptions {
  const number = (value: string | undefined, fallback: number) => (value && Number.isFinite(Number(value)) ? Number(value) : fallback);
  return {
    enabled: env.PAGE_CACHE !== "off",
    ttlMs: number(env.PAGE_CACHE_TTL_MS, 30_000),
    maxBytes: number(env.PAGE_CACHE_MAX_MB, 64) * 1024 * 1024,
  };
}

/** Request headers that change what Next answers for a page (beyond method, host and URL). */
const KEYED_HEADERS = [
  "cookie",
  "rsc",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
  "next-url",
  "x-forwarded-host",
  "x-forwarded-proto",
] as const;

/** Response headers that belong to one transmission, not to the page. */
const UNKEPT_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive", "date", "set-cookie", "x-page-cache"]);

export const PAGE_CACHE_HEADER = "x-page-cache";

export function pageCacheKey(req: IncomingMessage): string {
  const hash = createHash("sha256");
  hash.update(`${req.method} ${(req.headers.host ?? "").toLowerCase()} ${req.url}\n`);
  for (const name of KEYED_HEADERS) {
    const value = req.headers[name];
    hash.update(`${name}: ${Array.isArray(value) ? value.join("\u0000") : (value ?? "")}\n`);
  }
  return hash.digest("hex");
}

/** A signed-in page request: anonymous pages, API routes, assets and actions are never kept. */
export function isCandidate(req: IncomingMessage): boolean {
  const url = req.url ?? "";
  return (
    req.method === "GET" &&
    typeof req.headers.cookie === "string" &&
    req.headers.cookie !== "" &&
    !url.startsWith("/api/") &&
    !url.startsWith("/_next/") &&
    req.headers["next-action"] === undefined
  );
}

function forwardedProto(req: IncomingMessage): string {
  const header = req.headers["x-forwarded-proto"];
  return (Array.isArray(header) ? header[0] : header)?.split(",")[0]?.trim() || "http";
}

function nonceOf(headers: Array<[string, string | string[]]>): string | null {
  const csp = headers.find(([name]) => name === "content-security-policy")?.[1];
  const match = typeof csp === "string" ? /'nonce-([^']+)'/.exec(csp) : null;
  return match ? match[1] : null;
}

function isPageType(contentType: unknown): boolean {
  return typeof contentType === "string" && (contentType.startsWith("text/html") || contentType.startsWith("text/x-component"));
}

export function createPageCache(options: PageCacheOptions) {
  const store = new PageCacheStore(options.maxBytes, options.ttlMs);

  function serve(res: ServerResponse, page: CachedPage) {
    const nonce = generateNonce();
    const swap = (text: string) => (page.nonce ? text.split(page.nonce).join(nonce) : text);
    res.statusCode = page.status;
    for (const [name, value] of page.headers) res.setHeader(name, Array.isArray(value) ? value.map(swap) : swap(value));
    res.setHeader(PAGE_CACHE_HEADER, "hit");
    res.end(swap(page.body));
  }

  /** Lets Next render, keeping a copy of what it writes, and keeps it if the render claimed it. */
  function renderAndKeep(key: string, req: IncomingMessage, res: ServerResponse, render: () => void) {
    const record: PageCacheRequest = { claim: null, refused: false };
    const chunks: Buffer[] = [];
    let size = 0;
    let overflow = false;
    const collect = (chunk: unknown, encoding: unknown) => {
      if (overflow || chunk === undefined || chunk === null || typeof chunk === "function") return;
      const buffer = Buffer.isBuffer(chunk) ? chunk : typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8") : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      if (size > options.maxBytes / 16) overflow = true;
      else chunks.push(buffer);
    };
    const write = res.write;
    const end = res.end;
    res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      collect(chunk, rest[0]);
      return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
    } as ServerResponse["write"];
    res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      collect(chunk, rest[0]);
      return (end as (...a: unknown[]) => ServerResponse).call(this, chunk, ...rest);
    } as ServerResponse["end"];
    res.on("finish", () => {
      const claim = record.claim;
      if (!claim || record.refused || overflow || res.statusCode !== 200 || res.getHeader("set-cookie") !== undefined) return;
      if (!isPageType(res.getHeader("content-type"))) return;
      const headers = Object.entries(res.getHeaders())
        .filter(([name]) => !UNKEPT_HEADERS.has(name))
        .map(([name, value]) => [name, Array.isArray(value) ? value.map(String) : String(value)] as [string, string | string[]]);
      store.set(key, { status: 200, headers, body: Buffer.concat(chunks).toString("utf8"), nonce: nonceOf(headers), claim, storedAt: Date.now() });
    });
    res.setHeader(PAGE_CACHE_HEADER, "miss");
    withPageCacheRequest(record, render);
  }

  /** Serves the request from the cache when it may, else lets `render` (Next) answer it. */
  async function handle(req: IncomingMessage, res: ServerResponse, render: () => void): Promise<void> {
    if (!options.enabled || !isCandidate(req)) return render();
    const key = pageCacheKey(req);
    const page = store.get(key);
    if (page) {
      let allowed = false;
      try {
        allowed = await mayServeCachedPage(page.claim, { host: req.headers.host ?? "", cookie: req.headers.cookie, proto: forwardedProto(req) });
      } catch (error) {
        // The check could not run (the database is away): render as if nothing were kept.
        console.error("page cache check failed", error);
      }
      if (allowed) return serve(res, page);
      store.delete(key);
    }
    renderAndKeep(key, req, res, render);
  }

  return { handle, store };
}
