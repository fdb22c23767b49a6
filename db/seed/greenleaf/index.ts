import type { SeedContext } from "../context";
import { seedGreenleafBusiness } from "./business";
import { seedPendingInvitation } from "./invitation";
import { seedJane } from "./jane";
import { seedOtherGreenleafCustomers } from "./other-customers";

/** Greenleaf Lawn Care: the main demo tenant. */
export async function seedGreenleaf(ctx: SeedContext) {
  const base = await seedGreenleafBusiness(ctx);
  const jane = await seedJane(ctx, base);
  await seedOtherGreenleafCustomers(ctx, base);
  await seedPendingInvitation(ctx, base);
  return { ...base, jane };
}
