import { describe, expect, it } from "vitest";
import { jobPrefillFromRequest, quotePrefillFromRequest, repeatForRequest, slotStartTime, type RequestForWork } from "@/lib/scheduling/service-requests/request-for-work";

/**
 * Exact pins for turning a portal request into the job form's and the quote builder's values:
 * every §9 slot's start time (and null for anything else), how a service's free-text interval
 * reads as a repeat, and the fallbacks when the request names no service, property, notes,
 * date or price — the form fields come out empty, never "undefined" or a made-up value.
 */
const TODAY = "2026-03-02";
const bare: RequestForWork = {
  id: "11111111-1111-4111-8111-111111111111",
  customerId: "22222222-2222-4222-8222-222222222222",
  customerName: "Pat Lee",
  requestType: "one_time",
  preferredDate: null,
  preferredTimeSlot: null,
  notes: null,
  service: null,
  propertyId: null,
};
const unpriced = { id: "33333333-3333-4333-8333-333333333333", name: "Leaf Cleanup", durationMinutes: null, priceCents: null, recurringInterval: null };

describe("slotStartTime", () => {
  it("starts each §9 slot at its first hour", () => {
    expect(slotStartTime("8:00-10:00 AM")).toBe("08:00");
    expect(slotStartTime("10:00 AM-12:00 PM")).toBe("10:00");
    expect(slotStartTime("12:00-2:00 PM")).toBe("12:00");
    expect(slotStartTime("2:00-4:00 PM")).toBe("14:00");
    expect(slotStartTime("4:00-6:00 PM")).toBe("16:00");
  });

  it("is null (not undefined) for no slot or one that is not a §9 slot", () => {
    expect(slotStartTime(null)).toBeNull();
    expect(slotStartTime("")).toBeNull();
    expect(slotStartTime("6:00-8:00 PM")).toBeNull();
    expect(slotStartTime("8:00-10:00 am")).toBeNull();
    // Names every object has are no slots either.
    expect(slotStartTime("toString")).toBeNull();
    expect(slotStartTime("constructor")).toBeNull();
  });
});

describe("repeatForRequest", () => {
  it("reads every spelling of a two-week interval as biweekly", () => {
    for (const interval of ["2 weeks", "every 2 weeks", "Every 2 Weeks", "2weeks", "2  weeks", "two weeks", "twoweeks", "Two  Weeks", "biweekly", "bi-weekly", "Bi-Weekly", "fortnightly"]) {
      expect([interval, repeatForRequest("recurring", interval)]).toEqual([interval, "biweekly"]);
    }
  });

  it("a 2 inside a larger number is not two weeks; a month is monthly; anything else or nothing is weekly", () => {
    expect(repeatForRequest("recurring", "12 weeks")).toBe("weekly");
    expect(repeatForRequest("recurring", "every 32 weeks")).toBe("weekly");
    expect(repeatForRequest("recurring", "Monthly")).toBe("monthly");
    expect(repeatForRequest("recurring", "week")).toBe("weekly");
    expect(repeatForRequest("recurring", "")).toBe("weekly");
    expect(repeatForRequest("recurring", null)).toBe("weekly");
    expect(repeatForRequest("one_time", "2 weeks")).toBe("none");
  });
});

describe("jobPrefillFromRequest", () => {
  it("a request with nothing but a customer fills the form with empty fields and the defaults", () => {
    expect(jobPrefillFromRequest(bare, TODAY)).toEqual({
      customerId: bare.customerId,
      propertyId: "",
      serviceId: "",
      title: "Service visit",
      instructions: "",
      startDate: TODAY,
      startTime: "09:00",
      durationMinutes: "60",
      employeeId: "",
      repeat: "none",
      until: "",
      price: "",
    });
  });

  it("a preferred date of today or later is kept; a service without price or duration leaves the price empty and 60 minutes", () => {
    expect(jobPrefillFromRequest({ ...bare, preferredDate: TODAY, service: unpriced }, TODAY)).toMatchObject({
      serviceId: unpriced.id, title: "Leaf Cleanup", startDate: TODAY, durationMinutes: "60", price: "",
    });
    expect(jobPrefillFromRequest({ ...bare, preferredDate: "2026-03-03" }, TODAY).startDate).toBe("2026-03-03");
    expect(jobPrefillFromRequest({ ...bare, preferredDate: "2026-03-01" }, TODAY).startDate).toBe(TODAY);
    expect(jobPrefillFromRequest({ ...bare, service: { ...unpriced, priceCents: 12345 } }, TODAY).price).toBe("123.45");
  });
});

describe("quotePrefillFromRequest", () => {
  it("without a service: a heading for the customer, no lines, every other field empty", () => {
    expect(quotePrefillFromRequest(bare)).toEqual({
      customerId: bare.customerId,
      heading: "Quote for Pat Lee",
      lines: [],
      discount: "",
      date: "",
      terms: "",
      notes: "",
    });
  });

  it("an unpriced service is one line with an empty rate; notes carry over", () => {
    expect(quotePrefillFromRequest({ ...bare, service: unpriced, notes: "Front beds too" })).toEqual({
      customerId: bare.customerId,
      heading: "Leaf Cleanup for Pat Lee",
      lines: [{ description: "Leaf Cleanup", quantity: "1", rate: "", serviceId: unpriced.id }],
      discount: "",
      date: "",
      terms: "",
      notes: "Front beds too",
    });
  });
});
