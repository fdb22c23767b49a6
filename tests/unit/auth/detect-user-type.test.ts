import { afterEach, describe, expect, it, vi } from "vitest";
import { detectUserType, type UserTypeLookups } from "@/lib/identity/staff/detect-user-type";

type Table = {
  explicit?: string | null;
  superadmin?: boolean;
  employee?: { businessId: string; memberId: string } | null;
  customer?: { businessId: string; customerId: string } | null;
  owned?: { businessId: string; memberId: string | null } | null;
};

function lookups(table: Table, calls: string[] = []): UserTypeLookups {
  const log = <T>(name: string, value: T) => {
    calls.push(name);
    return Promise.resolve(value);
  };
  return {
    explicitType: () => log("explicit", table.explicit ?? null),
    hasSuperadminProfile: () => log("superadmin", table.superadmin ?? false),
    employeeMembership: () => log("employee", table.employee ?? null),
    customerRecord: () => log("customer", table.customer ?? null),
    ownedBusiness: () => log("owned", table.owned ?? null),
  };
}

const employee = { businessId: "b-emp", memberId: "m-emp" };
const customer = { businessId: "b-cust", customerId: "c-1" };
const owned = { businessId: "b-own", memberId: "m-own" };

afterEach(() => vi.useRealTimers());

describe("detectUserType (spec §4)", () => {
  it("uses the explicit type first and reads the ids from that type's table", async () => {
    const calls: string[] = [];
    const all = { superadmin: true, employee, customer, owned };
    expect(await detectUserType("u", lookups({ ...all, explicit: "business_owner" }, calls))).toMatchObject({
      userType: "business_owner", businessId: "b-own", memberId: "m-own",
    });
    expect(calls).toEqual(["explicit", "owned"]);
    expect(await detectUserType("u", lookups({ ...all, explicit: "employee" }))).toMatchObject({
      userType: "employee", businessId: "b-emp", memberId: "m-emp",
    });
    expect(await detectUserType("u", lookups({ ...all, explicit: "customer" }))).toMatchObject({
      userType: "customer", businessId: "b-cust", customerId: "c-1",
    });
    expect(await detectUserType("u-9", lookups({ explicit: "superadmin" }))).toMatchObject({
      userType: "superadmin", superadminId: "u-9",
    });
  });

  it("falls back in order: superadmin profile, employee, customer, owned business, unknown", async () => {
    expect((await detectUserType("u", lookups({ superadmin: true, employee, customer, owned }))).userType).toBe("superadmin");
    expect((await detectUserType("u", lookups({ employee, customer, owned }))).userType).toBe("employee");
    expect((await detectUserType("u", lookups({ customer, owned }))).userType).toBe("customer");
    expect(await detectUserType("u", lookups({ owned }))).toMatchObject({ userType: "business_owner", businessId: "b-own" });
    expect(await detectUserType("u", lookups({}))).toEqual({
      userType: "unknown", businessId: null, memberId: null, customerId: null, superadminId: null,
    });
  });

  it("ignores an explicit type that is not one of the four", async () => {
    const calls: string[] = [];
    expect((await detectUserType("u", lookups({ explicit: "wizard", customer }, calls))).userType).toBe("customer");
    expect(calls).toEqual(["explicit", "superadmin", "employee", "customer"]);
  });

  it("answers unknown when a lookup fails", async () => {
    const failing = { ...lookups({ owned }), employeeMembership: () => Promise.reject(new Error("db down")) };
    expect((await detectUserType("u", failing)).userType).toBe("unknown");
  });

  it("answers unknown after 5000 ms", async () => {
    vi.useFakeTimers();
    const slow = { ...lookups({}), explicitType: () => new Promise<string | null>(() => {}) };
    const pending = detectUserType("u", slow);
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(4999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).userType).toBe("unknown");
  });
});
