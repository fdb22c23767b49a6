/**
 * A webhook receiver for tests: a plain node:http server on a free port of 127.0.0.1 that
 * records every request (headers and the raw body) and answers with the status the test sets.
 * Plain Node, so Vitest and Playwright share it.
 */
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export type ReceivedWebhook = { method: string; path: string; headers: IncomingHttpHeaders; body: string };

export type WebhookReceiver = {
  url: string;
  received: ReceivedWebhook[];
  /** The status the next requests are answered with (200 by default). */
  respondWith: (status: number, options?: { delayMs?: number; location?: string }) => void;
  /** Resolves with the first request matching `predicate`, waiting up to `timeoutMs`. */
  waitFor: (predicate: (request: ReceivedWebhook) => boolean, timeoutMs?: number) => Promise<ReceivedWebhook>;
  close: () => Promise<void>;
};

export async function startWebhookReceiver(path = "/hooks"): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const waiters: Array<() => void> = [];
  let answer: { status: number; delayMs?: number; location?: string } = { status: 200 };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ method: request.method ?? "", path: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      for (const wake of waiters.splice(0)) wake();
      const reply = () => {
        response.writeHead(answer.status, { "content-type": "text/plain", ...(answer.location ? { location: answer.location } : {}) });
        response.end("ok");
      };
      if (answer.delayMs) setTimeout(reply, answer.delayMs);
      else reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    received,
    respondWith: (status, options = {}) => {
      answer = { status, ...options };
    },
    waitFor: (predicate, timeoutMs = 15_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`No matching webhook within ${timeoutMs} ms (received ${received.length})`)), timeoutMs);
        const check = () => {
          const found = received.find(predicate);
          if (found) {
            clearTimeout(timer);
            resolve(found);
          } else waiters.push(check);
        };
        check();
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
