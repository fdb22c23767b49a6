import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What a page's render tells the rendered-page cache about itself, per request: who it was
 * rendered for and which data version it read (a claim), or that it must not be cached.
 *
 * Plain Node, no Next APIs: the front door (scripts/serve.ts) opens the request's record
 * before Next sees the request, and the app's code, bundled by Next into other module
 * instances, writes to it — so the storage lives on globalThis, one per process.
 */
export type PageCacheClaim = {
  /** Whose data the page shows: its business's data version is what retires it. */
  businessId: string;
  /** The business's (and platform's) data version, read before any of the page's data. */
  version: string;
  /** The registered check (page-cache-validators.ts) that decides, per later request, whether the asker may have it. */
  validator: string;
  /** Who it was rendered for (a session id): the check must find the same one in the later request. */
  identity: string;
};

export type PageCacheRequest = { claim: PageCacheClaim | null; refused: boolean };

const STORAGE_KEY = Symbol.for("serviceloop.pageCacheRequest");
const storage = ((globalThis as Record<symbol, unknown>)[STORAGE_KEY] ??= new AsyncLocalStorage<PageCacheRequest>()) as AsyncLocalStorage<PageCacheRequest>;

/** Runs the handling of one request with its own record (the front door). */
export function withPageCacheRequest<T>(request: PageCacheRequest, handle: () => T): T {
  return storage.run(request, handle);
}

/**
 * The page may be cached for this identity at this version. A second, different claim in one
 * request (two identities, businesses or versions read in one page) makes it uncacheable.
 */
export function claimPageCache(claim: PageCacheClaim): void {
  const request = storage.getStore();
  if (!request) return;
  const first = request.claim;
  if (!first) request.claim = claim;
  else if (first.businessId !== claim.businessId || first.identity !== claim.identity || first.validator !== claim.validator || first.version !== claim.version) request.refused = true;
}

/** This response must not be served again: it had a side effect per view, or its render failed. */
export function refusePageCache(): void {
  const request = storage.getStore();
  if (request) request.refused = true;
}
