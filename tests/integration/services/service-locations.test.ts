import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { listAvailableServices } from "@/lib/catalog/list-available-services";
import { listServiceOffers, setServiceLocations } from "@/lib/catalog/set-service-locations";
import { subscribeToService } from "@/lib/catalog/subscribe-to-service";
import { createBusiness, createCustomer, createService } from "@/tests/support/portal-fixtures";

/**
 * A service offered in some locations only, with a price per location (issue 38 item 2): the
 * portal lists and sells a service only where it is offered, at that location's price.
 */
let business: Awaited<ReturnType<typeof createBusiness>>;
let dayton: string;
let everywhere: Awaited<ReturnType<typeof createService>>;
let daytonOnly: Awaited<ReturnType<typeof createService>>;
let columbusCustomer: string;
let daytonCustomer: string;
const owner = () => ({ businessId: business.id, allowedLocationIds: null });

beforeAll(async () => {
  business = await createBusiness(db);
  [{ id: dayton }] = await db.insert(s.locations).values({ businessId: business.id, name: "Dayton", postalCodes: ["45402"] }).returning({ id: s.locations.id });
  everywhere = await createService(db, business.id, { name: "Mowing", priceCents: 4500 });
  daytonOnly = await createService(db, business.id, { name: "Snow", priceCents: 7500 });
  columbusCustomer = (await createCustomer(db, business.id, { zip: "43215" })).id;
  daytonCustomer = (await createCustomer(db, business.id, { zip: "45402" })).id;
});

describe("services per location (issue 38)", () => {
  it("offers a service with no locations set everywhere, at its own price", async () => {
    const listed = await listAvailableServices({ businessId: business.id, customerId: columbusCustomer });
    expect(listed.map((service) => [service.name, service.priceCents])).toEqual([
      ["Mowing", 4500],
      ["Snow", 7500],
    ]);
  });

  it("lists and sells a service offered in Dayton only to Dayton's customers, at Dayton's price", async () => {
    expect(await setServiceLocations(owner(), { serviceId: daytonOnly.id, offers: [{ locationId: dayton, price: 60 }] })).toEqual([{ locationId: dayton, priceCents: 6000 }]);
    const columbus = await listAvailableServices({ businessId: business.id, customerId: columbusCustomer });
    expect(columbus.map((service) => service.name)).toEqual(["Mowing"]);
    const daytonList = await listAvailableServices({ businessId: business.id, customerId: daytonCustomer });
    expect(daytonList.map((service) => [service.name, service.priceCents])).toEqual([
      ["Mowing", 4500],
      ["Snow", 6000],
    ]);
    const today = "2026-12-03";
    await expect(subscribeToService({ businessId: business.id, customerId: columbusCustomer }, { serviceId: daytonOnly.id, today })).rejects.toMatchObject({ code: "not_found" });
    expect((await subscribeToService({ businessId: business.id, customerId: daytonCustomer }, { serviceId: daytonOnly.id, today })).serviceName).toBe("Snow");
    const offers = await listServiceOffers({ businessId: business.id });
    expect(offers.get(daytonOnly.id)).toEqual([{ locationId: dayton, priceCents: 6000 }]);
    expect(offers.has(everywhere.id)).toBe(false);
  });

  it("refuses an unknown location and a limited member, changing nothing", async () => {
    const other = await createBusiness(db);
    const [{ id: foreign }] = await db.select({ id: s.locations.id }).from(s.locations).where(eq(s.locations.businessId, other.id));
    await expect(setServiceLocations(owner(), { serviceId: daytonOnly.id, offers: [{ locationId: foreign, price: null }] })).rejects.toMatchObject({ code: "unprocessable" });
    await expect(setServiceLocations({ businessId: business.id, allowedLocationIds: [dayton] }, { serviceId: daytonOnly.id, offers: [] })).rejects.toMatchObject({ code: "forbidden" });
    const rows = await db.select().from(s.locationServices).where(and(eq(s.locationServices.businessId, business.id), eq(s.locationServices.serviceId, daytonOnly.id)));
    expect(rows.map((row) => [row.locationId, row.priceCents])).toEqual([[dayton, 6000]]);
  });

  it("offers it everywhere again when no location is ticked", async () => {
    await setServiceLocations(owner(), { serviceId: daytonOnly.id, offers: [] });
    expect((await listAvailableServices({ businessId: business.id, customerId: columbusCustomer })).map((service) => service.name)).toEqual(["Mowing", "Snow"]);
  });
});
