import type { SeedContext } from "../context";
import { seedDemoWorkingWeek } from "../working-week";

/**
 * Greenleaf's crews (Marcus in Columbus, Dana and Luis limited to Dayton) work the demo week; the
 * owner runs the office and takes no visits, so booking never hands one to him.
 */
export async function seedGreenleafWorkingHours(ctx: SeedContext, businessId: string): Promise<void> {
  await seedDemoWorkingWeek(ctx, businessId, ["employee"]);
}
