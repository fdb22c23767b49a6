import type { PageCacheClaim } from "./page-cache-request";

/** What a later request brings that decides whether it may be given a cached page. */
export type PageCacheAsker = {
  host: string;
  cookie: string | undefined;
  /** "https" behind a TLS proxy (its X-Forwarded-Proto): which of Auth.js's cookie names applies. */
  proto: string;
};

/**
 * Decides whether a cached page may be served to this request now: the asker is still signed
 * in as the identity the page was rendered for, and the business's data has not changed since.
 * It does the same checks (and the same session bookkeeping) the page's own guard would do.
 */
export type PageCacheValidator = (claim: PageCacheClaim, asker: PageCacheAsker) => Promise<boolean>;

const REGISTRY_KEY = Symbol.for("serviceloop.pageCacheValidators");
const validators = ((globalThis as Record<symbol, unknown>)[REGISTRY_KEY] ??= new Map<string, PageCacheValidator>()) as Map<string, PageCacheValidator>;

/**
 * Registered by the module that claims pages (it is loaded by the render that stores the first
 * page, so the check is always there before a page can be served from the cache).
 */
export function registerPageCacheValidator(name: string, validator: PageCacheValidator): void {
  validators.set(name, validator);
}

/** The check a claim names; an unknown one never lets a page be served. */
export async function mayServeCachedPage(claim: PageCacheClaim, asker: PageCacheAsker): Promise<boolean> {
  const validator = validators.get(claim.validator);
  if (!validator) return false;
  return validator(claim, asker);
}
