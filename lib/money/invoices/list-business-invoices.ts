import "server-only";
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { db } from "@/db/client";
import { customers, invoices } from "@/db/schema";
import { customerRowInScope } from "@/lib/locations/location-scope-sql";
import type { BusinessScope } from "@/lib/foundation/scope";
import type { AdminInvoiceFilter, AdminInvoiceRow } from "./admin-invoice-views";

export const INVOICE_SORTS = ["number", "date", "due", "amount", "customer"] as const;
export type InvoiceSort = (typeof INVOICE_SORTS)[number];

export type InvoiceListQuery = { q: string; status?: AdminInvoiceFilter; sort: InvoiceSort; dir: "asc" | "desc"; limit: number; offset: number; customerId?: string };

const STATUS_WHERE: Record<AdminInvoiceFilter, SQL> = {
  draft: eq(invoices.status, "draft"),
  // "Open": sent and not yet settled, whether or not it is late.
  open: inArray(invoices.status, ["pending", "overdue"]),
  paid: eq(invoices.status, "paid"),
  overdue: eq(invoices.status, "overdue"),
  void: eq(invoices.status, "void"),
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of the business's invoices, newest first by default, with the total for paging. */
export async function listBusinessInvoices(scope: BusinessScope, query: InvoiceListQuery): Promise<{ rows: AdminInvoiceRow[]; total: number }> {
  const conditions: SQL[] = [customerRowInScope(invoices, scope)];
  if (query.status) conditions.push(STATUS_WHERE[query.status]);
  if (query.customerId) conditions.push(eq(invoices.customerId, query.customerId));
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    conditions.push(
      or(
        ilike(invoices.invoiceNumber, pattern),
        ilike(invoices.description, pattern),
        ilike(sql`${customers.firstName} || ' ' || ${customers.lastName}`, pattern),
        ilike(customers.email, pattern),
      )!,
    );
  }
  const where = and(...conditions);
  const order = query.dir === "asc" ? asc : desc;
  const sortColumn = {
    number: invoices.invoiceNumber,
    date: invoices.invoiceDate,
    due: invoices.dueDate,
    amount: invoices.amountCents,
    customer: customers.lastName,
  }[query.sort];
  const join = and(eq(customers.id, invoices.customerId), eq(customers.businessId, invoices.businessId));
  // The count needs the customer only when the search reads the customer's name or email:
  // every invoice has its customer (the composite foreign key), and joining customers made
  // Postgres read a large tenant's customers whole for it (npm run bench:scale's EXPLAIN check).
  const counted = query.q
    ? db.select({ total: count() }).from(invoices).innerJoin(customers, join).where(where)
    : db.select({ total: count() }).from(invoices).where(where);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: invoices.id,
        invoiceNumber: invoices.invoiceNumber,
        description: invoices.description,
        status: invoices.status,
        customerId: invoices.customerId,
        customerName: sql<string>`trim(${customers.firstName} || ' ' || ${customers.lastName})`,
        amountCents: invoices.amountCents,
        amountPaidCents: invoices.amountPaidCents,
        invoiceDate: invoices.invoiceDate,
        dueDate: invoices.dueDate,
      })
      .from(invoices)
      .innerJoin(customers, join)
      .where(where)
      .orderBy(order(sortColumn), desc(invoices.createdAt))
      .limit(query.limit)
      .offset(query.offset),
    counted,
  ]);
  return { rows, total };
}
