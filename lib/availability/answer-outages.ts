import type { IncomingMessage, ServerResponse } from "node:http";
// Relative imports: scripts/serve.ts loads this under tsx, outside Next's aliases.
import { RETRY_AFTER_SECONDS } from "../foundation/database-unavailable";
import { withOutageRecord, type OutageRecord } from "./outage-request";

/**
 * The front door's part of "fast, honest recovery" (issue 44 item 3): a page, action or RSC
 * request whose render failed because the database was out of reach is answered 503 with
 * `Retry-After`, not Next's 500 — the body is still the error boundary's "temporarily
 * unavailable, try again". Next sets no status but 500 for a failed render (its HTTP fallbacks
 * are 401/403/404 only), so the status is changed as the head is written: every write of the
 * head goes through `writeHead` (Node's implicit header calls it too). A 500 not caused by the
 * database stays a 500; a page already streaming (the failure inside a boundary of a 200 page)
 * keeps its 200.
 */
export function answerOutagesAs503(_req: IncomingMessage, res: ServerResponse, handle: () => void): void {
  const record: OutageRecord = { databaseUnavailable: false };
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    if (record.databaseUnavailable && status === 500) {
      status = 503;
      this.statusCode = 503;
      this.statusMessage = "Service Unavailable";
      if (typeof rest[0] === "string") rest[0] = "Service Unavailable";
      this.setHeader("retry-after", String(RETRY_AFTER_SECONDS));
      this.setHeader("cache-control", "no-store");
      // Headers given to writeHead itself win over setHeader's: drop a cache-control among them.
      const headers = rest.find((arg) => arg && typeof arg === "object" && !Array.isArray(arg)) as Record<string, unknown> | undefined;
      if (headers) for (const name of Object.keys(headers)) if (name.toLowerCase() === "cache-control") headers[name] = "no-store";
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).call(this, status, ...rest);
  } as ServerResponse["writeHead"];
  withOutageRecord(record, handle);
}
