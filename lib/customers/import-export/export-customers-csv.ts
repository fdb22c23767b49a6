import "server-only";
import { asc, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { customers } from "@/db/schema";
import { customerContactColumns } from "../customer-columns";
import type { BusinessScope } from "@/lib/foundation/scope";
import { customerFilterWhere, type CustomerFilter } from "../customer-filters";
import { CUSTOMER_CSV_COLUMNS, csvLine } from "./customer-csv";

const EXPORT_COLUMNS = [...CUSTOMER_CSV_COLUMNS, "portal_access_status", "archived", "created_at"] as const;

/**
 * The business's customers matching the list's search and filters as CSV (the import's
 * columns first, so an export can be edited and imported elsewhere). One query.
 */
export async function exportCustomersCsv(scope: BusinessScope, filter: CustomerFilter): Promise<string> {
  const rows = await db
    .select({
      ...customerContactColumns,
      servicePlan: customers.servicePlan,
      status: customers.status,
      tags: customers.tags,
      notes: customers.notes,
      portalAccessStatus: customers.portalAccessStatus,
      archivedAt: customers.archivedAt,
      createdAt: customers.createdAt,
    })
    .from(customers)
    .where(customerFilterWhere(scope, filter))
    .orderBy(asc(sql`lower(${customers.lastName})`), asc(sql`lower(${customers.firstName})`), asc(customers.id));
  const lines = [csvLine(EXPORT_COLUMNS)];
  for (const row of rows) {
    lines.push(
      csvLine([
        row.firstName,
        row.lastName,
        row.email,
        row.phone,
        row.address,
        row.city,
        row.state,
        row.zip,
        row.servicePlan,
        row.status,
        row.tags.join(", "),
        row.notes,
        row.portalAccessStatus,
        row.archivedAt ? "yes" : "no",
        row.createdAt.toISOString(),
      ]),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}
