/**
 * The database the server under test uses, for specs that arrange or assert what it holds.
 * scripts/test-e2e.ts provides it on both paths: a fresh database on the DATABASE_URL server,
 * or the embedded PGlite it starts itself.
 */
export function e2eDatabaseUrl(): string {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error("E2E_DATABASE_URL is not set: run the browser tests through `npm run test:e2e`, which provides the database");
  return url;
}
