import "server-only";
import { like, or, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { businesses } from "@/db/schema";
import { isReservedSubdomain } from "@/lib/tenancy/reserved-subdomains";
import { slugify } from "@/lib/tenancy/slug";

const MAX_SLUG = 50;
const FALLBACK = "business";

/**
 * The first free candidate of `base`, `base-2`, `base-3`… that is not reserved, cut so the
 * whole label stays within the spec's 50 characters. Pure, for unit tests.
 */
export function pickSubdomain(base: string, taken: ReadonlySet<string>): string {
  const root = base || FALLBACK;
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? "" : `-${n}`;
    const candidate = `${root.slice(0, MAX_SLUG - suffix.length).replace(/-+$/, "")}${suffix}`;
    if (!taken.has(candidate) && !isReservedSubdomain(candidate)) return candidate;
  }
}

/** A unique, never-reserved portal subdomain for a company name (spec §5 slug rule). */
export async function chooseSubdomain(conn: DbOrTx, companyName: string): Promise<string> {
  const base = slugify(companyName) || FALLBACK;
  const prefix = base.slice(0, MAX_SLUG - 4).replace(/-+$/, "");
  const rows = await conn
    .select({ subdomain: businesses.portalSubdomain })
    .from(businesses)
    .where(or(eq(businesses.portalSubdomain, base), like(businesses.portalSubdomain, `${prefix.replace(/[%_\\]/g, "\\$&")}%`)));
  return pickSubdomain(base, new Set(rows.map((r) => r.subdomain)));
}
