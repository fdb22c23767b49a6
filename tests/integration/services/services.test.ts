import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { archiveServiceAction } from "@/lib/admin/actions/services/archive-service";
import { createServiceAction } from "@/lib/admin/actions/services/create-service";
import { reorderServicesAction } from "@/lib/admin/actions/services/reorder-services";
import { updateServiceAction } from "@/lib/admin/actions/services/update-service";
import { listAvailableServices } from "@/lib/catalog/list-available-services";
import { listBusinessServices } from "@/lib/catalog/list-business-services";
import { formatServicePrice } from "@/lib/format/service-price";
import { addEmployee, createUser } from "../staff-auth/fixtures";
import { createBusiness, createService } from "@/tests/support/portal-fixtures";
import { asStaff } from "@/tests/support/fake-request";

vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

/**
 * Services (issue 10 item 3): the admin actions through their real exports (wrapper,
 * permission, schema) and what the portal's /services list shows afterwards.
 */
const form = {
  name: "Weekly Mowing",
  description: "Mow, edge and blow",
  price: "45",
  billingMethod: "flat",
  isRecurring: true,
  recurringInterval: "week",
  durationMinutes: "60",
  tags: "lawn, Weekly, lawn",
  active: true,
};

async function ownerOfNewBusiness() {
  const biz = await createBusiness(db);
  await asStaff(biz.owner.id);
  return biz;
}

describe("creating and editing services", () => {
  it("stores every field, shows it on the portal at once with the spec's price display", async () => {
    const biz = await ownerOfNewBusiness();
    const result = await createServiceAction(form);
    expect(result).toMatchObject({ ok: true });
    const [row] = await db.select().from(s.services).where(eq(s.services.businessId, biz.id));
    expect(row).toMatchObject({
      name: "Weekly Mowing", description: "Mow, edge and blow", priceCents: 4500, billingMethod: "flat",
      isRecurring: true, recurringInterval: "week", durationMinutes: 60, tags: ["lawn", "weekly"], active: true, archivedAt: null,
    });
    const portal = await listAvailableServices({ businessId: biz.id });
    expect(portal.map((service) => [service.name, formatServicePrice(service)])).toEqual([["Weekly Mowing", "$45.00/week"]]);
  });

  it("shows a per-visit service per visit, not per its interval, on the portal and in the admin (issue 37)", async () => {
    const biz = await ownerOfNewBusiness();
    expect(await createServiceAction({ ...form, billingMethod: "per_visit" })).toMatchObject({ ok: true });
    const [row] = await db.select().from(s.services).where(eq(s.services.businessId, biz.id));
    expect(row).toMatchObject({ billingMethod: "per_visit", recurringInterval: "week", priceCents: 4500 });
    expect((await listAvailableServices({ businessId: biz.id })).map(formatServicePrice)).toEqual(["$45.00/visit"]);
    expect((await listBusinessServices({ businessId: biz.id })).map(formatServicePrice)).toEqual(["$45.00/visit"]);
  });

  it("refuses bad input with the spec's §5 messages and stores nothing", async () => {
    const biz = await ownerOfNewBusiness();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...form, name: "  " }, "name", "This field is required"],
      [{ ...form, name: "x".repeat(101) }, "name", "Must be no more than 100 characters long"],
      [{ ...form, price: "abc" }, "price", "Must be a valid number"],
      [{ ...form, price: "-1" }, "price", "Must be at least 0"],
      [{ ...form, durationMinutes: "1.5" }, "durationMinutes", "Must be a valid number"],
      [{ ...form, durationMinutes: "2000" }, "durationMinutes", "Must be no more than 1440"],
      [{ ...form, recurringInterval: "" }, "recurringInterval", "This field is required"],
      [{ ...form, billingMethod: "barter" }, "billingMethod", "Invalid value"],
    ];
    for (const [input, field, message] of cases) {
      expect(await createServiceAction(input)).toMatchObject({ ok: false, status: 400, field, message });
    }
    expect(await db.select().from(s.services).where(eq(s.services.businessId, biz.id))).toEqual([]);
  });

  it("edits a service; a price left empty shows 'Contact for pricing'; hidden services leave the portal", async () => {
    const biz = await ownerOfNewBusiness();
    const service = await createService(db, biz.id, { name: "Aeration" });
    const result = await updateServiceAction({
      serviceId: service.id,
      values: { ...form, name: "Core Aeration", price: "", isRecurring: false, billingMethod: "per_square_foot" },
    });
    expect(result).toMatchObject({ ok: true });
    const [row] = await db.select().from(s.services).where(eq(s.services.id, service.id));
    expect(row).toMatchObject({ name: "Core Aeration", priceCents: null, isRecurring: false, recurringInterval: null, billingMethod: "per_square_foot" });
    expect((await listAvailableServices({ businessId: biz.id })).map(formatServicePrice)).toEqual(["Contact for pricing"]);

    await updateServiceAction({ serviceId: service.id, values: { ...form, price: "0.25", billingMethod: "per_square_foot", active: false } });
    expect(await listAvailableServices({ businessId: biz.id })).toEqual([]);
    expect((await listBusinessServices({ businessId: biz.id })).map(formatServicePrice)).toEqual(["$0.25/sq ft"]);
  });
});

describe("archiving and ordering", () => {
  it("archives (never deletes) and the service leaves the admin list and the portal", async () => {
    const biz = await ownerOfNewBusiness();
    const service = await createService(db, biz.id);
    expect(await archiveServiceAction({ serviceId: service.id })).toMatchObject({ ok: true });
    const [row] = await db.select().from(s.services).where(eq(s.services.id, service.id));
    expect(row.archivedAt).not.toBeNull();
    expect(await listBusinessServices({ businessId: biz.id })).toEqual([]);
    expect(await listAvailableServices({ businessId: biz.id })).toEqual([]);
    // Archived twice: it is no longer there to archive.
    expect(await archiveServiceAction({ serviceId: service.id })).toMatchObject({ ok: false, status: 404 });
  });

  it("puts services in the order given, which the portal follows; new ones go last", async () => {
    const biz = await ownerOfNewBusiness();
    for (const name of ["Alpha", "Bravo", "Charlie"]) expect(await createServiceAction({ ...form, name })).toMatchObject({ ok: true });
    const ids = (await listBusinessServices({ businessId: biz.id })).map((service) => service.id);
    expect((await listBusinessServices({ businessId: biz.id })).map((service) => service.name)).toEqual(["Alpha", "Bravo", "Charlie"]);
    expect(await reorderServicesAction({ serviceIds: [ids[2], ids[0], ids[1]] })).toMatchObject({ ok: true });
    expect((await listAvailableServices({ businessId: biz.id })).map((service) => service.name)).toEqual(["Charlie", "Alpha", "Bravo"]);
    await createServiceAction({ ...form, name: "Aardvark" });
    expect((await listAvailableServices({ businessId: biz.id })).map((service) => service.name)).toEqual(["Charlie", "Alpha", "Bravo", "Aardvark"]);
  });

  it("refuses another business's service ids (404) and changes nothing", async () => {
    const other = await createBusiness(db);
    const foreign = await createService(db, other.id, { name: "Theirs" });
    const biz = await ownerOfNewBusiness();
    const mine = await createService(db, biz.id, { name: "Mine" });
    expect(await updateServiceAction({ serviceId: foreign.id, values: form })).toMatchObject({ ok: false, status: 404 });
    expect(await archiveServiceAction({ serviceId: foreign.id })).toMatchObject({ ok: false, status: 404 });
    expect(await reorderServicesAction({ serviceIds: [foreign.id, mine.id] })).toMatchObject({ ok: false, status: 404 });
    const [theirs] = await db.select().from(s.services).where(eq(s.services.id, foreign.id));
    expect(theirs).toMatchObject({ name: "Theirs", archivedAt: null, sortOrder: 0 });
  });
});

describe("who may manage services", () => {
  it("lets the default employee (manage_services) in and refuses a billing employee with 403", async () => {
    const biz = await createBusiness(db);
    const staffer = await createUser({ userType: "employee" });
    await addEmployee(biz.id, staffer.id);
    await asStaff(staffer.id);
    expect(await createServiceAction(form)).toMatchObject({ ok: true });
    const billing = await createUser({ userType: "employee" });
    await addEmployee(biz.id, billing.id, { roleTemplate: "billing" });
    await asStaff(billing.id);
    expect(await createServiceAction({ ...form, name: "Nope" })).toMatchObject({ ok: false, status: 403 });
    expect((await listBusinessServices({ businessId: biz.id })).map((service) => service.name)).toEqual(["Weekly Mowing"]);
  });
});
