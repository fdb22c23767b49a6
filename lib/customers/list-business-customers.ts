import "server-only";
import { asc, desc, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { customers } from "@/db/schema";
import type { BusinessScope } from "@/lib/foundation/scope";
import { outstandingBalanceSql } from "./customer-balance";
import { customerFilterWhere, type CustomerFilter } from "./customer-filters";
import type { CustomerSort } from "./customer-list-spec";
import type { CustomerListRow } from "./customer-views";

export type CustomerListQuery = CustomerFilter & { sort: CustomerSort; dir: "asc" | "desc"; offset: number; limit: number };

export const customerListColumns = {
  id: customers.id,
  firstName: customers.firstName,
  lastName: customers.lastName,
  email: customers.email,
  phone: customers.phone,
  address: customers.address,
  city: customers.city,
  status: customers.status,
  portalAccessStatus: customers.portalAccessStatus,
  tags: customers.tags,
  archivedAt: customers.archivedAt,
  lastLogin: customers.lastLogin,
  createdAt: customers.createdAt,
  outstandingBalanceCents: outstandingBalanceSql(),
};

type ListColumnsRow = Omit<CustomerListRow, "archived" | "lastLogin" | "createdAt"> & { archivedAt: Date | null; lastLogin: Date | null; createdAt: Date };

export function toCustomerListRow({ archivedAt, lastLogin, createdAt, ...row }: ListColumnsRow): CustomerListRow {
  return { ...row, archived: archivedAt !== null, lastLogin: lastLogin?.toISOString() ?? null, createdAt: createdAt.toISOString() };
}

/**
 * The admin customer list: one page (offset, 25 by default) and the total, in two queries
 * whatever the size of the business (search through the trigram index on search_text).
 */
export async function listBusinessCustomers(scope: BusinessScope, query: CustomerListQuery): Promise<{ rows: CustomerListRow[]; total: number }> {
  const where = customerFilterWhere(scope, query);
  const direction = query.dir === "desc" ? desc : asc;
  const order = {
    name: [direction(sql`lower(${customers.lastName})`), direction(sql`lower(${customers.firstName})`)],
    created: [direction(customers.createdAt)],
    last_login: [query.dir === "desc" ? sql`${customers.lastLogin} desc nulls last` : sql`${customers.lastLogin} asc nulls last`],
    balance: [direction(sql`outstanding_balance_cents`)],
  }[query.sort];
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(customerListColumns)
      .from(customers)
      .where(where)
      .orderBy(...order, asc(customers.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(customers).where(where),
  ]);
  return { rows: rows.map(toCustomerListRow), total };
}
