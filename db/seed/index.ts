import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import * as schema from "../schema";
import { eq } from "drizzle-orm";

export type SeedDb = ReturnType<typeof drizzle<typeof schema>>;

/**
 * Seeds the demo dataset listed in the README. Idempotent: a database that already holds
 * the demo businesses is left as it is.
 */
export async function seedDemoData(databaseUrl: string): Promise<{ seeded: boolean }> {
  const client = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const db = drizzle(client, { schema });
  try {
    const existing = await db
      .select({ id: schema.businesses.id })
      .from(schema.businesses)
      .where(eq(schema.businesses.portalSubdomain, "greenleaf"))
      .limit(1);
    if (existing.length > 0) return { seeded: false };
    await db.transaction(async (tx) => {
      await tx.insert(schema.businesses).values([
        {
          companyName: "Greenleaf Lawn Care",
          portalSubdomain: "greenleaf",
          themePrimaryColor: "#15803d",
          themeSecondaryColor: "#dcfce7",
          companyLogo: "/brand/greenleaf-logo.svg",
        },
        {
          companyName: "Sparkle Home Cleaning",
          portalSubdomain: "sparkle",
          customDomain: "portal.sparkle.test",
          customDomainVerifiedAt: new Date(),
          themePrimaryColor: "#7c3aed",
          themeSecondaryColor: "#ede9fe",
          companyLogo: "/brand/sparkle-logo.svg",
        },
        { companyName: "Dormant Handyman", portalSubdomain: "dormant", portalEnabled: false },
      ]);
    });
    return { seeded: true };
  } finally {
    await client.end();
  }
}
