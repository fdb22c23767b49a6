import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { businesses } from "@/db/schema";
import { findBusinessByTenantKey, invalidateTenant } from "@/lib/tenancy/find-business-by-tenant-key";
import { createBusiness } from "../support/portal-fixtures";

describe("findBusinessByTenantKey", () => {
  it("finds a seeded business by subdomain and by verified custom domain", async () => {
    const bySub = await findBusinessByTenantKey("greenleaf");
    expect(bySub.status).toBe("found");
    if (bySub.status === "found") expect(bySub.business.companyName).toBe("Greenleaf Lawn Care");
    const byDomain = await findBusinessByTenantKey("portal.sparkle.test");
    expect(byDomain.status).toBe("found");
    if (byDomain.status === "found") expect(byDomain.business.companyName).toBe("Sparkle Home Cleaning");
  });

  it("treats a disabled portal, an unknown name and a reserved name as not found", async () => {
    expect((await findBusinessByTenantKey("dormant")).status).toBe("not_found");
    expect((await findBusinessByTenantKey("no-such-business")).status).toBe("not_found");
    expect((await findBusinessByTenantKey("admin")).status).toBe("not_found");
  });

  it("never serves a reserved name, even when a business row holds it (an import or a legacy row)", async () => {
    const business = await createBusiness(db);
    await db.update(businesses).set({ portalSubdomain: "billing" }).where(eq(businesses.id, business.id));
    invalidateTenant("billing");
    expect(await findBusinessByTenantKey("billing")).toEqual({ status: "not_found", error: "Business not found" });
    await db.delete(businesses).where(eq(businesses.id, business.id));
  });

  it("does not cache a lookup that was in flight when the tenant was invalidated", async () => {
    // The race CI hit: a portal request reads the business, a change commits and invalidates,
    // then the request stores its old read — served for a whole TTL. Such a read is not stored.
    const business = await createBusiness(db);
    const inFlight = findBusinessByTenantKey(business.portalSubdomain);
    invalidateTenant(business.portalSubdomain);
    await inFlight;
    await db.update(businesses).set({ companyName: "Renamed without invalidation" }).where(eq(businesses.id, business.id));
    const after = await findBusinessByTenantKey(business.portalSubdomain);
    expect(after.status === "found" && after.business.companyName).toBe("Renamed without invalidation");
  });
});
