import type { SeedContext } from "./context";
import { seedDemoWorkingWeek } from "./working-week";

/** Sparkle's owner cleans the homes themselves (the assignee of its visits): their week is the demo's. */
export async function seedSparkleWorkingHours(ctx: SeedContext, businessId: string): Promise<void> {
  await seedDemoWorkingWeek(ctx, businessId, ["owner", "employee"]);
}
