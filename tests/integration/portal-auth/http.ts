import { randomInt } from "node:crypto";
import { CLIENT_ADDRESS_HEADER } from "@/lib/security/client-address";

/** The host names the app sees in development: APP_URL's apex is localhost. */
export const HOSTS = {
  main: "localhost:3000",
  greenleaf: "greenleaf.localhost:3000",
  sparkle: "sparkle.localhost:3000",
  sparkleCustom: "portal.sparkle.test",
  tenant: (subdomain: string) => `${subdomain}.localhost:3000`,
};

type Handler = (request: Request) => Promise<Response>;

export type Call = {
  host?: string;
  body?: unknown;
  /** Sent as-is instead of JSON.stringify(body). */
  raw?: string;
  contentType?: string | null;
  cookie?: string;
  ip?: string;
};

/** A fresh client address per call site, so IP throttling of one test never touches another. */
export const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** Invokes an exported route handler with a real Request, as Next would. */
export async function call(handler: Handler, path: string, { host = HOSTS.main, body, raw, contentType = "application/json", cookie, ip }: Call) {
  // The header scripts/serve.ts stamps with the connection's address (lib/security/front-door.ts).
  const headers: Record<string, string> = { host, [CLIENT_ADDRESS_HEADER]: ip ?? freshIp() };
  if (contentType) headers["content-type"] = contentType;
  if (cookie) headers.cookie = cookie;
  const request = new Request(`http://${host}${path}`, {
    method: "POST",
    headers,
    body: raw ?? JSON.stringify(body ?? {}),
  });
  const response = await handler(request);
  const text = await response.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`non-JSON response ${response.status}: ${text.slice(0, 200)}`);
  }
  return { status: response.status, json, setCookie: response.headers.get("set-cookie"), headers: response.headers };
}
