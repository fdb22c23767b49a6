import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import compression from "compression";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOutagesAs503 } from "@/lib/availability/answer-outages";
import { DatabaseUnavailableError, RETRY_AFTER_SECONDS } from "@/lib/foundation/database-unavailable";
import { onRequestError } from "@/instrumentation";

/**
 * Issue 44 item 3: a render that failed because the database was away answers 503 with
 * Retry-After, not Next's 500. A real HTTP server with the front door's order (outage answer,
 * compression, then "Next"); Next is played by `render`, which reports its error through the
 * app's real `onRequestError` hook (instrumentation.ts) after an await, as Next's renderer does,
 * and then writes its error page with status 500.
 */
type Scenario = { error?: unknown; status: number; explicitHead?: boolean; delayMs?: number };
const scenarios = new Map<string, Scenario>();

async function render(req: IncomingMessage, res: ServerResponse) {
  const scenario = scenarios.get(req.url ?? "")!;
  await new Promise((resolve) => setTimeout(resolve, scenario.delayMs ?? 2));
  if (scenario.error) onRequestError(scenario.error);
  await new Promise((resolve) => setTimeout(resolve, 2));
  if (scenario.explicitHead) {
    res.writeHead(scenario.status, "Internal Server Error", { "content-type": "text/html", "cache-control": "private, no-cache" });
  } else {
    res.statusCode = scenario.status;
    res.setHeader("content-type", "text/html");
  }
  res.end(`<p>The service is temporarily unavailable. (${req.url})</p>`);
}

let server: http.Server;
let base = "";
beforeAll(async () => {
  const compress = compression();
  server = http.createServer((req, res) => answerOutagesAs503(req, res, () => compress(req as never, res as never, () => void render(req, res))));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
const wrapped = new Error("Failed query", { cause: refused });

describe("the front door's answer to a database outage", () => {
  it("turns a render's 500 into 503 with Retry-After when the database was out of reach", async () => {
    scenarios.set("/down", { error: wrapped, status: 500 });
    const response = await fetch(`${base}/down`);
    expect(response.status).toBe(503);
    expect(response.statusText).toBe("Service Unavailable");
    expect(response.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS));
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toContain("temporarily unavailable");
  });

  it("does the same for the digest-carrying DatabaseUnavailableError and an explicit writeHead with its own headers", async () => {
    scenarios.set("/digest", { error: new DatabaseUnavailableError({ cause: refused }), status: 500, explicitHead: true });
    const response = await fetch(`${base}/digest`);
    expect(response.status).toBe(503);
    expect(response.statusText).toBe("Service Unavailable");
    expect(response.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS));
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("leaves a 500 that was no outage a 500, and a 200 page a 200", async () => {
    scenarios.set("/bug", { error: new TypeError("x is undefined"), status: 500 });
    scenarios.set("/fine", { error: refused, status: 200 });
    const [bug, fine] = await Promise.all([fetch(`${base}/bug`), fetch(`${base}/fine`)]);
    expect(bug.status).toBe(500);
    expect(bug.headers.get("retry-after")).toBeNull();
    expect(fine.status).toBe(200);
  });

  it("keeps each request's record to itself when they overlap", async () => {
    scenarios.set("/slow-bug", { error: new Error("bug"), status: 500, delayMs: 30 });
    scenarios.set("/quick-outage", { error: refused, status: 500, delayMs: 1 });
    const [bug, outage] = await Promise.all([fetch(`${base}/slow-bug`), fetch(`${base}/quick-outage`)]);
    expect(outage.status).toBe(503);
    expect(bug.status).toBe(500);
  });
});
