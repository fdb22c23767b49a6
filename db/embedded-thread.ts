import { Worker } from "node:worker_threads";
import type { EmbeddedDatabase } from "./embedded";

/**
 * The embedded database on a thread of its own. PGlite runs Postgres (compiled to WASM) on
 * the thread that owns it; in the app's process that is the thread that also renders every
 * page, and a CPU profile of /dashboard under load spent a quarter of that thread's time inside
 * PGlite. On its own thread the queries run beside the rendering, on the machine's other core.
 * The app still reaches it over the loopback wire protocol, exactly as before.
 */
export async function startEmbeddedDatabaseThread(options: { dataDir: string; port?: number }): Promise<EmbeddedDatabase> {
  const worker = new Worker(new URL("./embedded-worker.mjs", import.meta.url), { workerData: options });
  const ready = await new Promise<{ url: string; port: number }>((resolve, reject) => {
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`the embedded database thread exited (${code}) before it was ready`)));
    worker.once("message", (message: { type: string; url: string; port: number }) => {
      if (message.type === "ready") resolve(message);
    });
  });
  worker.removeAllListeners("exit");
  return {
    url: ready.url,
    port: ready.port,
    stop: async () => {
      const stopped = new Promise<void>((resolve) => worker.once("message", () => resolve()));
      worker.postMessage("stop");
      await stopped;
      await worker.terminate();
    },
  };
}
