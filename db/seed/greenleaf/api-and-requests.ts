import { and, eq, inArray } from "drizzle-orm";
import { hashToken } from "../../../lib/security/tokens";
import * as schema from "../../schema";
import { type SeedContext, dateOnly, daysAgo } from "../context";
import { DEMO_API_KEY, DEMO_API_KEY_PERMISSIONS } from "../demo-constants";
import { GREENLEAF_TIMEZONE, type GreenleafBase } from "./business";

/**
 * Greenleaf's demo API key (the README prints its secret) and portal service requests
 * waiting in the inbox, so the dashboard and /admin/service-requests show work on first run.
 */
export async function seedGreenleafApiAndRequests(ctx: SeedContext, base: GreenleafBase, janeId: string) {
  const businessId = base.business.id;
  await ctx.tx.insert(schema.apiKeys).values({
    businessId,
    name: "Demo integration",
    prefix: DEMO_API_KEY.slice(0, 10),
    keyHash: hashToken(DEMO_API_KEY),
    permissions: [...DEMO_API_KEY_PERMISSIONS],
    createdByUserId: base.owner.user.id,
  });

  const others = await ctx.tx
    .select({ id: schema.customers.id, email: schema.customers.email })
    .from(schema.customers)
    .where(and(eq(schema.customers.businessId, businessId), inArray(schema.customers.email, ["michael.thompson@example.com", "emily.nguyen@example.com"])));
  const byEmail = Object.fromEntries(others.map((c) => [c.email, c.id]));
  const day = (days: number) => dateOnly(ctx.now, days, GREENLEAF_TIMEZONE);
  const requests: Array<Omit<typeof schema.serviceRequests.$inferInsert, "businessId">> = [
    {
      customerId: janeId, serviceId: base.services["Leaf Cleanup"].id, requestType: "one_time", preferredDate: day(6), preferredTimeSlot: "10:00 AM-12:00 PM",
      notes: "The maple out front dropped everything this week. Gate code is 4410.", createdAt: daysAgo(ctx.now, 1),
    },
    {
      customerId: byEmail["michael.thompson@example.com"] ?? janeId, serviceId: base.services["Weekly Mowing"].id, requestType: "recurring", preferredDate: day(3), preferredTimeSlot: "8:00-10:00 AM",
      notes: "Starting weekly service for the season, please.", createdAt: daysAgo(ctx.now, 2),
    },
    {
      customerId: byEmail["emily.nguyen@example.com"] ?? janeId, serviceId: null, requestType: "emergency", preferredDate: day(1), preferredTimeSlot: null,
      notes: "A branch came down across the driveway after the storm.", createdAt: daysAgo(ctx.now, 0),
    },
  ];
  await ctx.tx.insert(schema.serviceRequests).values(requests.map((request) => ({ ...request, businessId, status: "pending" })));
}
