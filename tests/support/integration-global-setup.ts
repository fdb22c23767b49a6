import type { TestProject } from "vitest/node";
import { provisionTestDatabase } from "./test-database";

/** One migrated, seeded database for the integration project; each test makes its own fixtures. */
export default async function setup(project: TestProject) {
  const database = await provisionTestDatabase(process.env.TEST_DB_LABEL ?? "integration");
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
