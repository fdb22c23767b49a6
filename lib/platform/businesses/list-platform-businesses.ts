import "server-only";
import { and, asc, count, desc, eq, gte, ilike, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { db } from "@/db/client";
import { businesses, customers, users } from "@/db/schema";
import type { ListParams } from "@/lib/foundation/list-params";
import { CREATED_RANGES, type CreatedRange } from "./business-list-spec";

export type PlatformBusinessRow = {
  id: string;
  companyName: string;
  portalSubdomain: string;
  customDomain: string | null;
  portalEnabled: boolean;
  suspendedAt: Date | null;
  ownerName: string | null;
  ownerEmail: string | null;
  customerCount: number;
  createdAt: Date;
};

type Params = ListParams<"name" | "created", "portal" | "status" | "created">;

// LIKE wildcards typed by the operator are matched literally.
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(params: Params, now: Date): SQL | undefined {
  const conditions: Array<SQL | undefined> = [];
  if (params.q) {
    const pattern = likePattern(params.q);
    conditions.push(or(ilike(businesses.companyName, pattern), ilike(businesses.portalSubdomain, pattern), ilike(users.email, pattern)));
  }
  if (params.filters.portal) conditions.push(eq(businesses.portalEnabled, params.filters.portal === "enabled"));
  if (params.filters.status === "suspended") conditions.push(isNotNull(businesses.suspendedAt));
  if (params.filters.status === "active") conditions.push(isNull(businesses.suspendedAt));
  if (params.filters.created) {
    const days = CREATED_RANGES[params.filters.created as CreatedRange];
    conditions.push(gte(businesses.createdAt, new Date(now.getTime() - days * 86_400_000)));
  }
  return and(...conditions);
}

/** One page (25) of every business on the platform, searched and filtered (superadmin only; callers check). */
export async function listPlatformBusinesses(params: Params, now = new Date()): Promise<{ rows: PlatformBusinessRow[]; total: number }> {
  const where = whereOf(params, now);
  const order = params.sort === "created" ? businesses.createdAt : sql`lower(${businesses.companyName})`;
  const direction = params.dir === "desc" ? desc : asc;
  const customerCount = sql<number>`(select count(*)::int from ${customers} where ${customers.businessId} = ${businesses.id})`;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: businesses.id,
        companyName: businesses.companyName,
        portalSubdomain: businesses.portalSubdomain,
        customDomain: businesses.customDomain,
        portalEnabled: businesses.portalEnabled,
        suspendedAt: businesses.suspendedAt,
        ownerFirst: users.firstName,
        ownerLast: users.lastName,
        ownerEmail: users.email,
        customerCount,
        createdAt: businesses.createdAt,
      })
      .from(businesses)
      .leftJoin(users, eq(users.id, businesses.ownerUserId))
      .where(where)
      .orderBy(direction(order), asc(businesses.id))
      .limit(params.pageSize)
      .offset(params.offset),
    db.select({ total: count() }).from(businesses).leftJoin(users, eq(users.id, businesses.ownerUserId)).where(where),
  ]);
  return {
    total: Number(total),
    rows: rows.map((row) => ({
      id: row.id,
      companyName: row.companyName,
      portalSubdomain: row.portalSubdomain,
      customDomain: row.customDomain,
      portalEnabled: row.portalEnabled,
      suspendedAt: row.suspendedAt,
      ownerName: row.ownerEmail ? `${row.ownerFirst ?? ""} ${row.ownerLast ?? ""}`.trim() : null,
      ownerEmail: row.ownerEmail,
      customerCount: Number(row.customerCount),
      createdAt: row.createdAt,
    })),
  };
}
