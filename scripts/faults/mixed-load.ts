/**
 * The fault test's steady mixed load (issue 44 item 7): portal pages, API v1 reads, and API v1
 * writes (`POST /api/v1/customers`) each with its own Idempotency-Key, retried with the same key
 * after a 503, a 409 "in progress", a timeout or a refused connection, as a careful client does.
 * Every answer is recorded with when it was sent and answered, so the checks can tell what
 * happened around each fault.
 */
import { randomUUID } from "node:crypto";
import http from "node:http";

export type Answer = { kind: "page" | "api-read" | "api-write"; sentAt: number; doneAt: number; status: number; error?: string };

export type WriteKey = { key: string; email: string; acknowledgedId: string | null; ids: Set<string>; attempts: number };

/** `portalCookie`: a customer's portal session, so each page view reads the database. */
export type LoadTarget = { base: string; portalHost: string; portalCookie: string; apiHost: string; apiKey: string };

const TIMEOUT_MS = 10_000;

async function timed(kind: Answer["kind"], answers: Answer[], send: () => Promise<Response>): Promise<Response | null> {
  const sentAt = Date.now();
  try {
    const response = await send();
    answers.push({ kind, sentAt, doneAt: Date.now(), status: response.status });
    return response;
  } catch (error) {
    // No answer at all (the app is down, or the request timed out): status 0.
    answers.push({ kind, sentAt, doneAt: Date.now(), status: 0, error: (error as Error).cause ? String((error as Error).cause) : String(error) });
    return null;
  }
}

/**
 * A GET with our own Host header (the portal is chosen by it): node:http, since fetch sets Host
 * from the URL, and `*.localhost` names do not resolve from Node. Answers a Response like fetch.
 */
function getWithHost(url: string, host: string, cookie: string): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { host, cookie }, timeout: TIMEOUT_MS }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve(new Response(Buffer.concat(chunks), { status: response.statusCode ?? 0 })));
      response.on("error", reject);
    });
    request.on("timeout", () => request.destroy(new Error("timed out")));
    request.on("error", reject);
  });
}

export function postCustomer(target: LoadTarget, write: WriteKey): Promise<Response> {
  return fetch(`${target.base}/api/v1/customers`, {
    method: "POST",
    headers: { host: target.apiHost, authorization: `Bearer ${target.apiKey}`, "content-type": "application/json", "idempotency-key": write.key },
    // A name of letters only (the spec's name rule): the key's first hex digits spelled as letters.
    body: JSON.stringify({ first_name: "Fault", last_name: write.key.slice(0, 8).replace(/[0-9]/g, (d) => "ghijklmnop"[Number(d)]), email: write.email }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
}

/** Sends one write (or its retry) and records what came back on the key. */
export async function sendWrite(target: LoadTarget, write: WriteKey, answers: Answer[]): Promise<boolean> {
  write.attempts++;
  const response = await timed("api-write", answers, () => postCustomer(target, write));
  if (!response) return false;
  const body = (await response.json().catch(() => null)) as { id?: string; data?: { id?: string } } | null;
  // A refusal that no retry changes is the test's own mistake, not a fault to wait out.
  if (response.status >= 400 && response.status < 500 && response.status !== 409 && response.status !== 429) {
    throw new Error(`POST /api/v1/customers answered ${response.status}: ${JSON.stringify(body)}`);
  }
  if (response.status !== 200 && response.status !== 201) return false;
  const id = body?.id ?? body?.data?.id;
  if (!id) throw new Error(`A ${response.status} without an id for key ${write.key}`);
  write.ids.add(id);
  write.acknowledgedId ??= id;
  return true;
}

export function newWrite(run: string): WriteKey {
  const key = randomUUID();
  return { key, email: `fault-${run}-${key.slice(0, 13)}@example.com`, acknowledgedId: null, ids: new Set(), attempts: 0 };
}

/**
 * Runs until `running()` turns false: `writers` loops each making a new customer at a time (or
 * retrying its unacknowledged one after a short pause) and `readers` loops alternating the
 * signed-in customer's portal dashboard and the API's customer list.
 */
export async function runMixedLoad(target: LoadTarget, options: { writers: number; readers: number; run: string; running: () => boolean }) {
  const answers: Answer[] = [];
  const writes: WriteKey[] = [];
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const writer = async () => {
    let current: WriteKey | null = null;
    while (options.running()) {
      if (!current) {
        current = newWrite(options.run);
        writes.push(current);
      }
      if (await sendWrite(target, current, answers)) current = null;
      else await pause(250);
    }
  };
  const reader = async (which: number) => {
    let turn = which;
    while (options.running()) {
      turn++;
      const response = await timed(turn % 2 ? "page" : "api-read", answers, () =>
        turn % 2
          ? getWithHost(`${target.base}/dashboard`, target.portalHost, target.portalCookie)
          : fetch(`${target.base}/api/v1/customers?limit=5`, { headers: { host: target.apiHost, authorization: `Bearer ${target.apiKey}` }, signal: AbortSignal.timeout(TIMEOUT_MS) }),
      );
      await response?.arrayBuffer().catch(() => null);
      if (!response || response.status >= 500) await pause(250);
      else await pause(20);
    }
  };
  await Promise.all([...Array.from({ length: options.writers }, () => writer()), ...Array.from({ length: options.readers }, (_, i) => reader(i))]);
  return { answers, writes };
}
