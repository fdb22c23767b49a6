import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { businesses, customers, users } from "@/db/schema";

export type BusinessListRow = {
  id: string;
  companyName: string;
  portalSubdomain: string;
  customDomain: string | null;
  portalEnabled: boolean;
  ownerName: string | null;
  ownerEmail: string | null;
  customerCount: number;
  createdAt: Date;
};

/** Every business on the platform with its owner and customer count (superadmin only; callers check). */
export async function listBusinesses(): Promise<BusinessListRow[]> {
  const counts = db
    .select({ businessId: customers.businessId, n: sql<number>`count(*)::int`.as("n") })
    .from(customers)
    .groupBy(customers.businessId)
    .as("counts");
  const rows = await db
    .select({
      id: businesses.id,
      companyName: businesses.companyName,
      portalSubdomain: businesses.portalSubdomain,
      customDomain: businesses.customDomain,
      portalEnabled: businesses.portalEnabled,
      ownerFirst: users.firstName,
      ownerLast: users.lastName,
      ownerEmail: users.email,
      customerCount: sql<number>`coalesce(${counts.n}, 0)`,
      createdAt: businesses.createdAt,
    })
    .from(businesses)
    .leftJoin(users, eq(users.id, businesses.ownerUserId))
    .leftJoin(counts, eq(counts.businessId, businesses.id))
    .orderBy(asc(businesses.companyName))
    .limit(500);
  return rows.map((row) => ({
    id: row.id,
    companyName: row.companyName,
    portalSubdomain: row.portalSubdomain,
    customDomain: row.customDomain,
    portalEnabled: row.portalEnabled,
    ownerName: row.ownerEmail ? `${row.ownerFirst ?? ""} ${row.ownerLast ?? ""}`.trim() : null,
    ownerEmail: row.ownerEmail,
    customerCount: Number(row.customerCount),
    createdAt: row.createdAt,
  }));
}
