/**
 * Auth.js refuses a callbackUrl (query or its callback-url cookie) that does not parse as an
 * http(s) URL — e.g. `\/evil.example` — by throwing a configuration error, which its handler
 * answers 500 (issue 42's red team, on sign-out). Its own check, run first so such a request is
 * answered 400 instead. Where a valid one may lead is the redirect callback's business
 * (auth-options.ts keeps it on our host).
 */
const CALLBACK_COOKIES = new Set(["authjs.callback-url", "__Secure-authjs.callback-url"]);

export function hasUnusableCallbackUrl(request: Request): boolean {
  const url = new URL(request.url);
  const values = [url.searchParams.get("callbackUrl")];
  for (const pair of (request.headers.get("cookie") ?? "").split(";")) {
    const at = pair.indexOf("=");
    if (at > 0 && CALLBACK_COOKIES.has(pair.slice(0, at).trim())) values.push(safeDecode(pair.slice(at + 1).trim()));
  }
  return values.some((value) => Boolean(value) && !isHttpUrl(value!, url.origin));
}

function isHttpUrl(value: string, origin: string): boolean {
  try {
    return /^https?:/.test(new URL(value, value.startsWith("/") ? origin : undefined).protocol);
  } catch {
    return false;
  }
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
