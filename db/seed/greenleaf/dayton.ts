import { and, eq } from "drizzle-orm";
import * as schema from "../../schema";
import { type SeedContext, daysAgo, localTime } from "../context";
import { insertConversation } from "../conversations";
import { DEMO_EMAILS, DEMO_LOCATIONS } from "../demo-constants";
import { insertUser } from "../users";
import { GREENLEAF_TIMEZONE, type GreenleafBase } from "./business";

/** Dayton's service area: the postal codes 45402 to 45440. */
export const DAYTON_POSTAL_CODES = Array.from({ length: 45440 - 45402 + 1 }, (_, i) => String(45402 + i));

/** [first, last, street, zip] — Dayton's customers; their postal codes place them in Dayton. */
const DAYTON_CUSTOMERS: Array<[string, string, string, string]> = [
  ["Rachel", "Foster", "318 Wayne Avenue", "45410"],
  ["Derek", "Simmons", "1905 Salem Avenue", "45406"],
  ["Monica", "Price", "77 Oakwood Avenue", "45409"],
  ["Trevor", "Bennett", "2240 Far Hills Avenue", "45419"],
  ["Lauren", "Hughes", "540 Brown Street", "45402"],
];

/**
 * Greenleaf's branches (issue 38 item 7): the default location becomes "Greenleaf Columbus",
 * and "Greenleaf Dayton" serves 45402–45440 with its own manager (manager@greenleaf.test, the
 * manager template, limited to Dayton), crew member, customers, visits this week and a message
 * waiting. Run before any other customer is seeded, so postal codes decide where each lives.
 */
export async function seedGreenleafLocations(ctx: SeedContext, base: GreenleafBase) {
  const businessId = base.business.id;
  const [columbus] = await ctx.tx
    .update(schema.locations)
    .set({ name: DEMO_LOCATIONS.columbus, address: "1420 Maple Avenue, Columbus, OH 43215" })
    .where(and(eq(schema.locations.businessId, businessId), eq(schema.locations.isDefault, true)))
    .returning();
  const [dayton] = await ctx.tx
    .insert(schema.locations)
    .values({
      businessId,
      name: DEMO_LOCATIONS.dayton,
      address: "220 E Third Street, Dayton, OH 45402",
      phone: "(937) 555-0110",
      email: "dayton@greenleaf.test",
      postalCodes: DAYTON_POSTAL_CODES,
      documentPrefix: "DAY",
    })
    .returning();
  return { columbus, dayton };
}

export type GreenleafLocations = Awaited<ReturnType<typeof seedGreenleafLocations>>;

/** Dayton's people and work, once the catalogue exists. */
export async function seedDaytonBranch(ctx: SeedContext, base: GreenleafBase, locations: GreenleafLocations) {
  const businessId = base.business.id;
  const { dayton } = locations;
  const member = async (email: string, firstName: string, lastName: string, roleTemplate: "manager" | "field_employee", phone: string) => {
    const user = await insertUser(ctx, { email, userType: "employee", firstName, lastName, companyName: base.business.companyName });
    const [row] = await ctx.tx
      .insert(schema.businessMembers)
      .values({ businessId, userId: user.id, role: "employee", roleTemplate, permissions: null, phone })
      .returning();
    await ctx.tx.insert(schema.memberLocations).values({ businessId, memberId: row.id, locationId: dayton.id });
    return { user, member: row };
  };
  const manager = await member(DEMO_EMAILS.greenleafDaytonManager, "Dana", "Whitfield", "manager", "(937) 555-0111");
  const crew = await member(DEMO_EMAILS.greenleafDaytonCrew, "Luis", "Ortega", "field_employee", "(937) 555-0112");

  const customers = await ctx.tx
    .insert(schema.customers)
    .values(
      DAYTON_CUSTOMERS.map(([firstName, lastName, address, zip], i) => ({
        businessId,
        firstName,
        lastName,
        email: `${firstName}.${lastName}@example.org`.toLowerCase(),
        phone: `(937) 555-${String(2300 + i * 37).padStart(4, "0")}`,
        address,
        city: "Dayton",
        state: "OH",
        zip,
        tags: ["residential", "dayton"],
        createdAt: daysAgo(ctx.now, 40 + i * 11),
      })),
    )
    .returning({ id: schema.customers.id, address: schema.customers.address, zip: schema.customers.zip, locationId: schema.customers.locationId });
  await ctx.tx.insert(schema.properties).values(
    customers.map((customer) => ({ businessId, customerId: customer.id, label: "Home", address: customer.address ?? "", city: "Dayton", state: "OH", zip: customer.zip, isPrimary: true })),
  );

  // Visits: each customer mowed last week and booked this week, by Dayton's crew.
  const mowing = base.services["Weekly Mowing"];
  await ctx.tx.insert(schema.jobs).values(
    customers.flatMap((customer, i) => [
      {
        businessId,
        customerId: customer.id,
        locationId: dayton.id,
        serviceId: mowing.id,
        assigneeMemberId: crew.member.id,
        scheduledDate: localTime(ctx.now, -7 + (i % 3), 9 + i, 0, GREENLEAF_TIMEZONE),
        durationMinutes: 45,
        status: "completed",
        startedAt: localTime(ctx.now, -7 + (i % 3), 9 + i, 0, GREENLEAF_TIMEZONE),
        completedAt: localTime(ctx.now, -7 + (i % 3), 9 + i, 50, GREENLEAF_TIMEZONE),
      },
      {
        businessId,
        customerId: customer.id,
        locationId: dayton.id,
        serviceId: mowing.id,
        assigneeMemberId: crew.member.id,
        scheduledDate: localTime(ctx.now, i % 4, 9 + i, 0, GREENLEAF_TIMEZONE),
        durationMinutes: 45,
        status: "scheduled",
      },
    ]),
  );

  const [rachel] = customers;
  await insertConversation(ctx, { businessId, customerId: rachel.id }, [
    {
      at: localTime(ctx.now, -1, 8, 15, GREENLEAF_TIMEZONE),
      sender: { type: "customer", id: rachel.id },
      content: "Could the Dayton crew come before noon this week? We have a party in the afternoon.",
      readBy: [rachel.id],
    },
  ]);
  return { manager, crew, customers };
}
