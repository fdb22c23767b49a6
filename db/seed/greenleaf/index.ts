import { seedGreenleafPricing } from "../booking-pricing";
import type { SeedContext } from "../context";
import { seedGreenleafApiAndRequests } from "./api-and-requests";
import { seedGreenleafBookingLeads } from "./booking-leads";
import { seedGreenleafBusiness } from "./business";
import { seedDaytonBranch, seedGreenleafLocations } from "./dayton";
import { seedGreenleafFeedback } from "./feedback";
import { seedPendingInvitation } from "./invitation";
import { seedJane } from "./jane";
import { seedInboxConversations } from "./inbox-conversations";
import { seedGreenleafLedgerDemo } from "./ledger-demo";
import { seedMoreGreenleafCustomers } from "./more-customers";
import { seedOtherGreenleafCustomers } from "./other-customers";
import { seedGreenleafRecurringJobs } from "./recurring-jobs";
import { seedGreenleafReportHistory } from "./report-history";
import { seedGreenleafSavedReplies } from "./saved-replies";
import { seedGreenleafWorkingHours } from "./working-hours";

/** Greenleaf Lawn Care: the main demo tenant. */
export async function seedGreenleaf(ctx: SeedContext) {
  const base = await seedGreenleafBusiness(ctx);
  await seedGreenleafPricing(ctx, base.services);
  // The branches first: the postal codes of the customers seeded next decide where each lives.
  const locations = await seedGreenleafLocations(ctx, base);
  const jane = await seedJane(ctx, base);
  const others = await seedOtherGreenleafCustomers(ctx, base);
  await seedInboxConversations(ctx, base, others);
  await seedGreenleafLedgerDemo(ctx, base, others[0].id);
  await seedGreenleafRecurringJobs(ctx, base, others.map((row) => row.id));
  const more = await seedMoreGreenleafCustomers(ctx, base, others);
  await seedGreenleafReportHistory(ctx, base, more);
  await seedGreenleafSavedReplies(ctx, base);
  await seedGreenleafFeedback(ctx, base, jane.id, others.map((row) => row.id));
  await seedPendingInvitation(ctx, base);
  await seedGreenleafApiAndRequests(ctx, base, jane.id);
  const dayton = await seedDaytonBranch(ctx, base, locations);
  await seedGreenleafWorkingHours(ctx, base.business.id);
  await seedGreenleafBookingLeads(ctx, base, locations);
  return { ...base, jane, locations, dayton };
}
