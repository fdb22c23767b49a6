import * as schema from "../schema";
import { type SeedContext, daysAgo } from "./context";

/** Waitlist sign-ups and platform settings for the superadmin area. */
export async function seedPlatform(ctx: SeedContext) {
  await ctx.tx.insert(schema.waitlistEntries).values([
    {
      name: "Priya Shah",
      email: "priya@brightpaws.example",
      businessName: "Bright Paws Pet Care",
      industry: "pet-care",
      customerCount: "51-200",
      createdAt: daysAgo(ctx.now, 12),
    },
    {
      name: "Tom Becker",
      email: "tom@beckerwash.example",
      businessName: "Becker Pressure Washing",
      industry: "pressure-washing",
      customerCount: "1-50",
      createdAt: daysAgo(ctx.now, 6),
    },
    {
      name: "Alicia Romero",
      email: "alicia@cleanspaces.example",
      businessName: "Clean Spaces Commercial",
      industry: "commercial",
      customerCount: "201-500",
      createdAt: daysAgo(ctx.now, 1),
    },
  ]);
  await ctx.tx.insert(schema.platformSettings).values([
    { key: "signups_open", value: true },
    { key: "waitlist_enabled", value: true },
    { key: "support_email", value: "hello@serviceloop.test" },
    { key: "platform_fee_bps", value: 50 },
    { key: "default_trial_days", value: 14 },
  ]);
}
