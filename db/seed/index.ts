import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { hashPassword } from "../../lib/security/passwords";
import { storageFromEnv } from "../../lib/files/storage/storage";
import type { StorageDriver } from "../../lib/files/storage/types";
import * as schema from "../schema";
import type { SeedContext } from "./context";
import { DEMO_PASSWORD, DEMO_SUBDOMAINS } from "./demo-constants";
import { seedDormant } from "./dormant";
import { attachOneOffSeries } from "./one-off-series";
import { seedGreenleaf } from "./greenleaf";
import { seedPlatform } from "./platform";
import { seedSparkle } from "./sparkle";
import { seedSparkleWorkingHours } from "./sparkle-working-hours";
import { seedSuperadmin } from "./users";

export type SeedDb = ReturnType<typeof drizzle<typeof schema>>;
export * from "./demo-constants";

/** Any constant works: it only has to be the same for every process that seeds. */
const SEED_LOCK_KEY = 7_250_318_001;

/**
 * Seeds the demo dataset listed in the README, in ONE transaction: either all of it is
 * there or none of it. Idempotent: a database that already holds the demo businesses is
 * left as it is. Concurrent callers are serialised by a transaction-scoped advisory lock.
 *
 * Files (job photos, the message attachment) go to the configured storage; if the
 * transaction rolls back, those few objects stay behind unreferenced, which is harmless.
 */
export async function seedDemoData(
  databaseUrl: string,
  options: { storage?: StorageDriver; appUrl?: string; now?: Date } = {},
): Promise<{ seeded: boolean }> {
  const client = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const db = drizzle(client, { schema });
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
      const existing = await tx
        .select({ id: schema.businesses.id })
        .from(schema.businesses)
        .where(sql`${schema.businesses.portalSubdomain} IN (${DEMO_SUBDOMAINS.greenleaf}, ${DEMO_SUBDOMAINS.sparkle}, ${DEMO_SUBDOMAINS.dormant})`)
        .limit(1);
      if (existing.length > 0) return { seeded: false };

      const ctx: SeedContext = {
        tx,
        now: options.now ?? new Date(),
        storage: options.storage ?? storageFromEnv(),
        appUrl: options.appUrl ?? process.env.APP_URL ?? "http://localhost:3000",
        hashDemoPassword: () => hashPassword(DEMO_PASSWORD),
      };
      await seedSuperadmin(ctx);
      await seedGreenleaf(ctx);
      await seedSparkleWorkingHours(ctx, (await seedSparkle(ctx)).business.id);
      await seedDormant(ctx);
      await attachOneOffSeries(ctx.tx);
      await seedPlatform(ctx);
      return { seeded: true };
    });
  } finally {
    await client.end();
  }
}
