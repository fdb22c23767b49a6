import type { TestProject } from "vitest/node";
import { provisionTestDatabase } from "./test-database";

/**
 * One migrated, seeded database per run of the integration project (named after the
 * process, so parallel runs never share one); each test makes its own fixtures.
 */
export default async function setup(project: TestProject) {
  // The Postgres server the run was given (null: embedded PGlite). Read before DATABASE_URL is
  // replaced below, so a test that needs another fresh database knows where to make it.
  const serverUrl = process.env.DATABASE_URL || null;
  const database = await provisionTestDatabase(`integration_${process.pid}`, { serverUrl: serverUrl ?? undefined });
  process.env.DATABASE_URL = database.url;
  project.provide("databaseUrl", database.url);
  project.provide("databaseServerUrl", serverUrl);
  return async () => {
    await database.stop();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    databaseServerUrl: string | null;
  }
}
