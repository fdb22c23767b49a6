import { describe, expect, it } from "vitest";
import { DEMO_EMAILS } from "@/db/seed/demo-constants";
import { db } from "@/db/client";
import { users } from "@/db/schema";
import { sql } from "drizzle-orm";
import { detectUserType } from "@/lib/identity/staff/detect-user-type";
import { claimsForUser } from "@/lib/identity/staff/session-claims";
import { databaseUserTypeLookups } from "@/lib/identity/staff/user-type-lookups";
import { addEmployee, businessBySubdomain, createBusiness, createLinkedCustomer, createUser, makeSuperadminProfile } from "./fixtures";

const detect = (userId: string) => detectUserType(userId, databaseUserTypeLookups());

async function seededUser(email: string) {
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${email}`);
  return user;
}

describe("user type detection on the database (spec §4)", () => {
  it("detects the seeded accounts by their explicit types, with their business and member ids", async () => {
    const greenleaf = await businessBySubdomain("greenleaf");
    const owner = await detect((await seededUser(DEMO_EMAILS.greenleafOwner)).id);
    expect(owner).toMatchObject({ userType: "business_owner", businessId: greenleaf.id });
    expect(owner.memberId).toEqual(expect.any(String));
    const employee = await detect((await seededUser(DEMO_EMAILS.greenleafEmployee)).id);
    expect(employee).toMatchObject({ userType: "employee", businessId: greenleaf.id, memberId: expect.any(String) });
    const admin = await seededUser(DEMO_EMAILS.superadmin);
    expect(await detect(admin.id)).toMatchObject({ userType: "superadmin", superadminId: admin.id });
  });

  it("falls back without an explicit type: superadmin profile, then employee, then customer, then owner", async () => {
    const ownerOfOther = await createUser();
    const other = await createBusiness(ownerOfOther.id);

    const superadmin = await createUser();
    await makeSuperadminProfile(superadmin.id);
    await addEmployee(other.id, superadmin.id);
    expect((await detect(superadmin.id)).userType).toBe("superadmin");

    const employee = await createUser();
    await addEmployee(other.id, employee.id);
    await createLinkedCustomer(other.id, employee.id);
    expect(await detect(employee.id)).toMatchObject({ userType: "employee", businessId: other.id });

    const customer = await createUser();
    const linked = await createLinkedCustomer(other.id, customer.id);
    expect(await detect(customer.id)).toMatchObject({ userType: "customer", businessId: other.id, customerId: linked.id });

    expect(await detect(ownerOfOther.id)).toMatchObject({ userType: "business_owner", businessId: other.id });

    const nobody = await createUser();
    expect((await detect(nobody.id)).userType).toBe("unknown");
    expect((await detect("00000000-0000-4000-8000-000000000000")).userType).toBe("unknown");
  });

  it("does not count a deactivated membership", async () => {
    const owner = await createUser();
    const business = await createBusiness(owner.id);
    const former = await createUser();
    await addEmployee(business.id, former.id, { active: false });
    expect((await detect(former.id)).userType).toBe("unknown");
  });

  it("puts the effective permissions and, for a customer, the portal home into the session claims", async () => {
    const owner = await createUser({ userType: "business_owner" });
    const business = await createBusiness(owner.id);
    const billing = await createUser({ userType: "employee" });
    await addEmployee(business.id, billing.id, { roleTemplate: "billing" });
    expect(await claimsForUser(billing.id)).toMatchObject({
      userType: "employee",
      businessId: business.id,
      permissions: ["manage_invoices", "view_billing", "manage_billing", "view_reports"],
      detectedFor: billing.id,
    });
    expect((await claimsForUser(owner.id)).permissions).toHaveLength(14);

    const customer = await createUser({ userType: "customer" });
    await createLinkedCustomer(business.id, customer.id);
    const claims = await claimsForUser(customer.id);
    expect(claims.userType).toBe("customer");
    expect(claims.portalHome).toBe(`http://${business.portalSubdomain}.localhost:3000/dashboard`);
    expect(claims.permissions).toEqual([]);
  });
});
