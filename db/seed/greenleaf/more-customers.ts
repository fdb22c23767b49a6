import * as schema from "../../schema";
import { type SeedContext, daysAgo } from "../context";
import type { GreenleafBase } from "./business";

/** [first, last, street, city, zip, status, tags, archived?] — enough customers that the list pages, filters and search show on first run. */
const MORE: Array<[string, string, string, string, string, "active" | "inactive" | "lead", string[], boolean]> = [
  ["Nathan", "Hall", "118 Brookside Drive", "Columbus", "43209", "active", ["residential", "weekly"], false],
  ["Hannah", "Allen", "2290 Fishinger Road", "Upper Arlington", "43221", "active", ["residential", "biweekly"], false],
  ["Tyler", "Young", "47 Mill Street", "Gahanna", "43230", "lead", ["residential"], false],
  ["Grace", "Hernandez", "903 Oakland Park Avenue", "Columbus", "43224", "active", ["residential", "weekly"], false],
  ["Brandon", "King", "1550 Lane Avenue", "Columbus", "43221", "active", ["commercial", "monthly"], false],
  ["Chloe", "Wright", "36 Darby Creek Court", "Hilliard", "43026", "active", ["residential", "pets"], false],
  ["Justin", "Lopez", "712 Park Meadow Road", "Westerville", "43081", "inactive", ["residential"], true],
  ["Natalie", "Hill", "4101 Dublin Road", "Columbus", "43221", "active", ["residential", "weekly", "gate-code"], false],
  ["Aaron", "Scott", "2002 Hayden Run Road", "Hilliard", "43026", "lead", ["residential"], false],
  ["Victoria", "Green", "58 Old Henderson Road", "Columbus", "43220", "active", ["residential", "vip"], false],
  ["Jordan", "Adams", "1777 Bethel Road", "Columbus", "43220", "active", ["commercial", "weekly"], false],
  ["Samantha", "Baker", "89 Clintonville Lane", "Columbus", "43202", "inactive", ["residential"], true],
  ["Eric", "Gonzalez", "3150 Hamilton Road", "Whitehall", "43213", "active", ["residential", "biweekly"], false],
  ["Abigail", "Nelson", "24 Quarry Lane", "Dublin", "43017", "active", ["residential", "lakefront", "pets"], false],
  ["Kyle", "Carter", "5600 Cleveland Avenue", "Columbus", "43231", "lead", ["commercial"], false],
  ["Madison", "Mitchell", "410 Greenwich Street", "Worthington", "43085", "active", ["residential", "historic"], false],
  ["Sean", "Perez", "2525 Sunbury Road", "Columbus", "43219", "inactive", ["residential"], true],
  ["Brianna", "Roberts", "77 Tanager Way", "Lewis Center", "43035", "active", ["residential", "weekly"], false],
  ["Zachary", "Turner", "1180 Polaris Boulevard", "Columbus", "43240", "active", ["commercial", "monthly", "vip"], false],
  ["Kayla", "Phillips", "306 Hickory Hollow", "Powell", "43065", "active", ["residential", "gate-code"], false],
  ["Dylan", "Campbell", "950 Schrock Hill Court", "Columbus", "43229", "inactive", ["residential"], true],
  ["Alexis", "Parker", "65 Rosewood Avenue", "Bexley", "43209", "active", ["residential", "biweekly", "pets"], false],
];

/**
 * Twenty-two more Greenleaf customers (some leads, some archived) with tags, notes and service
 * addresses; a few own a second property. Also gives each earlier customer without one a
 * primary property at their billing address, so every detail screen has access notes to show.
 */
type AddressRow = { id: string; address: string | null; city: string | null; zip: string | null };

export async function seedMoreGreenleafCustomers(ctx: SeedContext, base: GreenleafBase, earlier: AddressRow[]) {
  const businessId = base.business.id;
  const rows = await ctx.tx
    .insert(schema.customers)
    .values(
      MORE.map(([firstName, lastName, address, city, zip, status, tags, archived], i) => ({
        businessId,
        firstName,
        lastName,
        email: `${firstName}.${lastName}@example.net`.toLowerCase(),
        phone: `(614) 555-${String(2200 + i * 41).padStart(4, "0")}`,
        address,
        city,
        state: "OH",
        zip,
        servicePlan: tags.includes("commercial") ? "Commercial Plan" : i % 3 === 0 ? "Premium Plan" : "Standard Plan",
        status,
        portalAccessStatus: archived ? "disabled" : "none",
        tags,
        notes: tags.includes("vip") ? "Long-time customer; prefers texts over calls." : tags.includes("pets") ? "Dogs in the back yard: text before arriving." : null,
        archivedAt: archived ? daysAgo(ctx.now, 20 + i) : null,
        createdAt: daysAgo(ctx.now, 15 + i * 9),
      })),
    )
    .returning({ id: schema.customers.id, address: schema.customers.address, city: schema.customers.city, zip: schema.customers.zip });

  const primary = (row: AddressRow, i: number) => ({
    businessId,
    customerId: row.id,
    label: "Home",
    address: row.address ?? "",
    city: row.city,
    state: "OH",
    zip: row.zip,
    gateCode: i % 4 === 0 ? `#${4000 + i * 13}` : null,
    pets: i % 5 === 1 ? "Friendly golden retriever" : null,
    hazards: i % 6 === 2 ? "Sprinkler heads along the driveway" : null,
    accessNotes: i % 3 === 0 ? "Side gate on the left; close it behind you." : null,
    isPrimary: true,
  });
  const all = [...rows, ...earlier];
  await ctx.tx.insert(schema.properties).values(all.map(primary));
  // Multi-location: a cabin, a rental and an office.
  await ctx.tx.insert(schema.properties).values([
    { businessId, customerId: rows[9].id, label: "Lake cabin", address: "12 Shoreline Drive", city: "Delaware", state: "OH", zip: "43015", gateCode: "#7781", hazards: "Steep bank to the water" },
    { businessId, customerId: rows[13].id, label: "Rental", address: "310 Tuller Street", city: "Dublin", state: "OH", zip: "43017", accessNotes: "Tenant works nights: no visits before 10 am" },
    { businessId, customerId: rows[18].id, label: "North office", address: "8800 Lyra Drive", city: "Columbus", state: "OH", zip: "43240", accessNotes: "Check in at the front desk" },
  ]);
  return rows;
}
