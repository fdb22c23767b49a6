import { db } from "@/db/client";
import * as s from "@/db/schema";
import { addEmployee, createUser } from "../staff-auth/fixtures";
import { createBusiness, createCustomer } from "@/tests/support/portal-fixtures";

/**
 * A New York business for availability tests: Ana (every location) and Ben (limited to the
 * Chicago-time "Dayton" location), a customer for visits. Nobody has hours until a test gives them.
 */
export async function availabilityWorld() {
  const business = await createBusiness(db, { timezone: "America/New_York" });
  const customer = await createCustomer(db, business.id);
  const ana = await addEmployee(business.id, (await createUser({ firstName: "Ana" })).id);
  const ben = await addEmployee(business.id, (await createUser({ firstName: "Ben" })).id);
  const [dayton] = await db.insert(s.locations).values({ businessId: business.id, name: "Dayton", timezone: "America/Chicago" }).returning();
  await db.insert(s.memberLocations).values({ businessId: business.id, memberId: ben.id, locationId: dayton.id });
  return { business, customer, ana, ben, dayton };
}

/** Replaces a member's hours with the same span on each given ISO weekday. */
export async function giveHours(businessId: string, memberId: string, startMinute: number, endMinute: number, weekdays: number[]) {
  await db.insert(s.memberWorkingHours).values(weekdays.map((weekday) => ({ businessId, memberId, weekday, startMinute, endMinute })));
}

/** A visit row for the world's customer, as scheduling writes them. */
export async function visitAt(world: Awaited<ReturnType<typeof availabilityWorld>>, memberId: string | null, scheduledDate: Date, durationMinutes: number, status = "scheduled") {
  const [visit] = await db
    .insert(s.jobs)
    .values({ businessId: world.business.id, customerId: world.customer.id, assigneeMemberId: memberId, scheduledDate, durationMinutes, status })
    .returning();
  return visit;
}
