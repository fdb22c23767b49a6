import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";
import { services } from "@/db/schema";
import type { BusinessScope } from "@/lib/foundation/scope";
import { adminServiceColumns } from "./admin-service-columns";
import type { AdminServiceView } from "./admin-service-views";
import { dollarsToCents, type ServiceInput } from "./service-schema";

/** Adds a service at the end of the business's list (the portal shows it at once when active). */
export async function createService(scope: BusinessScope, input: ServiceInput): Promise<AdminServiceView> {
  const [row] = await db
    .insert(services)
    .values({
      businessId: scope.businessId,
      name: input.name,
      description: input.description,
      priceCents: dollarsToCents(input.price),
      billingMethod: input.billingMethod,
      isRecurring: input.isRecurring,
      recurringInterval: input.isRecurring ? input.recurringInterval : null,
      durationMinutes: input.durationMinutes,
      tags: input.tags,
      active: input.active,
      // Same statement, so two simultaneous creations at worst share a place (ties sort by name).
      sortOrder: sql`(select coalesce(max(sort_order), -1) + 1 from services where business_id = ${scope.businessId}::uuid)`,
    })
    .returning(adminServiceColumns);
  return row;
}
