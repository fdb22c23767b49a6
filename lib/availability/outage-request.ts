import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Per request: did handling it find the database out of reach (issue 44 item 3)? The front
 * door (scripts/serve.ts) opens the record before Next sees the request; the app's error hook
 * (instrumentation.ts `onRequestError`), bundled by Next into other module instances, marks
 * it. Plain Node, no Next APIs, and the storage lives on globalThis — one per process — for the
 * same reason as the rendered-page cache's record (lib/page-cache/page-cache-request.ts).
 */
export type OutageRecord = { databaseUnavailable: boolean };

const STORAGE_KEY = Symbol.for("serviceloop.outageRequest");
const storage = ((globalThis as Record<symbol, unknown>)[STORAGE_KEY] ??= new AsyncLocalStorage<OutageRecord>()) as AsyncLocalStorage<OutageRecord>;

/** Runs the handling of one request with its own record (the front door). */
export function withOutageRecord<T>(record: OutageRecord, handle: () => T): T {
  return storage.run(record, handle);
}

/** This request failed because the database could not be reached: its 500 is really a 503. */
export function noteDatabaseUnavailable(): void {
  const record = storage.getStore();
  if (record) record.databaseUnavailable = true;
}
