/**
 * The worker thread behind startEmbeddedDatabaseThread (db/embedded-thread.ts): runs PGlite and
 * its wire-protocol server here, answers "ready" with the URL, and stops on "stop".
 */
import { parentPort, workerData } from "node:worker_threads";
import { startEmbeddedDatabase } from "./embedded";

const port = parentPort;
if (!port) throw new Error("db/embedded-worker.ts runs only as a worker thread");
const database = await startEmbeddedDatabase(workerData as { dataDir: string; port?: number });
port.on("message", (message: unknown) => {
  if (message !== "stop") return;
  void database.stop().finally(() => port.postMessage({ type: "stopped" }));
});
port.postMessage({ type: "ready", url: database.url, port: database.port });
