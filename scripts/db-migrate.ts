/** `npm run db:migrate`: applies pending migrations to DATABASE_URL (a real Postgres server). */
import { runMigrations } from "../db/migrate";

const url = process.env.DATABASE_URL;
if (!url) {
  console.error("DATABASE_URL is not set. (`npm start` migrates the embedded database by itself.)");
  process.exit(2);
}
await runMigrations(url);
console.log("migrations applied");
