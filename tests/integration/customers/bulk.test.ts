import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { bulkInviteCustomers } from "@/lib/customers/portal-access/bulk-invite-customers";
import { bulkTagCustomers } from "@/lib/customers/bulk-tag-customers";
import { createBusiness, createCustomer } from "@/tests/support/portal-fixtures";

/** Bulk tag and bulk invite from the customer list. */

describe("bulk actions", () => {
  it("tags the business's selected customers once, never another business's", async () => {
    const biz = await createBusiness(db);
    const other = await createBusiness(db);
    const a = await createCustomer(db, biz.id, { tags: ["vip"] });
    const b = await createCustomer(db, biz.id);
    const foreign = await createCustomer(db, other.id);
    expect(await bulkTagCustomers({ businessId: biz.id }, [a.id, b.id, foreign.id], " vip ")).toEqual({ updated: 1 });
    const rows = await db.select({ id: s.customers.id, tags: s.customers.tags }).from(s.customers).where(inArray(s.customers.id, [a.id, b.id, foreign.id]));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.tags]))).toEqual({ [a.id]: ["vip"], [b.id]: ["vip"], [foreign.id]: [] });
  });

  it("invites those who can be invited and reports the others with the reason", async () => {
    const biz = await createBusiness(db);
    const other = await createBusiness(db);
    const ready = await createCustomer(db, biz.id, { portalAccessStatus: "none" });
    const active = await createCustomer(db, biz.id, { portalAccessStatus: "active" });
    const noEmail = await createCustomer(db, biz.id, { portalAccessStatus: "none", email: null });
    const archived = await createCustomer(db, biz.id, { portalAccessStatus: "none", archivedAt: new Date() });
    const foreign = await createCustomer(db, other.id, { portalAccessStatus: "none" });
    const result = await bulkInviteCustomers({ businessId: biz.id, userId: biz.owner.id }, [ready.id, active.id, noEmail.id, archived.id, foreign.id]);
    expect(result.invited).toBe(1);
    expect(Object.fromEntries(result.skipped.map((x) => [x.customerId, x.reason]))).toEqual({
      [active.id]: "This customer already has portal access",
      [noEmail.id]: "Add an email address before inviting this customer",
      [archived.id]: "Restore this customer before inviting them",
      [foreign.id]: "Customer not found",
    });
    const [row] = await db.select({ status: s.customers.portalAccessStatus }).from(s.customers).where(eq(s.customers.id, ready.id));
    expect(row.status).toBe("invited");
    const [theirs] = await db.select({ status: s.customers.portalAccessStatus }).from(s.customers).where(eq(s.customers.id, foreign.id));
    expect(theirs.status).toBe("none");
  });
});
