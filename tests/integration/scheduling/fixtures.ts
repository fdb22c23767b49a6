import { eq } from "drizzle-orm";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { createJob } from "@/lib/scheduling/jobs/create-job";
import { jobFieldsSchema, type JobFieldsInput } from "@/lib/scheduling/jobs/job-schema";
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

/** The tests' fixed "now": Monday 2 March 2026, 07:00 in New York (the DST change is on 8 March). */
export const SCHEDULING_NOW = new Date("2026-03-02T12:00:00Z");

/** A weekly Monday 9:00 job from 2 March 2026 for the world's customer, property, service and employee. */
export async function weeklyJob(world: Awaited<ReturnType<typeof schedulingWorld>>, extra: Partial<JobFieldsInput> = {}, now: Date = SCHEDULING_NOW) {
  const fields = jobFieldsSchema.parse({
    customerId: world.customer.id,
    propertyId: world.property.id,
    serviceId: world.service.id,
    title: "Weekly mowing",
    startDate: "2026-03-02",
    startTime: "09:00",
    durationMinutes: 45,
    employeeIds: [world.employee.id],
    recurrence: { frequency: "weekly", interval: 1, byWeekday: ["MO"] },
    ...extra,
  });
  return createJob(world.scope, fields, now);
}
