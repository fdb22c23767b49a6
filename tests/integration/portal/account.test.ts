import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { customers } from "@/db/schema";
import { listCustomerNotifications } from "@/lib/notifications/list-customer-notifications";
import { markNotificationsRead } from "@/lib/notifications/mark-notifications-read";
import { notifyCustomer } from "@/lib/notifications/notify-customer";
import { accountSchema } from "@/lib/customers/account/account-schema";
import { updateCustomerAccount } from "@/lib/customers/account/update-customer-account";
import { firstErrorMessage } from "@/lib/validation/first-error";
import { createBusiness, createCustomer } from "../../support/portal-fixtures";

let biz: Awaited<ReturnType<typeof createBusiness>>;

beforeAll(async () => {
  biz = await createBusiness(db);
});

const valid = { firstName: "Jane", lastName: "O'Neil", email: "jane.oneil@example.test", phone: "(555) 123-4567", address: "1 Elm St", city: "Springfield", state: "IL", zip: "62701" };

describe("account", () => {
  it("validates with the spec's messages", () => {
    const first = (input: object) => firstErrorMessage(accountSchema.safeParse({ ...valid, ...input }).error);
    expect(first({ firstName: "" })).toBe("First name is required");
    expect(first({ lastName: "x".repeat(51) })).toBe("Last name is too long");
    expect(first({ firstName: "J4ne" })).toBe("First name can only contain letters, spaces, hyphens, and apostrophes");
    expect(first({ email: "" })).toBe("Email is required");
    expect(first({ email: "nope" })).toBe("Please enter a valid email address");
    expect(first({ phone: "123" })).toBe("Phone number must be between 10 and 15 digits");
    expect(first({ city: "x".repeat(101) })).toBe("Must be no more than 100 characters long");
    expect(accountSchema.parse({ ...valid, phone: "", address: "" })).toMatchObject({ phone: null, address: null });
  });

  it("updates only the customer's own row in their business, never plan/status/balance; duplicate email refused", async () => {
    const me = await createCustomer(db, biz.id, { servicePlan: "Premium Plan", outstandingBalanceCents: 9900 });
    const neighbour = await createCustomer(db, biz.id);
    const updated = await updateCustomerAccount({ businessId: biz.id, customerId: me.id }, accountSchema.parse({ ...valid, email: `u${Date.now()}@example.test` }));
    expect(updated).toMatchObject({ firstName: "Jane", lastName: "O'Neil", city: "Springfield", servicePlan: "Premium Plan", outstandingBalanceCents: 9900 });
    const [other] = await db.select().from(customers).where(eq(customers.id, neighbour.id));
    expect(other.firstName).toBe("Casey");

    await expect(
      updateCustomerAccount({ businessId: biz.id, customerId: me.id }, accountSchema.parse({ ...valid, email: neighbour.email! })),
    ).rejects.toMatchObject({ code: "conflict" });
    // A customer id of another business does not match the scope.
    const otherBiz = await createBusiness(db);
    await expect(
      updateCustomerAccount({ businessId: otherBiz.id, customerId: me.id }, accountSchema.parse(valid)),
    ).rejects.toMatchObject({ code: "not_found" });
  });
});

describe("notifications", () => {
  it("the bell shows the latest with the unread count; opening marks them read", async () => {
    const me = await createCustomer(db, biz.id);
    const scope = { businessId: biz.id, customerId: me.id };
    expect(await listCustomerNotifications(scope)).toEqual({ items: [], unreadCount: 0 });
    await notifyCustomer(scope, { kind: "quote", title: "New quote Q-1", link: "/quotes/abc" });
    await notifyCustomer(scope, { kind: "invoice", title: "New invoice", link: "https://evil.example/" });
    const feed = await listCustomerNotifications(scope);
    expect(feed.unreadCount).toBe(2);
    expect(feed.items.map((n) => n.title)).toEqual(["New invoice", "New quote Q-1"]);
    expect(feed.items[0].link).toBeNull();
    expect(await markNotificationsRead(scope)).toBe(2);
    expect((await listCustomerNotifications(scope)).unreadCount).toBe(0);
  });
});
