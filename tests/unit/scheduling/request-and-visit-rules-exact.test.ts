import { describe, expect, it } from "vitest";
import { problemOf } from "@/tests/support/schema-message";
import { respondToServiceRequestSchema } from "@/lib/scheduling/service-requests/respond-to-service-request-schema";
import { PREFERRED_DATE_MESSAGE, preferredDateProblem, REQUEST_TYPE_LABELS, SERVICE_REQUEST_NOTES_RULES, serviceRequestChecks, serviceRequestSchema } from "@/lib/scheduling/service-requests/service-request-schema";
import { TIME_SLOTS } from "@/lib/scheduling/calendar/time-slots";
import { problemsOf } from "@/lib/validation/form-checks";
import { durationProblem, editVisitChecks, LOCAL_TIME_PATTERN, localDateProblem, localTimeProblem, MAX_DURATION_MINUTES, MIN_DURATION_MINUTES, VISIT_MESSAGES } from "@/lib/scheduling/visits/visit-rules";

/**
 * The zod-free rules the browser's forms judge with and the schemas the server parses with
 * (visit-rules.ts, service-request-rules.ts, service-request-schema.ts,
 * respond-to-service-request-schema.ts, time-slots.ts): every message, bound and default in the
 * spec's words. Module-level code, judged here without a database.
 */
const ID = "0b6d2f1c-3e4a-4b5c-8d7e-9f0a1b2c3d4e";
const TODAY = "2026-12-01";

describe("visit rules", () => {
  it("words each problem as the calendar shows it", () => {
    expect(VISIT_MESSAGES).toEqual({
      date: "Please enter a valid date",
      time: "Please enter a valid time",
      durationNumber: "Duration must be a number of minutes",
      durationWhole: "Duration must be a whole number of minutes",
      durationMin: "Duration must be at least 5 minutes",
      durationMax: "Duration must be at most 24 hours",
    });
    expect([MIN_DURATION_MINUTES, MAX_DURATION_MINUTES]).toEqual([5, 1440]);
  });

  it("a length is a whole number of minutes from 5 to 24 hours", () => {
    expect(durationProblem(Number.NaN)).toBe("Duration must be a number of minutes");
    expect(durationProblem(Number.POSITIVE_INFINITY)).toBe("Duration must be a number of minutes");
    expect(durationProblem(30.5)).toBe("Duration must be a whole number of minutes");
    expect(durationProblem(4)).toBe("Duration must be at least 5 minutes");
    expect(durationProblem(5)).toBeNull();
    expect(durationProblem(1440)).toBeNull();
    expect(durationProblem(1441)).toBe("Duration must be at most 24 hours");
  });

  it("a time is 00:00 to 23:59, two digits each", () => {
    for (const time of ["00:00", "09:05", "19:59", "23:59"]) expect(localTimeProblem(time)).toBeNull();
    for (const time of ["24:00", "9:05", "09:60", "09:5", " 09:05", "09:05 ", "0905"]) expect(localTimeProblem(time)).toBe("Please enter a valid time");
    expect(LOCAL_TIME_PATTERN.test("23:59")).toBe(true);
  });

  it("a date is a real day", () => {
    expect(localDateProblem("2028-02-29")).toBeNull();
    expect(localDateProblem("2027-02-29")).toBe("Please enter a valid date");
  });

  it("the reschedule dialog reads its typed fields with the same rules", () => {
    const values = { date: "2026-12-31", time: "07:00", durationMinutes: "45" };
    expect(problemsOf(editVisitChecks, values)).toEqual({});
    expect(problemsOf(editVisitChecks, { date: "2026-12-32", time: "7:00", durationMinutes: "" })).toEqual({
      date: "Please enter a valid date",
      time: "Please enter a valid time",
      durationMinutes: "Duration must be at least 5 minutes",
    });
    expect(problemsOf(editVisitChecks, { ...values, durationMinutes: "abc" })).toEqual({ durationMinutes: "Duration must be a number of minutes" });
  });
});

describe("the spec's request time slots", () => {
  it("are the five two-hour slots from 8 AM to 6 PM, in the spec's words", () => {
    expect(TIME_SLOTS).toEqual(["8:00-10:00 AM", "10:00 AM-12:00 PM", "12:00-2:00 PM", "2:00-4:00 PM", "4:00-6:00 PM"]);
  });
});

describe("the Request Service form's rules", () => {
  it("labels the three request types", () => {
    expect(REQUEST_TYPE_LABELS).toEqual({ one_time: "One-time", recurring: "Recurring", emergency: "Emergency" });
    expect(PREFERRED_DATE_MESSAGE).toBe("Preferred date cannot be earlier than today");
    expect(SERVICE_REQUEST_NOTES_RULES).toEqual({ max: 2000 });
  });

  it("a preferred date is empty, or a YYYY-MM-DD day from today on", () => {
    const problem = preferredDateProblem(TODAY);
    expect(problem("")).toBeNull();
    expect(problem("   ")).toBeNull();
    expect(problem("2026-12-01")).toBeNull();
    expect(problem(" 2026-12-02 ")).toBeNull();
    expect(problem("2026-11-30")).toBe("Preferred date cannot be earlier than today");
    expect(problem("12/02/2026")).toBe("Invalid format");
    expect(problem("x2026-12-02")).toBe("Invalid format");
    expect(problem("2026-12-02x")).toBe("Invalid format");
  });

  it("the browser checks only the date and the notes; the lists are checked on the server", () => {
    const checks = serviceRequestChecks(TODAY);
    const form = { serviceId: "anything", requestType: "anything", preferredDate: "2026-12-01", preferredTimeSlot: "anything", notes: "x".repeat(2000) };
    expect(problemsOf(checks, form)).toEqual({});
    expect(problemsOf(checks, { ...form, preferredDate: "2026-11-30", notes: "x".repeat(2001) })).toEqual({
      preferredDate: "Preferred date cannot be earlier than today",
      notes: "Must be no more than 2000 characters long",
    });
  });
});

describe("serviceRequestSchema", () => {
  const schema = serviceRequestSchema(TODAY);

  it("needs nothing: a one-time request with no service, date, slot or notes", () => {
    expect(schema.parse({})).toEqual({ serviceId: null, requestType: "one_time", preferredDate: null, preferredTimeSlot: null, notes: null });
    expect(schema.parse({ serviceId: "  ", preferredDate: "", preferredTimeSlot: "", notes: "  " })).toEqual({
      serviceId: null,
      requestType: "one_time",
      preferredDate: null,
      preferredTimeSlot: null,
      notes: null,
    });
  });

  it("keeps what it was given, trimmed", () => {
    expect(schema.parse({ serviceId: ` ${ID} `, requestType: "emergency", preferredDate: " 2026-12-03 ", preferredTimeSlot: "2:00-4:00 PM", notes: " Back gate " })).toEqual({
      serviceId: ID,
      requestType: "emergency",
      preferredDate: "2026-12-03",
      preferredTimeSlot: "2:00-4:00 PM",
      notes: "Back gate",
    });
  });

  it("refuses a bad service, type, date, slot or notes with the form's messages", () => {
    expect(problemOf(schema, { serviceId: "service-1" })).toBe("serviceId: Invalid value");
    expect(problemOf(schema, { requestType: "weekly" })).toBe("requestType: Invalid value");
    expect(problemOf(schema, { preferredDate: "2026-11-30" })).toBe("preferredDate: Preferred date cannot be earlier than today");
    expect(problemOf(schema, { preferredDate: "tomorrow" })).toBe("preferredDate: Invalid format");
    expect(problemOf(schema, { preferredTimeSlot: "Evening" })).toBe("preferredTimeSlot: Invalid value");
    expect(problemOf(schema, { notes: "x".repeat(2001) })).toBe("notes: Must be no more than 2000 characters long");
  });
});

describe("respondToServiceRequestSchema", () => {
  it("takes a request, accept or decline, and an optional message of at most 1000 characters", () => {
    expect(respondToServiceRequestSchema.parse({ requestId: ID, decision: "accept" })).toEqual({ requestId: ID, decision: "accept", message: null });
    expect(respondToServiceRequestSchema.parse({ requestId: ID, decision: "decline", message: "  Fully booked  " })).toEqual({ requestId: ID, decision: "decline", message: "Fully booked" });
    expect(problemOf(respondToServiceRequestSchema, { requestId: "r-1", decision: "accept" })).toBe("requestId: Invalid value");
    expect(problemOf(respondToServiceRequestSchema, { requestId: ID, decision: "maybe" })).toBe("decision: Invalid value");
    expect(problemOf(respondToServiceRequestSchema, { requestId: ID, decision: "accept", message: "x".repeat(1000) })).toBe("valid");
    expect(problemOf(respondToServiceRequestSchema, { requestId: ID, decision: "accept", message: "x".repeat(1001) })).toBe("message: Must be no more than 1000 characters long");
  });
});
