import { describe, expect, it } from "vitest";
import { describeNextRun, monthlyRuleIsDue, nextMonthlyRun, ordinalDay, startOfMonth } from "@/lib/money/invoices/visit-invoicing/invoicing-rules";
import { describeVisitInvoice, planVisitInvoices, type BillableVisit } from "@/lib/money/invoices/visit-invoicing/plan-visit-invoices";

const visit = (id: string, customerId: string, at: string, priceCents: number): BillableVisit => ({
  visitId: id,
  customerId,
  customerName: customerId === "c1" ? "Ada Lovelace" : "Ben Okri",
  seriesId: null,
  serviceName: "Mowing",
  scheduledDate: new Date(at),
  priceCents,
});

describe("the monthly invoicing rule's calendar", () => {
  it("runs on the chosen day of this month if still ahead, else next month's (across the year)", () => {
    expect(nextMonthlyRun("2026-11-04", 5)).toBe("2026-11-05");
    expect(nextMonthlyRun("2026-11-05", 5)).toBe("2026-11-05");
    expect(nextMonthlyRun("2026-11-06", 5)).toBe("2026-12-05");
    expect(nextMonthlyRun("2026-12-20", 1)).toBe("2027-01-01");
    expect(nextMonthlyRun("2026-01-31", null)).toBe("2026-02-01");
  });
  it("is due from its day on, and bills the months before the current one", () => {
    expect(monthlyRuleIsDue("2026-11-04", 5)).toBe(false);
    expect(monthlyRuleIsDue("2026-11-05", 5)).toBe(true);
    expect(monthlyRuleIsDue("2026-11-01", null)).toBe(true);
    expect(startOfMonth("2026-11-20")).toBe("2026-11-01");
  });
  it("says the day as an ordinal", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 28].map(ordinalDay)).toEqual([
      "the 1st", "the 2nd", "the 3rd", "the 4th", "the 11th", "the 12th", "the 13th", "the 21st", "the 22nd", "the 23rd", "the 28th",
    ]);
  });
  it("previews the next run in words", () => {
    expect(describeNextRun({ rule: "monthly", invoicingDay: 1, nextRun: "2026-12-01", visitCount: 3, totalCents: 14614 })).toBe("Next run on the 1st (Dec 1, 2026): 3 visits, $146.14");
    expect(describeNextRun({ rule: "job_end", invoicingDay: null, nextRun: null, visitCount: 1, totalCents: 5000 })).toBe("When the job ends: 1 visit, $50.00");
  });
});

describe("planning invoices from visits", () => {
  const visits = [visit("v1", "c1", "2026-03-10T06:00:00Z", 4500), visit("v2", "c2", "2026-03-11T18:00:00Z", 3333), visit("v3", "c1", "2026-03-17T18:00:00Z", 4500)];

  it("groups by customer with a line per visit dated in the business's zone, totals in cents with tax", () => {
    const plan = planVisitInvoices(visits, 8.25, "America/Los_Angeles");
    expect(plan).toMatchObject({ invoiceCount: 2, visitCount: 3 });
    const [ada, ben] = plan.invoices;
    expect(ada.lines.map((l) => l.description)).toEqual(["Mowing — Mar 9, 2026", "Mowing — Mar 17, 2026"]);
    expect(ada.totals).toMatchObject({ subtotalCents: 9000, taxAmountCents: 743, totalCents: 9743 });
    // 33.33 × 8.25% = 2.749… → 2.75
    expect(ben.totals).toMatchObject({ subtotalCents: 3333, taxAmountCents: 275, totalCents: 3608 });
    expect(plan.totalCents).toBe(9743 + 3608);
    expect(describeVisitInvoice(ada.lines)).toBe("2 visits, Mar 9, 2026 – Mar 17, 2026");
    expect(describeVisitInvoice(ben.lines)).toBe("Mowing — Mar 11, 2026");
  });

  it("makes one invoice per visit for the after-each-visit rule, and nothing from nothing", () => {
    expect(planVisitInvoices(visits, 0, "UTC", "visit").invoiceCount).toBe(3);
    expect(planVisitInvoices([], 8.25, "UTC")).toEqual({ invoices: [], invoiceCount: 0, visitCount: 0, totalCents: 0 });
  });
});
