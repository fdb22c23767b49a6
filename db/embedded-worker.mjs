// The embedded database thread's entry (db/embedded-thread.ts). Plain JavaScript, because
// Node 20 does not hand the main thread's TypeScript loader on to worker threads: this file
// registers tsx in the worker itself, then loads the TypeScript worker.
import { register } from "tsx/esm/api";

register();
await import("./embedded-worker.ts");
