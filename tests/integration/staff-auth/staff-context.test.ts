import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { businessMembers, businesses } from "@/db/schema";
import { staffContextFor } from "@/lib/identity/staff/staff-context";
import { addEmployee, createBusiness, createLinkedCustomer, createUser, makeSuperadminProfile } from "./fixtures";

describe("staffContextFor (the database's word on every request)", () => {
  it("gives the owner every permission and an employee their template, custom list or the default", async () => {
    const owner = await createUser({ userType: "business_owner", firstName: "Olga" });
    const business = await createBusiness(owner.id);
    const ownerContext = await staffContextFor(owner.id);
    expect(ownerContext).toMatchObject({ userType: "business_owner", role: "owner", businessId: business.id, businessName: business.companyName, firstName: "Olga" });
    expect(ownerContext?.permissions).toHaveLength(14);

    const fallback = await createUser({ userType: "employee" });
    await addEmployee(business.id, fallback.id);
    expect((await staffContextFor(fallback.id))?.permissions).toEqual([
      "manage_customers", "manage_services", "manage_schedule", "view_messages", "view_jobs",
    ]);

    const field = await createUser({ userType: "employee" });
    await addEmployee(business.id, field.id, { roleTemplate: "field_employee" });
    expect(await staffContextFor(field.id)).toMatchObject({ roleTemplate: "field_employee", permissions: ["view_jobs"] });

    const custom = await createUser({ userType: "employee" });
    await addEmployee(business.id, custom.id, { roleTemplate: "manager", permissions: ["manage_settings", "not_a_permission"] });
    expect((await staffContextFor(custom.id))?.permissions).toEqual(["manage_settings"]);
  });

  it("drops an employee whose membership is deactivated or removed", async () => {
    const owner = await createUser({ userType: "business_owner" });
    const business = await createBusiness(owner.id);
    const employee = await createUser({ userType: "employee" });
    const member = await addEmployee(business.id, employee.id);
    expect(await staffContextFor(employee.id)).not.toBeNull();
    await db.update(businessMembers).set({ active: false }).where(eq(businessMembers.id, member.id));
    expect(await staffContextFor(employee.id)).toBeNull();
    await db.delete(businessMembers).where(eq(businessMembers.id, member.id));
    expect(await staffContextFor(employee.id)).toBeNull();
  });

  it("keeps the owner of record in even without a membership row", async () => {
    const owner = await createUser({ userType: "business_owner" });
    const business = await createBusiness(owner.id, { ownerMembership: false });
    expect(await staffContextFor(owner.id)).toMatchObject({ role: "owner", businessId: business.id, memberId: null });
    await db.update(businesses).set({ ownerUserId: null }).where(eq(businesses.id, business.id));
    expect(await staffContextFor(owner.id)).toBeNull();
  });

  it("is null for superadmins, customers and users without a business", async () => {
    const admin = await createUser({ userType: "superadmin" });
    await makeSuperadminProfile(admin.id);
    expect(await staffContextFor(admin.id)).toBeNull();
    const business = await createBusiness(null);
    const customer = await createUser();
    await createLinkedCustomer(business.id, customer.id);
    expect(await staffContextFor(customer.id)).toBeNull();
    expect(await staffContextFor((await createUser()).id)).toBeNull();
  });
});
