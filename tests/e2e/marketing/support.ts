import { randomUUID } from "node:crypto";
import postgres from "postgres";
import { e2eDatabaseUrl } from "../database-url";
import { e2ePort } from "../ports";

/** Shared by the marketing specs: the main host, the public routes and the e2e database. */
export const port = e2ePort();
export const site = (path = "/") => `http://localhost:${port}${path}`;
/** The staff host (app.): a staff page opened on the apex is redirected there. */
export const staffSite = (path = "/") => `http://app.localhost:${port}${path}`;

export const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.test`;

export const INDUSTRY_PATHS = ["/lawn-care", "/home-cleaning", "/pressure-washing", "/pet-care", "/handyman", "/commercial"];

/** Every public page of the main host (spec §2 "Public site" plus the former dead footer links). */
export const PUBLIC_PATHS = [
  "/",
  "/about",
  "/features",
  "/pricing",
  "/contact",
  "/contact?topic=demo",
  "/blog",
  "/blog/why-recurring-customers-leave",
  "/blog/customer-portal-for-service-businesses",
  "/blog/pricing-recurring-lawn-care",
  "/blog/before-and-after-photos",
  "/careers",
  ...INDUSTRY_PATHS,
  "/integrations",
  "/developers",
  "/help",
  "/docs",
  "/status",
  "/security",
  "/waitlist",
  "/waitlist-confirmation",
];

/** The database the server under test uses (scripts/test-e2e.ts provides it). */
export function e2eDatabase() {
  const url = e2eDatabaseUrl();
  return postgres(url, { max: 2, onnotice: () => {} });
}
