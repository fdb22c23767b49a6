import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { businesses } from "@/db/schema";
import { findBusinessByTenantKey, invalidateTenant } from "@/lib/tenancy/find-business-by-tenant-key";
import { requirePortalBusiness } from "@/lib/tenancy/require-portal-business";
import { createBusiness } from "../../support/portal-fixtures";

const nameOf = async (key: string) => {
  const lookup = await findBusinessByTenantKey(key);
  return lookup.status === "found" ? lookup.business.companyName : lookup.status;
};

describe("tenant lookup and its cache", () => {
  it("serves a cached answer until the business is invalidated, by any spelling of the key", async () => {
    const business = await createBusiness(db);
    const key = business.portalSubdomain;
    expect(await nameOf(key.toUpperCase())).toBe(business.companyName);
    await db.update(businesses).set({ companyName: "Renamed Co" }).where(eq(businesses.id, business.id));
    expect(await nameOf(key)).toBe(business.companyName);
    invalidateTenant(null, undefined, key.toUpperCase());
    expect(await nameOf(key)).toBe("Renamed Co");
    await db.update(businesses).set({ portalEnabled: false }).where(eq(businesses.id, business.id));
    invalidateTenant(key);
    expect(await nameOf(key)).toBe("not_found");
  });

  it("finds a custom domain only once verified, case-insensitively", async () => {
    const domain = `portal-${Date.now()}.example.test`;
    const business = await createBusiness(db, { customDomain: domain });
    expect(await nameOf(domain)).toBe("not_found");
    await db.update(businesses).set({ customDomainVerifiedAt: new Date() }).where(eq(businesses.id, business.id));
    invalidateTenant(domain);
    expect(await nameOf(domain.toUpperCase())).toBe(business.companyName);
    // A custom domain is never read as a subdomain, nor a subdomain as a custom domain.
    expect(await nameOf(business.portalSubdomain)).toBe(business.companyName);
    expect(await nameOf(`${business.portalSubdomain}.example.test`)).toBe("not_found");
  });

  it("answers the portal's profile of the business", async () => {
    const business = await createBusiness(db, { themePrimaryColor: "#123456", timezone: "America/Denver", paymentInstructions: "Pay by check" });
    const lookup = await findBusinessByTenantKey(business.portalSubdomain);
    expect(lookup).toEqual({
      status: "found",
      business: expect.objectContaining({
        id: business.id,
        companyName: business.companyName,
        portalSubdomain: business.portalSubdomain,
        themePrimaryColor: "#123456",
        timezone: "America/Denver",
        paymentInstructions: "Pay by check",
        customDomain: null,
      }),
    });
  });

  it("renders the portal's not-found page for an unknown, reserved or disabled tenant", async () => {
    const business = await createBusiness(db);
    expect((await requirePortalBusiness(encodeURIComponent(business.portalSubdomain))).id).toBe(business.id);
    for (const key of ["no-such-tenant-here", "admin"]) {
      await expect(requirePortalBusiness(key)).rejects.toMatchObject({ digest: expect.stringContaining("404") });
    }
  });
});
