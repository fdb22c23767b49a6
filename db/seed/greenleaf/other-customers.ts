import * as schema from "../../schema";
import { type SeedContext, daysAgo, localTime } from "../context";
import { GREENLEAF_TIMEZONE, type GreenleafBase } from "./business";

/** [first, last, street, city, zip, plan, tags] — Columbus-area households and a few businesses. */
const PEOPLE: Array<[string, string, string, string, string, string, string[]]> = [
  ["Michael", "Thompson", "412 Oakview Court", "Columbus", "43214", "Standard Plan", ["residential"]],
  ["Emily", "Nguyen", "88 Willow Bend Road", "Dublin", "43017", "Premium Plan", ["residential"]],
  ["David", "Patel", "1905 Riverside Drive", "Upper Arlington", "43221", "Standard Plan", ["residential"]],
  ["Sarah", "Johnson", "7 Cedar Ridge Lane", "Worthington", "43085", "Basic Plan", ["residential"]],
  ["Robert", "Garcia", "3320 Sunbury Road", "Columbus", "43219", "Standard Plan", ["residential", "corner-lot"]],
  ["Jessica", "Miller", "150 Hawthorne Place", "Westerville", "43081", "Premium Plan", ["residential"]],
  ["Daniel", "Kim", "2240 Tremont Road", "Upper Arlington", "43221", "Standard Plan", ["residential"]],
  ["Ashley", "Brown", "61 Meadowlark Drive", "Gahanna", "43230", "Basic Plan", ["residential"]],
  ["Christopher", "Lee", "905 Polaris Parkway", "Westerville", "43082", "Commercial Plan", ["commercial"]],
  ["Amanda", "Wilson", "1318 Bryden Road", "Columbus", "43205", "Standard Plan", ["residential", "historic"]],
  ["Matthew", "Davis", "44 Stonebridge Way", "Hilliard", "43026", "Standard Plan", ["residential"]],
  ["Olivia", "Martinez", "2701 Sawmill Place", "Columbus", "43235", "Premium Plan", ["residential"]],
  ["Joshua", "Anderson", "510 Morse Road", "Columbus", "43214", "Commercial Plan", ["commercial"]],
  ["Sophia", "Taylor", "19 Lakeshore Circle", "Powell", "43065", "Premium Plan", ["residential", "lakefront"]],
  ["Andrew", "Thomas", "860 Grandview Avenue", "Grandview Heights", "43212", "Basic Plan", ["residential"]],
  ["Megan", "Moore", "1203 Schrock Road", "Columbus", "43229", "Standard Plan", ["residential"]],
  ["Ryan", "Jackson", "75 Granville Street", "Gahanna", "43230", "Standard Plan", ["residential"]],
  ["Lauren", "White", "3009 Kingsdale Terrace", "Upper Arlington", "43221", "Premium Plan", ["residential"]],
  ["Kevin", "Harris", "640 Frantz Road", "Dublin", "43017", "Commercial Plan", ["commercial"]],
  ["Rachel", "Clark", "2315 Indianola Avenue", "Columbus", "43202", "Basic Plan", ["residential"]],
];

/** Twenty more customers without portal access, a few with visits on the schedule. */
export async function seedOtherGreenleafCustomers(ctx: SeedContext, base: GreenleafBase) {
  const businessId = base.business.id;
  const rows = await ctx.tx
    .insert(schema.customers)
    .values(
      PEOPLE.map(([firstName, lastName, address, city, zip, servicePlan, tags], i) => ({
        businessId,
        firstName,
        lastName,
        email: `${firstName}.${lastName}@example.com`.toLowerCase(),
        phone: `(614) 555-${String(1100 + i * 37).padStart(4, "0")}`,
        address,
        city,
        state: "OH",
        zip,
        servicePlan,
        status: i === 7 || i === 15 ? "inactive" : "active",
        portalAccessStatus: "none",
        passwordHash: null,
        tags,
        createdAt: daysAgo(ctx.now, 30 + i * 11),
      })),
    )
    .returning({ id: schema.customers.id, address: schema.customers.address, city: schema.customers.city, zip: schema.customers.zip });

  // A fuller schedule for the employee: upcoming visits for some of these customers.
  const at = (days: number, hour: number) => localTime(ctx.now, days, hour, 0, GREENLEAF_TIMEZONE);
  const mowing = base.services["Weekly Mowing"];
  const fertilizing = base.services["Fertilization Program"];
  await ctx.tx.insert(schema.jobs).values([
    { customer: rows[0].id, service: mowing.id, when: at(1, 8), minutes: 45 },
    { customer: rows[1].id, service: fertilizing.id, when: at(1, 11), minutes: 30 },
    { customer: rows[4].id, service: mowing.id, when: at(2, 10), minutes: 45 },
    { customer: rows[8].id, service: mowing.id, when: at(4, 9), minutes: 90 },
  ].map((job) => ({
    businessId,
    customerId: job.customer,
    serviceId: job.service,
    assigneeMemberId: base.employee.member.id,
    scheduledDate: job.when,
    durationMinutes: job.minutes,
    status: "scheduled",
  })));
  return rows;
}
