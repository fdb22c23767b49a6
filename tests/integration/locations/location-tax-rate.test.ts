import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { listBuilderOptions } from "@/lib/money/documents/list-builder-options";
import { priceDraftForCustomer } from "@/lib/money/documents/price-draft-for-customer";
import { createBusiness, createCustomer } from "@/tests/support/portal-fixtures";

/**
 * A location with its own tax rate (issue 38 item 1): its customers' quotes and invoices are
 * priced with it on the server, and the builder previews the same; others keep the business's.
 */
describe("a location's own tax rate", () => {
  it("prices its customers' drafts and shows in the builder; the business's rate elsewhere", async () => {
    const business = await createBusiness(db, { taxRate: 8.25 });
    await db.insert(s.locations).values({ businessId: business.id, name: "Dayton", postalCodes: ["45402"], taxRateBps: 725 });
    const dayton = await createCustomer(db, business.id, { firstName: "Dee", zip: "45402" });
    const columbus = await createCustomer(db, business.id, { firstName: "Cole", zip: "43215" });
    const draft = (customerId: string) => ({ customerId, lineItems: [{ quantity: 1, rateCents: 10000 }], discountCents: 0 });
    const [atDayton, atColumbus] = await db.transaction(async (tx) => [
      await priceDraftForCustomer(tx, { businessId: business.id }, draft(dayton.id)),
      await priceDraftForCustomer(tx, { businessId: business.id }, draft(columbus.id)),
    ]);
    expect([atDayton.taxAmountCents, atDayton.totalCents]).toEqual([725, 10725]);
    expect([atColumbus.taxAmountCents, atColumbus.totalCents]).toEqual([825, 10825]);
    const options = await listBuilderOptions({ businessId: business.id });
    expect(Object.fromEntries(options.customers.map((c) => [c.id, c.taxRatePercent]))).toEqual({ [dayton.id]: 7.25, [columbus.id]: null });
    expect(options.taxRatePercent).toBe(8.25);
  });
});
