import "server-only";
import { and, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { customers } from "@/db/schema";
import type { CustomerScope } from "@/lib/foundation/scope";

export type AccountSummary = { memberSince: string; lastServiceDate: string | null; lastLogin: string | null };

/** The Account Summary card's extra facts (the rest comes with the session's customer). */
export async function getAccountSummary(scope: CustomerScope): Promise<AccountSummary | null> {
  const [row] = await db
    .select({ createdAt: customers.createdAt, lastServiceDate: customers.lastServiceDate, lastLogin: customers.lastLogin })
    .from(customers)
    .where(and(eq(customers.id, scope.customerId), eq(customers.businessId, scope.businessId)))
    .limit(1);
  if (!row) return null;
  return {
    memberSince: row.createdAt.toISOString(),
    lastServiceDate: row.lastServiceDate,
    lastLogin: row.lastLogin ? row.lastLogin.toISOString() : null,
  };
}
