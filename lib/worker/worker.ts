import { drizzle } from "drizzle-orm/postgres-js";
import PgBoss from "pg-boss";
import postgres from "postgres";
import * as schema from "@/db/schema/index";
import { markOverdueInvoices } from "@/lib/invoices/mark-overdue-invoices";
import { extendVisitHorizons } from "@/lib/scheduling/extend-visit-horizons";

/**
 * Background work on pg-boss, in the same Postgres as the app (DESIGN.md). Runs inside
 * `npm start` by default, or alone as `npm run worker` in production (then start the web
 * process with WORKER=off). Each queue has a cron schedule; pg-boss makes sure only one
 * worker in the cluster runs a given scheduled job.
 */
export type Worker = { stop: () => Promise<void> };

type Task = { queue: string; cron: string; run: (db: ReturnType<typeof drizzle<typeof schema>>) => Promise<unknown> };

const TASKS: Task[] = [
  { queue: "invoices-mark-overdue", cron: "*/15 * * * *", run: (db) => markOverdueInvoices(db) },
  // Daily: recurring jobs get their visits up to the rolling horizon (idempotent).
  { queue: "scheduling-extend-horizons", cron: "20 4 * * *", run: (db) => extendVisitHorizons(db) },
];

export async function startWorker(databaseUrl: string, log: (message: string) => void = console.log): Promise<Worker> {
  const client = postgres(databaseUrl, { max: 2, onnotice: () => {} });
  const db = drizzle(client, { schema });
  const boss = new PgBoss({ connectionString: databaseUrl, max: 2 });
  boss.on("error", (error) => log(`[worker] ${error.message}`));
  await boss.start();
  for (const task of TASKS) {
    await boss.createQueue(task.queue);
    await boss.work(task.queue, async () => {
      const result = await task.run(db);
      log(`[worker] ${task.queue}: ${JSON.stringify(result)}`);
    });
    await boss.schedule(task.queue, task.cron);
    // Catch up at start-up rather than waiting for the first tick.
    await boss.send(task.queue, {}, { singletonKey: `${task.queue}-startup`, singletonSeconds: 60 });
  }
  return {
    stop: async () => {
      await boss.stop({ graceful: false, wait: true }).catch(() => {});
      await client.end({ timeout: 1 }).catch(() => {});
    },
  };
}
