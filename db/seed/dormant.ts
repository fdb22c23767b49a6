import { eq } from "drizzle-orm";
import * as schema from "../schema";
import type { SeedContext } from "./context";
import { DEMO_BUSINESS_NAMES, DEMO_EMAILS, DEMO_SUBDOMAINS } from "./demo-constants";
import { seedOwner } from "./users";

/** Dormant Handyman: a business whose portal is switched off (its portal shows "Business Not Found"). */
export async function seedDormant(ctx: SeedContext) {
  const [business] = await ctx.tx
    .insert(schema.businesses)
    .values({
      companyName: DEMO_BUSINESS_NAMES.dormant,
      businessEmail: "hello@dormant.test",
      businessPhone: "(303) 555-0110",
      businessAddress: "17 Larimer Street, Denver, CO 80202",
      industry: "handyman",
      themePrimaryColor: "#b45309",
      themeSecondaryColor: "#fef3c7",
      portalSubdomain: DEMO_SUBDOMAINS.dormant,
      portalEnabled: false,
      timezone: "America/Denver",
    })
    .returning();
  const owner = await seedOwner(ctx, business, { email: DEMO_EMAILS.dormantOwner, firstName: "Dale", lastName: "Hughes" });
  await ctx.tx.update(schema.businesses).set({ ownerUserId: owner.user.id }).where(eq(schema.businesses.id, business.id));
  return { business, owner };
}
