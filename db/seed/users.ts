import * as schema from "../schema";
import type { SeedContext } from "./context";
import { DEMO_EMAILS } from "./demo-constants";

type NewUser = {
  email: string;
  userType: "business_owner" | "employee" | "superadmin";
  firstName: string;
  lastName: string;
  companyName?: string;
};

export async function insertUser(ctx: SeedContext, user: NewUser) {
  const [row] = await ctx.tx
    .insert(schema.users)
    .values({
      email: user.email,
      passwordHash: await ctx.hashDemoPassword(),
      userType: user.userType,
      firstName: user.firstName,
      lastName: user.lastName,
      companyName: user.companyName ?? "",
      businessEmail: user.email,
      emailVerifiedAt: ctx.now,
    })
    .returning();
  return row;
}

/** The platform operator: user_type superadmin plus the superadmin_profiles row. */
export async function seedSuperadmin(ctx: SeedContext) {
  const user = await insertUser(ctx, {
    email: DEMO_EMAILS.superadmin,
    userType: "superadmin",
    firstName: "Sam",
    lastName: "Rivera",
  });
  await ctx.tx.insert(schema.superadminProfiles).values({ userId: user.id });
  return user;
}

/** A business's owner: the login, the ownership link and the owner membership. */
export async function seedOwner(
  ctx: SeedContext,
  business: { id: string; companyName: string },
  person: { email: string; firstName: string; lastName: string; phone?: string },
) {
  const user = await insertUser(ctx, { ...person, userType: "business_owner", companyName: business.companyName });
  const [member] = await ctx.tx
    .insert(schema.businessMembers)
    .values({ businessId: business.id, userId: user.id, role: "owner", phone: person.phone })
    .returning();
  return { user, member };
}
