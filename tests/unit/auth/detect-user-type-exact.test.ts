import { afterEach, describe, expect, it, vi } from "vitest";
import { detectUserType, type UserTypeLookups } from "@/lib/identity/staff/detect-user-type";

/** Spec §4 detection: the fallback superadmin's id, and no time-out left running afterwards. */
const none: UserTypeLookups = {
  explicitType: async () => null,
  hasSuperadminProfile: async () => false,
  employeeMembership: async () => null,
  customerRecord: async () => null,
  ownedBusiness: async () => null,
};

afterEach(() => vi.useRealTimers());

describe("detectUserType", () => {
  it("gives a superadmin found by profile (no explicit type) their own id as superadmin id", async () => {
    expect(await detectUserType("u-42", { ...none, hasSuperadminProfile: async () => true })).toEqual({
      userType: "superadmin",
      businessId: null,
      memberId: null,
      customerId: null,
      superadminId: "u-42",
    });
  });

  it("clears its 5-second time-out once the answer is in", async () => {
    vi.useFakeTimers();
    const detected = await detectUserType("u-1", { ...none, customerRecord: async () => ({ businessId: "b", customerId: "c" }) });
    expect(detected.userType).toBe("customer");
    expect(vi.getTimerCount()).toBe(0);
    await detectUserType("u-2", { ...none, explicitType: async () => { throw new Error("down"); } });
    expect(vi.getTimerCount()).toBe(0);
  });
});
