import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { countQueries, db } from "@/db/client";
import { parseListParams } from "@/lib/foundation/list-params";
import { getBusinessProfile } from "@/lib/businesses/get-business-profile";
import { customerListSpec } from "@/lib/customers/customer-list-spec";
import { listBusinessCustomers } from "@/lib/customers/list-business-customers";
import { listCustomerTags } from "@/lib/customers/list-customer-tags";
import { staffContextFor } from "@/lib/identity/staff/staff-context";
import { createBusiness, createCustomer, createInvoice } from "@/tests/support/portal-fixtures";

/** The admin customer list (lib/customers/list-business-customers.ts) on a business with 10,000 customers. */

let biz: Awaited<ReturnType<typeof createBusiness>>;
const page = (overrides: Partial<Parameters<typeof listBusinessCustomers>[1]> = {}) =>
  listBusinessCustomers({ businessId: biz.id }, { sort: "name", dir: "asc", offset: 0, limit: 25, ...overrides });

beforeAll(async () => {
  biz = await createBusiness(db);
  // 10,000 customers in one statement; every 10th tagged "weekly", every 7th invited, every 50th archived.
  await db.execute(sql`
    insert into customers (business_id, first_name, last_name, email, phone, address, city, tags, portal_access_status, archived_at, status)
    select ${biz.id}, 'Bulk', 'Person' || lpad(n::text, 5, '0'), 'bulk' || n || '@example.test', '(614) 555-' || lpad((n % 10000)::text, 4, '0'),
           n || ' Maple Avenue', 'Columbus',
           case when n % 10 = 0 then array['weekly']::text[] else '{}'::text[] end,
           case when n % 7 = 0 then 'invited' else 'none' end,
           case when n % 50 = 0 then now() else null end,
           case when n % 3 = 0 then 'lead' else 'active' end
    from generate_series(1, 10000) as n`);
  const other = await createBusiness(db);
  await createCustomer(db, other.id, { firstName: "Zed", lastName: "Foreign", email: "zed-foreign@example.test" });
}, 120_000);

describe("the customer list at 10,000 customers", () => {
  it("shows 25 a page with the total, archived customers hidden, in at most 8 queries for the whole page", async () => {
    // Once before counting: a new connection first asks Postgres for its array types.
    await Promise.all([page(), listCustomerTags({ businessId: biz.id })]);
    const { count, result, statements } = await countQueries(async () => {
      const staff = await staffContextFor(biz.owner.id);
      const [list, tags, profile] = await Promise.all([page(), listCustomerTags({ businessId: biz.id }), getBusinessProfile({ businessId: biz.id })]);
      return { staff, list, tags, profile };
    });
    expect(result.list.rows).toHaveLength(25);
    expect(result.list.total).toBe(10_000 - 200);
    expect(result.list.rows[0].lastName).toBe("Person00001");
    expect(result.tags).toEqual(["weekly"]);
    expect(count, statements.join("\n")).toBeLessThanOrEqual(8);
  });

  it("searches name, email, phone digits and address, case-insensitively and quickly", async () => {
    const started = performance.now();
    expect((await page({ q: "person04242" })).rows.map((r) => r.email)).toEqual(["bulk4242@example.test"]);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect((await page({ q: "BULK4243@EXAMPLE" })).rows.map((r) => r.lastName)).toEqual(["Person04243"]);
    expect((await page({ q: "6145554244" })).rows.map((r) => r.lastName)).toEqual(["Person04244"]);
    expect((await page({ q: "4245 maple" })).rows.map((r) => r.lastName)).toEqual(["Person04245"]);
    expect((await page({ q: "zed" })).total).toBe(0);
    expect((await page({ q: "_" })).total).toBe(0);
  });

  it("filters by status, tag and portal access, and pages on", async () => {
    expect((await page({ status: "archived" })).total).toBe(200);
    expect((await page({ tag: "weekly" })).total).toBe(1000 - 200);
    expect((await page({ portal: "invited" })).total).toBe(1428 - 28);
    const leads = await page({ status: "lead", offset: 25 });
    expect(leads.rows.every((row) => row.status === "lead" && !row.archived)).toBe(true);
    expect(leads.rows[0].lastName).toBe("Person00078");
  });

  it("sorts by name descending, newest and balance", async () => {
    expect((await page({ dir: "desc" })).rows[0].lastName).toBe("Person09999");
    const customer = (await page({ q: "person00002" })).rows[0];
    await createInvoice(db, { businessId: biz.id, customerId: customer.id }, { status: "pending", amountCents: 5_000 });
    const byBalance = await page({ sort: "balance", dir: "desc" });
    expect(byBalance.rows[0]).toMatchObject({ id: customer.id, outstandingBalanceCents: 5_000 });
  });

  it("reads the URL state: unknown sorts and filters fall back to the defaults", () => {
    const params = parseListParams({ sort: "password", status: "deleted", portal: "invited", page: "3" }, customerListSpec);
    expect(params).toMatchObject({ sort: "name", filters: { portal: "invited" }, offset: 50, pageSize: 25 });
  });
});
