/**
 * Keeps every post-sign-in target on our own host: only a same-origin absolute path is
 * accepted (no scheme, no "//host", no backslash tricks, no control characters); anything
 * else falls back. Client-safe.
 */
export function safeCallbackPath(raw: unknown, fallback: string | null = null): string | null {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > 2048) return fallback;
  let value = raw.trim();
  // Absolute URLs are refused outright, even ours: our own links only ever carry paths.
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  try {
    // Resolving against a dummy origin must not change the origin (e.g. "/%2F%2Fevil").
    const url = new URL(value, "http://serviceloop.invalid");
    if (url.origin !== "http://serviceloop.invalid") return fallback;
    value = url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
  if (value.startsWith("//")) return fallback;
  return value;
}
