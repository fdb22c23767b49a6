import "server-only";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { customers, properties, services } from "@/db/schema";
import type { BusinessScope } from "@/lib/foundation/scope";
import { listScheduleEmployees } from "../calendar/list-schedule-employees";

export type JobFormOptions = {
  customers: Array<{ id: string; name: string }>;
  properties: Array<{ id: string; customerId: string; label: string; isPrimary: boolean }>;
  services: Array<{ id: string; name: string; durationMinutes: number | null; priceCents: number | null }>;
  employees: Array<{ id: string; name: string }>;
};

/** What the job form offers: the business's active customers, their properties, services and team. */
export async function jobFormOptions(scope: BusinessScope): Promise<JobFormOptions> {
  const [customerRows, propertyRows, serviceRows, employeeRows] = await Promise.all([
    db
      .select({ id: customers.id, name: sql<string>`trim(${customers.firstName} || ' ' || ${customers.lastName})` })
      .from(customers)
      .where(and(eq(customers.businessId, scope.businessId), eq(customers.status, "active")))
      .orderBy(asc(customers.lastName), asc(customers.firstName))
      .limit(1000),
    db
      .select({
        id: properties.id,
        customerId: properties.customerId,
        label: sql<string>`${properties.label} || ' — ' || ${properties.address}`,
        isPrimary: properties.isPrimary,
      })
      .from(properties)
      .where(and(eq(properties.businessId, scope.businessId), isNull(properties.archivedAt)))
      .orderBy(asc(properties.label))
      .limit(5000),
    db
      .select({ id: services.id, name: services.name, durationMinutes: services.durationMinutes, priceCents: services.priceCents })
      .from(services)
      .where(and(eq(services.businessId, scope.businessId), eq(services.active, true)))
      .orderBy(asc(services.name)),
    listScheduleEmployees(scope),
  ]);
  return { customers: customerRows, properties: propertyRows, services: serviceRows, employees: employeeRows };
}
