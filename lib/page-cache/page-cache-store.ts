import type { PageCacheClaim } from "./page-cache-request";

/** One rendered response, as Next wrote it before compression, with the nonce it carried. */
export type CachedPage = {
  status: number;
  headers: Array<[string, string | string[]]>;
  body: string;
  /** The CSP nonce of the render that made it: swapped for a fresh one on every reuse. */
  nonce: string | null;
  claim: PageCacheClaim;
  storedAt: number;
};

/**
 * The process's cached pages: least recently used first out once `maxBytes` is reached, and
 * none older than `ttlMs` (pages also depend on the clock — "today", what is overdue — so no
 * page outlives the TTL even when nothing is written).
 */
export class PageCacheStore {
  private readonly pages = new Map<string, { page: CachedPage; bytes: number }>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): CachedPage | null {
    const found = this.pages.get(key);
    if (!found) return null;
    if (this.now() - found.page.storedAt >= this.ttlMs) {
      this.delete(key);
      return null;
    }
    // Most recently used last: Map keeps insertion order.
    this.pages.delete(key);
    this.pages.set(key, found);
    return found.page;
  }

  set(key: string, page: CachedPage): void {
    const bytes = page.body.length + page.headers.reduce((sum, [name, value]) => sum + name.length + String(value).length, 0);
    if (bytes > this.maxBytes) return;
    this.delete(key);
    this.pages.set(key, { page, bytes });
    this.bytes += bytes;
    for (const [oldest] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const found = this.pages.get(key);
    if (!found) return;
    this.pages.delete(key);
    this.bytes -= found.bytes;
  }

  get size(): number {
    return this.pages.size;
  }

  get usedBytes(): number {
    return this.bytes;
  }
}
