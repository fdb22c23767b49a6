import "server-only";
import { and, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { customers } from "@/db/schema";
import type { BusinessScope } from "@/lib/foundation/scope";
import { atScopeLocations } from "@/lib/locations/location-scope-sql";
import { outstandingBalanceSql } from "./customer-balance";
import { customerAccountColumns } from "./customer-columns";
import { customerNotFound } from "./customer-errors";
import type { CustomerDetail } from "./customer-views";

export const customerDetailColumns = {
  ...customerAccountColumns,
  locationId: customers.locationId,
  lastServiceDate: customers.lastServiceDate,
  portalAccessStatus: customers.portalAccessStatus,
  lastLogin: customers.lastLogin,
  tags: customers.tags,
  notes: customers.notes,
  archivedAt: customers.archivedAt,
  invitationSentAt: customers.invitationSentAt,
  invitationExpiresAt: customers.invitationExpiresAt,
  createdAt: customers.createdAt,
  outstandingBalanceCents: outstandingBalanceSql(),
};

type DetailRow = Omit<CustomerDetail, "lastLogin" | "archivedAt" | "invitationSentAt" | "invitationExpiresAt" | "createdAt"> & {
  lastLogin: Date | null;
  archivedAt: Date | null;
  invitationSentAt: Date | null;
  invitationExpiresAt: Date | null;
  createdAt: Date;
};

const iso = (value: Date | null) => value?.toISOString() ?? null;

export function toCustomerDetail(row: DetailRow): CustomerDetail {
  return {
    ...row,
    lastLogin: iso(row.lastLogin),
    archivedAt: iso(row.archivedAt),
    invitationSentAt: iso(row.invitationSentAt),
    invitationExpiresAt: iso(row.invitationExpiresAt),
    createdAt: row.createdAt.toISOString(),
  };
}

/** One customer of the business with its outstanding balance; another business's id, or another location's for a location-limited scope, is "not found". */
export async function getCustomerDetail(scope: BusinessScope, customerId: string): Promise<CustomerDetail> {
  const [row] = await db
    .select(customerDetailColumns)
    .from(customers)
    .where(and(eq(customers.businessId, scope.businessId), eq(customers.id, customerId), atScopeLocations(customers.locationId, scope)))
    .limit(1);
  if (!row) throw customerNotFound();
  return toCustomerDetail(row);
}
