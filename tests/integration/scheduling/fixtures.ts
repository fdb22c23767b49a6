import { eq } from "drizzle-orm";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { createBusiness, createCustomer, createService, unique } from "@/tests/support/portal-fixtures";

/** A business in New York with a customer (and a property), a service and a field employee. */
export async function schedulingWorld(overrides: Partial<typeof s.businesses.$inferInsert> = {}) {
  const business = await createBusiness(db, { timezone: "America/New_York", ...overrides });
  const customer = await createCustomer(db, business.id);
  const service = await createService(db, business.id, { name: "Weekly Mowing", durationMinutes: 45 });
  const [property] = await db
    .insert(s.properties)
    .values({ businessId: business.id, customerId: customer.id, label: "Home", address: "12 Elm St", city: "Columbus", state: "OH", gateCode: "4821", accessNotes: "Dog in back yard", isPrimary: true })
    .returning();
  const [user] = await db
    .insert(s.users)
    .values({ email: `${unique("crew")}@example.test`, userType: "employee", firstName: "Eli", lastName: "Crew" })
    .returning();
  const [employee] = await db
    .insert(s.businessMembers)
    .values({ businessId: business.id, userId: user.id, role: "employee", roleTemplate: "field_employee" })
    .returning();
  const [ownerMember] = await db.select().from(s.businessMembers).where(eq(s.businessMembers.userId, business.owner.id));
  return { business, customer, service, property, employee, employeeUser: user, ownerMember, scope: { businessId: business.id } };
}
