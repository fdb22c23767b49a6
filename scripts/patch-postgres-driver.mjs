/**
 * `postinstall`: mends a defect of postgres.js 3.4.9 (the newest release) that made requests hang
 * after a database restart (issue 44 item 3; upstream porsager/postgres#1208, #1154, PR #1209).
 * A write under 1 KB is flushed on a `setImmediate`; when the socket closes first,
 *  - `closed()`/`terminate()` cancel that timer without forgetting it, so the reused connection
 *    never schedules a flush again: its next queries wait forever;
 *  - or the timer fires after `socket = null` and throws from an immediate (no caller can catch it).
 * The patch forgets the timer and the buffered bytes on close (the queries they belonged to are
 * rejected with CONNECTION_CLOSED by the driver itself) and makes a flush without a socket reject
 * what is in flight instead of throwing. Idempotent; tests/unit/database/postgres-driver-patch.test.ts
 * checks it is in place. Remove it when a release carries the fix.
 */
import fs from "node:fs";
import path from "node:path";

const root = path.join(process.cwd(), "node_modules", "postgres");
const files = ["src/connection.js", "cjs/src/connection.js", "cf/src/connection.js"].map((f) => path.join(root, f)).filter((f) => fs.existsSync(f));
const MARK = "/* serviceloop: nextWrite patch */";
const edits = [
  [
    "  function nextWrite(fn) {\n    const x = socket.write(chunk, fn)",
    `  function nextWrite(fn) {\n    ${MARK}\n    if (!socket) {\n      nextWriteTimer !== null && clearImmediate(nextWriteTimer)\n      chunk = nextWriteTimer = null\n      error(Errors.connection('CONNECTION_CLOSED', options))\n      return false\n    }\n    const x = socket.write(chunk, fn)`,
  ],
  ["    clearImmediate(nextWriteTimer)\n    if (socket) {", "    clearImmediate(nextWriteTimer)\n    chunk = nextWriteTimer = null\n    if (socket) {"],
  ["    incomings = null\n    clearImmediate(nextWriteTimer)\n", "    incomings = null\n    clearImmediate(nextWriteTimer)\n    chunk = nextWriteTimer = null\n"],
];
let failed = false;
for (const file of files) {
  let text = fs.readFileSync(file, "utf8");
  if (text.includes(MARK)) continue;
  for (const [from, to] of edits) {
    if (!text.includes(from)) {
      console.error(`[patch-postgres-driver] ${path.relative(process.cwd(), file)}: the code to mend was not found (a new postgres.js?); check whether the release fixes nextWrite, then remove this patch`);
      failed = true;
      break;
    }
    text = text.replace(from, to);
  }
  if (!failed) fs.writeFileSync(file, text);
}
if (files.length === 0) console.error("[patch-postgres-driver] postgres is not installed");
else if (!failed) console.log(`[patch-postgres-driver] postgres.js nextWrite mended in ${files.length} files`);
