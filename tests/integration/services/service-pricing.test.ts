import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { clearServicePricing } from "@/lib/booking/pricing/clear-service-pricing";
import { getServicePricing } from "@/lib/booking/pricing/get-service-pricing";
import { listServicePricingSummaries } from "@/lib/booking/pricing/list-service-pricing-summaries";
import { priceVisit } from "@/lib/booking/pricing/price-visit";
import { PRICING_MESSAGES } from "@/lib/booking/pricing/pricing-rule-schema";
import { servicePricingSchema } from "@/lib/booking/pricing/service-pricing-schema";
import { setServicePricing } from "@/lib/booking/pricing/set-service-pricing";
import { firstErrorMessage } from "@/lib/validation/first-error";
import { LAWN_RULE } from "@/tests/support/pricing-fixtures";
import { createBusiness, createService } from "@/tests/support/portal-fixtures";

/**
 * Pricing rules per service (issue 39 item 1): what the owner's form sends is stored as cents and
 * basis points, read back for /book and the API, its add-ons keep their ids across saves, every
 * change is audited, and nobody but a member who sees every location of this business changes it.
 */
let business: Awaited<ReturnType<typeof createBusiness>>;
let mowing: Awaited<ReturnType<typeof createService>>;
const owner = () => ({ businessId: business.id, allowedLocationIds: null });
const actor = () => ({ type: "staff" as const, userId: business.owner.id, ip: "203.0.113.9" });

/** The form as the owner types it: strings, dollars and percent. */
const lawnForm = (serviceId: string) =>
  servicePricingSchema.parse({
    serviceId,
    measureName: "Lawn size",
    measureUnit: "sq ft",
    basePrice: "35",
    includedUnits: "5000",
    unitStep: "1000",
    stepPrice: "4",
    minimum: "40",
    baseMinutes: "45",
    stepMinutes: "5",
    frequencies: ["every_2_weeks", "weekly"],
    discounts: { weekly: "10", every_2_weeks: "5" },
    deposit: "amount",
    depositAmount: "25",
    addOns: [
      { name: "Edging", price: "12.50", extraMinutes: "10" },
      { name: "Bagging clippings", price: "8", extraMinutes: "" },
    ],
  });

const auditRows = (serviceId: string) =>
  db.select().from(s.auditLog).where(and(eq(s.auditLog.businessId, business.id), eq(s.auditLog.targetId, serviceId))).orderBy(asc(s.auditLog.createdAt), asc(s.auditLog.id));

beforeAll(async () => {
  business = await createBusiness(db);
  mowing = await createService(db, business.id, { name: "Weekly Mowing", priceCents: 4500 });
});

describe("pricing rules per service (issue 39 item 1)", () => {
  it("stores the owner's rule as cents and basis points and reads it back for pricing", async () => {
    expect(await getServicePricing({ businessId: business.id }, mowing.id)).toBeNull();
    await setServicePricing(owner(), lawnForm(mowing.id), actor());
    const pricing = await getServicePricing({ businessId: business.id }, mowing.id);
    expect(pricing).toMatchObject({
      serviceName: "Weekly Mowing",
      measureName: "Lawn size",
      measureUnit: "sq ft",
      rule: { ...LAWN_RULE, depositCents: 2500 },
    });
    expect(pricing!.addOns.map(({ name, priceCents, extraMinutes }) => [name, priceCents, extraMinutes])).toEqual([
      ["Edging", 1250, 10],
      ["Bagging clippings", 800, 0],
    ]);
    // Issue 39's "Done when": a 9,000 sq ft lawn is $51.00 before the discount, $45.90 weekly.
    const weekly = priceVisit(pricing!.rule, { measure: 9000, addOns: [], frequency: "weekly" });
    expect([weekly.firstVisitCents, weekly.pricePerVisitCents, weekly.durationMinutes]).toEqual([5100, 4590, 65]);
    // The Services screen's "From $40.00 · by Lawn size": the minimum beats the $35 base price.
    expect((await listServicePricingSummaries({ businessId: business.id })).get(mowing.id)).toEqual({ fromCents: 4000, measureName: "Lawn size" });
  });

  it("keeps the ids of add-ons sent back, deletes the ones left out and adds new ones", async () => {
    const [edging, bagging] = (await getServicePricing({ businessId: business.id }, mowing.id))!.addOns;
    const form = lawnForm(mowing.id);
    form.addOns = [
      { id: edging.id, name: "Edging and trimming", price: 15, extraMinutes: 12 },
      { id: null, name: "Leaf blowing", price: 10, extraMinutes: 15 },
    ];
    await setServicePricing(owner(), form, actor());
    const addOns = (await getServicePricing({ businessId: business.id }, mowing.id))!.addOns;
    expect(addOns.map(({ name, priceCents, extraMinutes }) => [name, priceCents, extraMinutes])).toEqual([
      ["Edging and trimming", 1500, 12],
      ["Leaf blowing", 1000, 15],
    ]);
    expect(addOns[0].id).toBe(edging.id);
    expect(addOns.map((addOn) => addOn.id)).not.toContain(bagging.id);
    const stored = await db.select({ id: s.serviceAddOns.id }).from(s.serviceAddOns).where(eq(s.serviceAddOns.id, bagging.id));
    expect(stored).toEqual([]);
  });

  it("makes a new add-on of another service's add-on id instead of moving it", async () => {
    const edgeOnly = await createService(db, business.id, { name: "Edging" });
    await setServicePricing(owner(), { ...lawnForm(edgeOnly.id), addOns: [{ id: null, name: "Hedges", price: 20, extraMinutes: 30 }] }, actor());
    const [hedges] = (await getServicePricing({ businessId: business.id }, edgeOnly.id))!.addOns;
    await setServicePricing(owner(), { ...lawnForm(mowing.id), addOns: [{ id: hedges.id, name: "Hedges", price: 20, extraMinutes: 30 }] }, actor());
    const [copied] = (await getServicePricing({ businessId: business.id }, mowing.id))!.addOns;
    expect(copied.id).not.toBe(hedges.id);
    expect((await getServicePricing({ businessId: business.id }, edgeOnly.id))!.addOns).toEqual([hedges]);
  });

  it("audits every change with the rule before and after", async () => {
    const rows = await auditRows(mowing.id);
    expect(rows.map((row) => row.action)).toEqual(["service.pricing_updated", "service.pricing_updated", "service.pricing_updated"]);
    const [first, second] = rows;
    expect(first).toMatchObject({ actorType: "staff", actorId: business.owner.id, targetType: "service", ip: "203.0.113.9" });
    const firstMeta = first.meta as { from: unknown; to: { basePriceCents: number; addOns: Array<{ name: string }> } };
    expect(firstMeta.from).toBeNull();
    expect(firstMeta.to.basePriceCents).toBe(3500);
    expect(firstMeta.to.addOns.map((addOn) => addOn.name)).toEqual(["Edging", "Bagging clippings"]);
    const secondMeta = second.meta as { from: { addOns: Array<{ name: string }> }; to: { addOns: Array<{ name: string }> } };
    expect(secondMeta.from.addOns.map((addOn) => addOn.name)).toEqual(["Edging", "Bagging clippings"]);
    expect(secondMeta.to.addOns.map((addOn) => addOn.name)).toEqual(["Edging and trimming", "Leaf blowing"]);
  });

  it("removes the rule and its add-ons: the service keeps its own price", async () => {
    expect(await clearServicePricing(owner(), { serviceId: mowing.id }, actor())).toEqual({ cleared: true });
    expect(await getServicePricing({ businessId: business.id }, mowing.id)).toBeNull();
    expect(await db.select().from(s.serviceAddOns).where(eq(s.serviceAddOns.serviceId, mowing.id))).toEqual([]);
    const [service] = await db.select({ priceCents: s.services.priceCents }).from(s.services).where(eq(s.services.id, mowing.id));
    expect(service.priceCents).toBe(4500);
    const last = (await auditRows(mowing.id)).at(-1)!;
    expect(last.action).toBe("service.pricing_cleared");
    expect((last.meta as { from: { basePriceCents: number }; to: unknown }).from.basePriceCents).toBe(3500);
    expect((last.meta as { to: unknown }).to).toBeNull();
    // A second removal has nothing to remove and audits nothing.
    expect(await clearServicePricing(owner(), { serviceId: mowing.id }, actor())).toEqual({ cleared: false });
    expect((await auditRows(mowing.id)).filter((row) => row.action === "service.pricing_cleared")).toHaveLength(1);
  });

  it("does not find another business's service, nor an archived one", async () => {
    const other = await createBusiness(db);
    const theirs = await createService(db, other.id, { name: "Their mowing" });
    await expect(setServicePricing(owner(), lawnForm(theirs.id), actor())).rejects.toMatchObject({ code: "not_found", message: "Service not found" });
    await expect(clearServicePricing(owner(), { serviceId: theirs.id }, actor())).rejects.toMatchObject({ code: "not_found" });
    const archived = await createService(db, business.id, { name: "Old", archivedAt: new Date() });
    await expect(setServicePricing(owner(), lawnForm(archived.id), actor())).rejects.toMatchObject({ code: "not_found" });
    expect(await db.select().from(s.servicePricing).where(eq(s.servicePricing.serviceId, theirs.id))).toEqual([]);
  });

  it("prices a service hidden from the portal, which /book does not sell until it is shown", async () => {
    const hidden = await createService(db, business.id, { name: "Aeration", active: false });
    await setServicePricing(owner(), lawnForm(hidden.id), actor());
    expect(await getServicePricing({ businessId: business.id }, hidden.id)).toBeNull();
    expect((await getServicePricing({ businessId: business.id }, hidden.id, { includeHidden: true }))?.rule.basePriceCents).toBe(3500);
  });

  it("refuses a member limited to some locations, changing nothing", async () => {
    const [location] = await db.select({ id: s.locations.id }).from(s.locations).where(eq(s.locations.businessId, business.id));
    const limited = { businessId: business.id, allowedLocationIds: [location.id] };
    const message = "Only a member who sees every location can change how a service is priced";
    await expect(setServicePricing(limited, lawnForm(mowing.id), actor())).rejects.toMatchObject({ code: "forbidden", message });
    await expect(clearServicePricing(limited, { serviceId: mowing.id }, actor())).rejects.toMatchObject({ code: "forbidden", message });
    expect(await getServicePricing({ businessId: business.id }, mowing.id)).toBeNull();
  });
});

describe("the pricing form's messages (one schema for the form and the server)", () => {
  const parse = (patch: Record<string, unknown>) => servicePricingSchema.safeParse({ serviceId: crypto.randomUUID(), basePrice: "35", baseMinutes: "45", frequencies: ["weekly"], ...patch });
  const problem = (patch: Record<string, unknown>) => {
    const result = parse(patch);
    return result.success ? null : { message: firstErrorMessage(result.error), path: result.error.issues[0].path.join(".") };
  };

  it("accepts the smallest rule: a base price, minutes and one frequency", () => {
    expect(problem({})).toBeNull();
  });

  it("refuses a weekly discount smaller than every 2 weeks' at the more frequent plan's field", () => {
    expect(problem({ frequencies: ["weekly", "every_2_weeks"], discounts: { weekly: "5", every_2_weeks: "10" } })).toEqual({ message: PRICING_MESSAGES.discountsFall, path: "discounts.weekly" });
  });

  it("says which required field is empty", () => {
    expect(problem({ basePrice: "" })).toEqual({ message: "This field is required", path: "basePrice" });
    expect(problem({ baseMinutes: "" })).toEqual({ message: "This field is required", path: "baseMinutes" });
    expect(problem({ frequencies: [] })).toEqual({ message: PRICING_MESSAGES.oneFrequency, path: "frequencies" });
    expect(problem({ deposit: "percent", depositPercent: "" })).toEqual({ message: "This field is required", path: "depositPercent" });
    expect(problem({ addOns: [{ name: "", price: "5" }] })).toEqual({ message: "This field is required", path: "addOns.0.name" });
  });

  it("asks for the measure's name when a price per unit is given, and refuses nonsense numbers", () => {
    expect(problem({ stepPrice: "4" })).toEqual({ message: PRICING_MESSAGES.measureNeedsName, path: "measureName" });
    expect(problem({ basePrice: "ten" })).toEqual({ message: "Must be a valid number", path: "basePrice" });
    expect(problem({ unitStep: "0" })).toEqual({ message: "Must be at least 1", path: "unitStep" });
    expect(problem({ serviceId: "not-a-uuid" })).toMatchObject({ message: "Invalid value", path: "serviceId" });
  });
});
