/**
 * Preloaded (`node --import`) into the app server that `npm run bench:scale` starts: while the
 * file `${SCALE_CAPTURE_FILE}.on` exists, every statement the app's pool (db/client.ts, kept
 * on globalThis) sends is appended to SCALE_CAPTURE_FILE as a JSON line with its parameters,
 * so the bench can count a page's queries and EXPLAIN exactly what the page ran. Only the
 * bench loads this; the app itself is unchanged.
 */
import { appendFileSync, existsSync } from "node:fs";

const file = process.env.SCALE_CAPTURE_FILE;
if (file) {
  const hook = (_connection, statement, parameters) => {
    appendFileSync(file, `${JSON.stringify({ statement, parameters })}\n`);
  };
  const timer = setInterval(() => {
    const pool = globalThis.__serviceloopSql;
    if (!pool) return;
    const on = existsSync(`${file}.on`);
    pool.options.debug = on ? hook : false;
  }, 100);
  timer.unref();
}
