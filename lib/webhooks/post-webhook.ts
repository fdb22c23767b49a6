import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { resolvePublicDestination } from "./address-guard";

export const WEBHOOK_TIMEOUT_MS = 10_000;
/** What we read of a receiver's answer before hanging up: only its status matters. */
const MAX_RESPONSE_BYTES = 64 * 1024;

export type PostOutcome = { statusCode: number | null; responseMs: number; error: string | null };

/**
 * One POST to a receiver: the host is resolved and checked here (address-guard.ts) and the
 * connection is made to that very address, so a name cannot be re-pointed at a private one
 * between the check and the connect. Redirects are not followed (a 3xx is a failure), the
 * whole exchange is cut at the timeout. Never throws: a failure is an outcome.
 */
export async function postWebhook(input: { url: string; body: string; headers: Record<string, string>; timeoutMs?: number }): Promise<PostOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let url: URL;
  let pinned: { address: string; family: 4 | 6 };
  try {
    url = new URL(input.url);
    pinned = await resolvePublicDestination(url.hostname);
  } catch (error) {
    return { statusCode: null, responseMs: elapsed(), error: (error as Error).message };
  }
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) (callback as unknown as (e: null, list: { address: string; family: number }[]) => void)(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const client = url.protocol === "https:" ? https : http;
  return new Promise<PostOutcome>((resolve) => {
    let settled = false;
    const finish = (outcome: Omit<PostOutcome, "responseMs">) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...outcome, responseMs: elapsed() });
    };
    const request = client.request(
      url,
      { method: "POST", lookup, headers: { ...input.headers, "content-length": String(Buffer.byteLength(input.body)) }, agent: false },
      (response) => {
        const statusCode = response.statusCode ?? null;
        let read = 0;
        response.on("data", (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_RESPONSE_BYTES) response.destroy();
        });
        const done = () => finish({ statusCode, error: statusError(statusCode) });
        response.on("end", done);
        response.on("close", done);
        response.on("error", done);
      },
    );
    const timer = setTimeout(() => {
      request.destroy();
      finish({ statusCode: null, error: `No response within ${Math.round((input.timeoutMs ?? WEBHOOK_TIMEOUT_MS) / 1000)} seconds` });
    }, input.timeoutMs ?? WEBHOOK_TIMEOUT_MS);
    request.on("error", (error: NodeJS.ErrnoException) => finish({ statusCode: null, error: connectionError(error) }));
    request.end(input.body);
  });
}

function statusError(statusCode: number | null): string | null {
  if (statusCode !== null && statusCode >= 200 && statusCode < 300) return null;
  if (statusCode !== null && statusCode >= 300 && statusCode < 400) return `HTTP ${statusCode} (redirects are not followed)`;
  return `HTTP ${statusCode ?? "error"}`;
}

/** A short, safe description of a network failure (no stack, no internals). */
function connectionError(error: NodeJS.ErrnoException): string {
  if (error.code === "ECONNREFUSED") return "Connection refused";
  if (error.code === "ECONNRESET") return "Connection reset";
  if (error.code === "ETIMEDOUT") return "Connection timed out";
  if (error.code?.startsWith("ERR_TLS") || error.code?.includes("CERT")) return "TLS error";
  return error.code ? `Connection failed (${error.code})` : "Connection failed";
}
