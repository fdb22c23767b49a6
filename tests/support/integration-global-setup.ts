import type { TestProject } from "vitest/node";
import { provisionTestDatabase } from "./test-database";

/**
 * One migrated, seeded database per run of the integration project (named after the
 * process, so parallel runs never share one); each test makes its own fixtures.
 */
export default async function setup(project: TestProject) {
  const database = await provisionTestDatabase(`integration_${process.pid}`);
  process.env.DATABASE_URL = database.url;
  project.provide("databaseUrl", database.url);
  return async () => {
    await database.stop();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}
