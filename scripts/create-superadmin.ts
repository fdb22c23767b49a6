/**
 * `npm run superadmin:create -- --email you@example.com [--first Ada --last Lovelace]`
 * Creates (or promotes) a platform superadmin. The password comes from --password or,
 * better (it stays out of the process list), the SUPERADMIN_PASSWORD environment variable;
 * it must meet the sign-up rules. Uses DATABASE_URL, or the embedded database in
 * ./.data/pglite (EMBEDDED_DB_DIR) when unset — stop `npm start` first in that case.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import * as schema from "../db/schema";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "../db/embedded";
import { runMigrations } from "../db/migrate";
import { createSuperadmin } from "../lib/platform/create-superadmin";

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    password: { type: "string" },
    first: { type: "string" },
    last: { type: "string" },
  },
});

async function main(): Promise<number> {
  const emailAddress = values.email ?? process.env.SUPERADMIN_EMAIL;
  const password = values.password ?? process.env.SUPERADMIN_PASSWORD;
  if (!emailAddress || !password) {
    console.error("Usage: SUPERADMIN_PASSWORD=… npm run superadmin:create -- --email you@example.com [--first Ada --last Lovelace]");
    return 2;
  }
  let embedded: EmbeddedDatabase | null = null;
  let url = process.env.DATABASE_URL;
  if (!url) {
    embedded = await startEmbeddedDatabase({ dataDir: process.env.EMBEDDED_DB_DIR ?? path.join(process.cwd(), ".data", "pglite") });
    url = embedded.url;
  }
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await runMigrations(url);
    const result = await createSuperadmin(drizzle(client, { schema }), {
      email: emailAddress,
      password,
      firstName: values.first,
      lastName: values.last,
    });
    if (!result.ok) {
      console.error(result.message);
      return 1;
    }
    console.log(`${result.created ? "Created" : "Promoted"} superadmin ${emailAddress}. Sign in at /superadmin/login.`);
    return 0;
  } finally {
    await client.end();
    await embedded?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error("Could not create the superadmin:", error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
