import { describe, expect, it } from "vitest";
import { GET as getBusiness } from "@/app/api/v1/business/route";
import { GET as listRequests } from "@/app/api/v1/service-requests/route";
import { DEMO_API_KEY, DEMO_BUSINESS_NAMES } from "@/db/seed/demo-constants";
import { apiRequest } from "@/tests/support/api-fixtures";
import fs from "node:fs";
import path from "node:path";

/** The README's demo key opens Greenleaf's API on the seeded database, with pending requests to read. */
describe("the seeded demo API key", () => {
  it("is printed in the README and answers for Greenleaf", async () => {
    expect(fs.readFileSync(path.resolve(__dirname, "../../../README.md"), "utf8")).toContain(DEMO_API_KEY);
    const business = await getBusiness(apiRequest("/business", { key: DEMO_API_KEY }));
    expect(business.status).toBe(200);
    expect(await business.json()).toMatchObject({ company_name: DEMO_BUSINESS_NAMES.greenleaf, timezone: "America/New_York" });
    const pending = await (await listRequests(apiRequest("/service-requests?status=pending", { key: DEMO_API_KEY }))).json();
    expect(pending.data.length).toBeGreaterThanOrEqual(3);
  });
});
