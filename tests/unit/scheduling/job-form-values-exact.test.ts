import { describe, expect, it } from "vitest";
import { jobFieldsSchema } from "@/lib/scheduling/jobs/job-schema";
import { jobFieldsFromForm, REPEATS, startWeekday, type JobFormValues } from "@/lib/scheduling/jobs/job-form-values";

/**
 * The job form's strings as the job schema's input (lib/scheduling/jobs/job-form-values.ts): each
 * repeat choice becomes the rule it names, blanks become none, and a price the form cannot read
 * becomes one the schema refuses. Mutation testing found no test of it.
 */
const CUSTOMER = "0b6d2f1c-3e4a-4b5c-8d7e-9f0a1b2c3d4e";
const EMPLOYEE = "1c7e3a2d-4f5b-4c6d-9e8f-0a1b2c3d4e5f";

const form: JobFormValues = {
  customerId: CUSTOMER,
  propertyId: "",
  serviceId: "",
  title: "Weekly mow",
  instructions: "",
  startDate: "2026-12-16",
  startTime: "09:00",
  durationMinutes: "45",
  employeeId: "",
  repeat: "none",
  until: "",
  price: "",
};

describe("the job form's repeat choices", () => {
  it("are the four owners expect, in order, in their words", () => {
    expect(REPEATS).toEqual([
      { value: "none", label: "Does not repeat" },
      { value: "weekly", label: "Every week" },
      { value: "biweekly", label: "Every 2 weeks" },
      { value: "monthly", label: "Every month (same day)" },
    ]);
  });

  it("a weekly repeat falls on the start date's weekday; no weekday for a date it cannot read", () => {
    expect(startWeekday("2026-12-16")).toBe("WE");
    expect(startWeekday("2026-12-20")).toBe("SU");
    expect(startWeekday("2026-12-32")).toBeNull();
    expect(startWeekday("")).toBeNull();
  });
});

describe("jobFieldsFromForm", () => {
  it("a one-off job with every optional field blank: no property, service, instructions, crew, rule or price", () => {
    expect(jobFieldsFromForm(form)).toEqual({
      customerId: CUSTOMER,
      propertyId: null,
      serviceId: null,
      title: "Weekly mow",
      instructions: null,
      startDate: "2026-12-16",
      startTime: "09:00",
      durationMinutes: "45",
      employeeIds: [],
      recurrence: null,
      season: null,
      priceCents: null,
    });
  });

  it("keeps what was chosen and typed, the price in cents", () => {
    const fields = jobFieldsFromForm({ ...form, propertyId: "p", serviceId: "s", instructions: "Gate 4821", employeeId: EMPLOYEE, price: " 45.5 " });
    expect(fields).toMatchObject({ propertyId: "p", serviceId: "s", instructions: "Gate 4821", employeeIds: [EMPLOYEE], priceCents: 4550 });
    expect(jobFieldsFromForm({ ...form, price: "19.999" }).priceCents).toBe(2000);
    expect(jobFieldsFromForm({ ...form, price: "0" }).priceCents).toBe(0);
    expect(jobFieldsFromForm({ ...form, price: "   " }).priceCents).toBeNull();
  });

  it("a price it cannot read becomes -1, which the schema refuses with its message", () => {
    const fields = jobFieldsFromForm({ ...form, price: "ten" });
    expect(fields.priceCents).toBe(-1);
    expect(jobFieldsSchema.safeParse(fields).error?.issues[0].message).toBe("Price cannot be negative");
  });

  it("every week and every 2 weeks repeat on the start date's weekday, until the date given", () => {
    expect(jobFieldsFromForm({ ...form, repeat: "weekly" }).recurrence).toEqual({ frequency: "weekly", interval: 1, byWeekday: ["WE"], until: null });
    expect(jobFieldsFromForm({ ...form, repeat: "biweekly", until: "2027-06-30" }).recurrence).toEqual({ frequency: "weekly", interval: 2, byWeekday: ["WE"], until: "2027-06-30" });
    expect(jobFieldsFromForm({ ...form, repeat: "weekly", startDate: "" }).recurrence).toEqual({ frequency: "weekly", interval: 1, byWeekday: [], until: null });
  });

  it("every month repeats on the start date's day of the month", () => {
    expect(jobFieldsFromForm({ ...form, repeat: "monthly", startDate: "2026-12-09", until: "2027-12-31" }).recurrence).toEqual({
      frequency: "monthly",
      interval: 1,
      byWeekday: [],
      byMonthDay: 9,
      until: "2027-12-31",
    });
  });

  it("what it gives parses as the job the form shows", () => {
    const parsed = jobFieldsSchema.parse(jobFieldsFromForm({ ...form, repeat: "biweekly", employeeId: EMPLOYEE, price: "60" }));
    expect(parsed).toMatchObject({ durationMinutes: 45, employeeIds: [EMPLOYEE], priceCents: 6000, recurrence: { frequency: "weekly", interval: 2, byWeekday: ["WE"] } });
  });
});
