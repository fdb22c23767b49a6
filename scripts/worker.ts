/** `npm run worker`: the background worker on its own (production: run the web with WORKER=off). */
import { startWorker } from "../lib/worker/worker";

const url = process.env.DATABASE_URL;
if (!url) {
  console.error("DATABASE_URL is not set. (`npm start` runs the worker inside the app by default.)");
  process.exit(2);
}
const worker = await startWorker(url);
console.log("[worker] running");
const stop = async () => {
  await worker.stop();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
