import { describe, expect, it } from "vitest";
import { findBusinessByTenantKey } from "@/lib/tenancy/find-business-by-tenant-key";

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
});
