import { describe, expect, it } from "vitest";
import { problemOf } from "@/tests/support/schema-message";
import {
  cancelVisitSchema,
  completeVisitSchema,
  createJobSchema,
  customerRescheduleSchema,
  customerSkipVisitSchema,
  EDIT_SCOPES,
  editVisitSchema,
  jobFieldsSchema,
  jobIdSchema,
  localDate,
  localTime,
  MAX_SHIFT_DAYS,
  pauseJobSchema,
  recurrenceSchema,
  shiftSeriesSchema,
  skipVisitSchema,
  updateJobSchema,
  visitIdSchema,
} from "@/lib/scheduling/jobs/job-schema";

/**
 * The job and visit schemas (lib/scheduling/jobs/job-schema.ts) that the admin forms, the server
 * actions and API v1 parse with: each message in its own words and on its own field, each bound
 * at its edge, each default exactly. The file is module-level code, so every mutant in it runs
 * against every test that loads it; these unit tests judge it without a database.
 */
const ID = "0b6d2f1c-3e4a-4b5c-8d7e-9f0a1b2c3d4e";
const OTHER_ID = "1c7e3a2d-4f5b-4c6d-9e8f-0a1b2c3d4e5f";

describe("localDate and localTime", () => {
  it("take a real day and a 24-hour HH:MM; anything else has its own message", () => {
    expect(localDate.parse("2026-02-28")).toBe("2026-02-28");
    expect(problemOf(localDate, "2026-02-30")).toBe(": Please enter a valid date");
    expect(problemOf(localDate, 20260228)).toBe(": Please enter a valid date");
    expect(localTime.parse("23:59")).toBe("23:59");
    expect(problemOf(localTime, "24:00")).toBe(": Please enter a valid time");
    expect(problemOf(localTime, 900)).toBe(": Please enter a valid time");
  });
});

describe("recurrenceSchema", () => {
  const weekly = { frequency: "weekly" };

  it("fills every default: every 1, no weekdays, no month day or position, no end", () => {
    expect(recurrenceSchema.parse(weekly)).toEqual({
      frequency: "weekly",
      interval: 1,
      byWeekday: [],
      byMonthDay: null,
      bySetPosition: null,
      until: null,
      count: null,
    });
  });

  it("names a missing or unknown frequency", () => {
    expect(problemOf(recurrenceSchema, {})).toBe("frequency: Please choose how often the job repeats");
    expect(problemOf(recurrenceSchema, { frequency: "yearly" })).toBe("frequency: Please choose how often the job repeats");
    for (const frequency of ["daily", "weekly", "monthly"]) expect(problemOf(recurrenceSchema, { frequency })).toBe("valid");
  });

  it("keeps the interval between 1 and 52, whole, read from form text", () => {
    expect(recurrenceSchema.parse({ ...weekly, interval: "2" }).interval).toBe(2);
    expect(problemOf(recurrenceSchema, { ...weekly, interval: 1 })).toBe("valid");
    expect(problemOf(recurrenceSchema, { ...weekly, interval: 0 })).toBe("interval: Repeat interval must be at least 1");
    expect(problemOf(recurrenceSchema, { ...weekly, interval: 52 })).toBe("valid");
    expect(problemOf(recurrenceSchema, { ...weekly, interval: 53 })).toBe("interval: Repeat interval must be at most 52");
    expect(problemOf(recurrenceSchema, { ...weekly, interval: 1.5 })).toMatch(/^interval: /);
  });

  it("takes up to seven known weekdays", () => {
    expect(recurrenceSchema.parse({ ...weekly, byWeekday: ["MO", "FR"] }).byWeekday).toEqual(["MO", "FR"]);
    expect(problemOf(recurrenceSchema, { ...weekly, byWeekday: ["XX"] })).toMatch(/^byWeekday\.0: /);
    const all = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"];
    expect(problemOf(recurrenceSchema, { ...weekly, byWeekday: all })).toBe("valid");
    expect(problemOf(recurrenceSchema, { ...weekly, byWeekday: [...all, "MO"] })).toMatch(/^byWeekday: /);
  });

  it("takes a month day from -1 to 31 but not 0, and a set position from -1 to 5 but not 0", () => {
    const monthly = { frequency: "monthly" };
    for (const day of [-1, 1, 31]) expect(problemOf(recurrenceSchema, { ...monthly, byMonthDay: day })).toBe("valid");
    for (const day of [-2, 0, 32]) expect(problemOf(recurrenceSchema, { ...monthly, byMonthDay: day })).toMatch(/^byMonthDay: /);
    const nth = (bySetPosition: number) => ({ ...monthly, byWeekday: ["TU"], bySetPosition });
    for (const position of [-1, 1, 5]) expect(problemOf(recurrenceSchema, nth(position))).toBe("valid");
    for (const position of [-2, 0, 6]) expect(problemOf(recurrenceSchema, nth(position))).toMatch(/^bySetPosition: /);
  });

  it("ends on a date or after 1 to 1000 visits, not both", () => {
    expect(problemOf(recurrenceSchema, { ...weekly, until: "2027-01-31" })).toBe("valid");
    expect(problemOf(recurrenceSchema, { ...weekly, until: "2027-02-31" })).toBe("until: Please enter a valid date");
    for (const count of [1, 1000]) expect(problemOf(recurrenceSchema, { ...weekly, count })).toBe("valid");
    for (const count of [0, 1001]) expect(problemOf(recurrenceSchema, { ...weekly, count })).toMatch(/^count: /);
    expect(problemOf(recurrenceSchema, { ...weekly, until: "2027-01-31", count: 4 })).toBe("count: Choose an end date or a number of visits, not both");
  });

  it("a set position needs a monthly rule with exactly one weekday", () => {
    const message = "byWeekday: A monthly n-th weekday needs exactly one weekday";
    expect(problemOf(recurrenceSchema, { frequency: "monthly", byWeekday: ["TU"], bySetPosition: 2 })).toBe("valid");
    expect(problemOf(recurrenceSchema, { frequency: "weekly", byWeekday: ["TU"], bySetPosition: 2 })).toBe(message);
    expect(problemOf(recurrenceSchema, { frequency: "monthly", byWeekday: ["TU", "TH"], bySetPosition: 2 })).toBe(message);
    expect(problemOf(recurrenceSchema, { frequency: "monthly", byWeekday: [], bySetPosition: 2 })).toBe(message);
    expect(problemOf(recurrenceSchema, { frequency: "monthly", byWeekday: ["TU", "TH"] })).toBe("valid");
  });
});

describe("jobFieldsSchema", () => {
  const job = { customerId: ID, title: "Weekly mow", startDate: "2026-12-01", startTime: "09:00", durationMinutes: "60" };

  it("is the create schema, and fills its defaults exactly", () => {
    expect(createJobSchema).toBe(jobFieldsSchema);
    expect(jobFieldsSchema.parse(job)).toEqual({
      customerId: ID,
      propertyId: null,
      serviceId: null,
      title: "Weekly mow",
      instructions: null,
      startDate: "2026-12-01",
      startTime: "09:00",
      durationMinutes: 60,
      employeeIds: [],
      recurrence: null,
      season: null,
      priceCents: null,
    });
  });

  it("names each id it cannot read", () => {
    expect(problemOf(jobFieldsSchema, { ...job, customerId: "c-1" })).toBe("customerId: Please choose a customer");
    expect(problemOf(jobFieldsSchema, { ...job, customerId: undefined })).toBe("customerId: Please choose a customer");
    expect(problemOf(jobFieldsSchema, { ...job, propertyId: "p-1" })).toBe("propertyId: Please choose a property");
    expect(problemOf(jobFieldsSchema, { ...job, serviceId: "s-1" })).toBe("serviceId: Please choose a service");
    expect(problemOf(jobFieldsSchema, { ...job, employeeIds: ["e-1"] })).toBe("employeeIds.0: Please choose a valid employee");
    expect(jobFieldsSchema.parse({ ...job, propertyId: ID, serviceId: OTHER_ID, employeeIds: [ID] })).toMatchObject({ propertyId: ID, serviceId: OTHER_ID, employeeIds: [ID] });
  });

  it("trims the title, requires it and keeps it to 200 characters", () => {
    expect(jobFieldsSchema.parse({ ...job, title: "  Weekly mow  " }).title).toBe("Weekly mow");
    expect(problemOf(jobFieldsSchema, { ...job, title: "   " })).toBe("title: Title is required");
    expect(problemOf(jobFieldsSchema, { ...job, title: undefined })).toBe("title: Title is required");
    expect(problemOf(jobFieldsSchema, { ...job, title: "x".repeat(200) })).toBe("valid");
    expect(problemOf(jobFieldsSchema, { ...job, title: "x".repeat(201) })).toBe("title: Title must be at most 200 characters");
  });

  it("trims the instructions and keeps them to 4000 characters", () => {
    expect(jobFieldsSchema.parse({ ...job, instructions: "  Gate code 42  " }).instructions).toBe("Gate code 42");
    expect(problemOf(jobFieldsSchema, { ...job, instructions: ` ${"x".repeat(4000)} ` })).toBe("valid");
    expect(problemOf(jobFieldsSchema, { ...job, instructions: "x".repeat(4001) })).toBe("instructions: Instructions must be at most 4000 characters");
  });

  it("checks the start day, time and length with the visit rules", () => {
    expect(problemOf(jobFieldsSchema, { ...job, startDate: "2026-13-01" })).toBe("startDate: Please enter a valid date");
    expect(problemOf(jobFieldsSchema, { ...job, startTime: "9am" })).toBe("startTime: Please enter a valid time");
    expect(problemOf(jobFieldsSchema, { ...job, durationMinutes: "abc" })).toBe("durationMinutes: Duration must be a number of minutes");
    expect(problemOf(jobFieldsSchema, { ...job, durationMinutes: "4" })).toBe("durationMinutes: Duration must be at least 5 minutes");
    expect(problemOf(jobFieldsSchema, { ...job, durationMinutes: "1441" })).toBe("durationMinutes: Duration must be at most 24 hours");
  });

  it("takes up to ten employees", () => {
    const ten = Array.from({ length: 10 }, () => ID);
    expect(problemOf(jobFieldsSchema, { ...job, employeeIds: ten })).toBe("valid");
    expect(problemOf(jobFieldsSchema, { ...job, employeeIds: [...ten, ID] })).toMatch(/^employeeIds: /);
  });

  it("takes a whole, non-negative price of at most $1,000,000", () => {
    expect(jobFieldsSchema.parse({ ...job, priceCents: 0 }).priceCents).toBe(0);
    expect(problemOf(jobFieldsSchema, { ...job, priceCents: 100_000_000 })).toBe("valid");
    expect(problemOf(jobFieldsSchema, { ...job, priceCents: -1 })).toBe("priceCents: Price cannot be negative");
    expect(problemOf(jobFieldsSchema, { ...job, priceCents: 100_000_001 })).toMatch(/^priceCents: /);
    expect(problemOf(jobFieldsSchema, { ...job, priceCents: 10.5 })).toMatch(/^priceCents: /);
  });

  it("takes a recurrence", () => {
    expect(jobFieldsSchema.parse({ ...job, recurrence: { frequency: "weekly", byWeekday: ["TU"] } }).recurrence).toMatchObject({ frequency: "weekly", byWeekday: ["TU"] });
    expect(problemOf(jobFieldsSchema, { ...job, recurrence: { frequency: "hourly" } })).toBe("recurrence.frequency: Please choose how often the job repeats");
  });
});

describe("updateJobSchema", () => {
  it("needs only the job's id, and leaves out what was not sent", () => {
    expect(updateJobSchema.parse({ jobId: ID })).toEqual({ jobId: ID });
    expect(updateJobSchema.parse({ jobId: ID, title: " Edged " })).toEqual({ jobId: ID, title: "Edged" });
    expect(problemOf(updateJobSchema, { jobId: "job-1" })).toBe("jobId: Job not found");
    expect(problemOf(updateJobSchema, { jobId: ID, title: "" })).toBe("title: Title is required");
  });
});

describe("editVisitSchema", () => {
  const edit = { visitId: ID, scope: "this", date: "2026-12-02", time: "10:30", durationMinutes: 45 };

  it("offers this visit, this and the following ones, or all", () => {
    expect(EDIT_SCOPES).toEqual(["this", "following", "all"]);
    for (const scope of EDIT_SCOPES) expect(problemOf(editVisitSchema, { ...edit, scope })).toBe("valid");
    expect(problemOf(editVisitSchema, { ...edit, scope: "some" })).toBe("scope: Please choose which visits to change");
  });

  it("defaults to no employee and names a bad one", () => {
    expect(editVisitSchema.parse(edit)).toEqual({ ...edit, employeeId: null });
    expect(editVisitSchema.parse({ ...edit, employeeId: OTHER_ID }).employeeId).toBe(OTHER_ID);
    expect(problemOf(editVisitSchema, { ...edit, employeeId: "e-1" })).toBe("employeeId: Please choose a valid employee");
    expect(problemOf(editVisitSchema, { ...edit, visitId: "v-1" })).toBe("visitId: Visit not found");
  });
});

describe("skip, cancel and complete", () => {
  it("a staff skip's reason is trimmed, optional and at most 500 characters", () => {
    expect(skipVisitSchema.parse({ visitId: ID })).toEqual({ visitId: ID, reason: "" });
    expect(skipVisitSchema.parse({ visitId: ID, reason: "  Rain  " }).reason).toBe("Rain");
    expect(problemOf(skipVisitSchema, { visitId: ID, reason: ` ${"x".repeat(500)} ` })).toBe("valid");
    expect(problemOf(skipVisitSchema, { visitId: ID, reason: "x".repeat(501) })).toBe("reason: Reason must be at most 500 characters");
    expect(problemOf(skipVisitSchema, { visitId: "v-1" })).toBe("visitId: Visit not found");
  });

  it("a visit id alone reads 'Visit not found' when it is not one", () => {
    expect(visitIdSchema.parse({ visitId: ID })).toEqual({ visitId: ID });
    expect(problemOf(visitIdSchema, { visitId: "v-1" })).toBe("visitId: Visit not found");
  });

  it("cancelling needs a reason, trimmed, of at most 500 characters", () => {
    expect(cancelVisitSchema.parse({ visitId: ID, reason: "  Customer away  " })).toEqual({ visitId: ID, reason: "Customer away" });
    expect(problemOf(cancelVisitSchema, { visitId: ID })).toBe("reason: Please give a reason for cancelling");
    expect(problemOf(cancelVisitSchema, { visitId: ID, reason: "   " })).toBe("reason: Please give a reason for cancelling");
    expect(problemOf(cancelVisitSchema, { visitId: ID, reason: "x".repeat(500) })).toBe("valid");
    expect(problemOf(cancelVisitSchema, { visitId: ID, reason: "x".repeat(501) })).toBe("reason: Reason must be at most 500 characters");
    expect(problemOf(cancelVisitSchema, { visitId: "v-1", reason: "Away" })).toBe("visitId: Visit not found");
  });

  it("a completion note is trimmed, optional and at most 4000 characters", () => {
    expect(completeVisitSchema.parse({ visitId: ID })).toEqual({ visitId: ID, note: "" });
    expect(completeVisitSchema.parse({ visitId: ID, note: "  Done  " }).note).toBe("Done");
    expect(problemOf(completeVisitSchema, { visitId: ID, note: ` ${"x".repeat(4000)} ` })).toBe("valid");
    expect(problemOf(completeVisitSchema, { visitId: ID, note: "x".repeat(4001) })).toBe("note: Note must be at most 4000 characters");
    expect(problemOf(completeVisitSchema, { visitId: "v-1" })).toBe("visitId: Visit not found");
  });
});

describe("pause and shift", () => {
  it("pausing needs the day the job resumes", () => {
    expect(pauseJobSchema.parse({ jobId: ID, until: "2027-03-01" })).toEqual({ jobId: ID, until: "2027-03-01" });
    expect(problemOf(pauseJobSchema, { jobId: ID })).toBe("until: Please enter the date the job resumes");
    expect(problemOf(pauseJobSchema, { jobId: ID, until: "March" })).toBe("until: Please enter the date the job resumes");
    expect(problemOf(pauseJobSchema, { jobId: "j-1", until: "2027-03-01" })).toBe("jobId: Job not found");
    expect(jobIdSchema.parse({ jobId: ID })).toEqual({ jobId: ID });
    expect(problemOf(jobIdSchema, { jobId: "j-1" })).toBe("jobId: Job not found");
  });

  it("a weather day moves 1 to 60 days either way, never 0, and says so in one message", () => {
    const message = "days: Shift by 1 to 60 days, later or earlier";
    expect(MAX_SHIFT_DAYS).toBe(60);
    expect(shiftSeriesSchema.parse({ visitId: ID, days: "-60" })).toEqual({ visitId: ID, days: -60 });
    for (const days of [1, -1, 60]) expect(problemOf(shiftSeriesSchema, { visitId: ID, days })).toBe("valid");
    for (const days of ["x", 1.5, -61, 61, 0]) expect(problemOf(shiftSeriesSchema, { visitId: ID, days })).toBe(message);
    expect(problemOf(shiftSeriesSchema, { visitId: "v-1", days: 1 })).toBe("visitId: Visit not found");
  });
});

describe("the portal's skip and reschedule request", () => {
  it("a customer's skip reason is trimmed, optional and at most 500 characters", () => {
    expect(customerSkipVisitSchema.parse({ visitId: ID })).toEqual({ visitId: ID, reason: "" });
    expect(customerSkipVisitSchema.parse({ visitId: ID, reason: "  Away  " }).reason).toBe("Away");
    expect(problemOf(customerSkipVisitSchema, { visitId: ID, reason: "x".repeat(500) })).toBe("valid");
    expect(problemOf(customerSkipVisitSchema, { visitId: ID, reason: "x".repeat(501) })).toBe("reason: Reason must be at most 500 characters");
    expect(problemOf(customerSkipVisitSchema, { visitId: "v-1" })).toBe("visitId: Visit not found");
  });

  it("a reschedule asks for a day from today on, one of the spec's slots, and notes of at most 1000 characters", () => {
    const schema = customerRescheduleSchema("2026-12-01");
    const ask = { visitId: ID, preferredDate: "2026-12-01", preferredTimeSlot: "8:00-10:00 AM" };
    expect(schema.parse(ask)).toEqual({ ...ask, notes: "" });
    expect(schema.parse({ ...ask, notes: "  After 9  " }).notes).toBe("After 9");
    expect(problemOf(schema, { ...ask, preferredDate: "2026-11-30" })).toBe("preferredDate: Preferred date cannot be earlier than today");
    expect(problemOf(schema, { ...ask, preferredDate: "soon" })).toBe("preferredDate: Please enter a valid date");
    expect(problemOf(schema, { ...ask, preferredTimeSlot: "Evening" })).toBe("preferredTimeSlot: Please choose a time slot");
    expect(problemOf(schema, { ...ask, notes: ` ${"x".repeat(1000)} ` })).toBe("valid");
    expect(problemOf(schema, { ...ask, notes: "x".repeat(1001) })).toBe("notes: Notes must be at most 1000 characters");
    expect(problemOf(schema, { ...ask, visitId: "v-1" })).toBe("visitId: Visit not found");
  });
});
