import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { acceptRescheduleRequestSchema, declineRescheduleRequestSchema } from "@/lib/scheduling/reschedule-requests/reschedule-request-schema";

/**
 * Staff's accept / decline input for a customer's reschedule request
 * (lib/scheduling/reschedule-requests/reschedule-request-schema.ts): a bad id reads "not found"
 * on both, and the decline message is trimmed, required and at most 1000 characters, each with
 * its own words. Mutation testing found none of these asserted.
 */
const REQUEST_ID = "0b6d2f1c-3e4a-4b5c-8d7e-9f0a1b2c3d4e";

/** The first message a schema gives for a value, or "valid". */
function messageFor(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value);
  return result.success ? "valid" : result.error.issues[0].message;
}

describe("acceptRescheduleRequestSchema", () => {
  it("takes a UUID; anything else, or none, is 'Reschedule request not found'", () => {
    expect(acceptRescheduleRequestSchema.parse({ requestId: REQUEST_ID })).toEqual({ requestId: REQUEST_ID });
    expect(messageFor(acceptRescheduleRequestSchema, { requestId: "request-1" })).toBe("Reschedule request not found");
    expect(messageFor(acceptRescheduleRequestSchema, {})).toBe("Reschedule request not found");
  });
});

describe("declineRescheduleRequestSchema", () => {
  const ok = { requestId: REQUEST_ID, message: "Fully booked" };

  it("a bad id is 'Reschedule request not found'", () => {
    expect(messageFor(declineRescheduleRequestSchema, { ...ok, requestId: "nope" })).toBe("Reschedule request not found");
  });

  it("trims the message and keeps it", () => {
    expect(declineRescheduleRequestSchema.parse({ ...ok, message: "  We are fully booked that week.  " })).toEqual({
      requestId: REQUEST_ID,
      message: "We are fully booked that week.",
    });
  });

  it("a missing, non-text, empty or blank message: 'Please write a message for the customer'", () => {
    for (const message of [undefined, 42, "", "   \n\t "]) {
      expect(messageFor(declineRescheduleRequestSchema, { ...ok, message })).toBe("Please write a message for the customer");
    }
    expect(messageFor(declineRescheduleRequestSchema, { ...ok, message: "x" })).toBe("valid");
  });

  it("takes up to 1000 characters (counted after trimming); 1001 is 'Message must be at most 1000 characters'", () => {
    expect(messageFor(declineRescheduleRequestSchema, { ...ok, message: "x".repeat(1000) })).toBe("valid");
    expect(messageFor(declineRescheduleRequestSchema, { ...ok, message: ` ${"x".repeat(1000)} ` })).toBe("valid");
    expect(messageFor(declineRescheduleRequestSchema, { ...ok, message: "x".repeat(1001) })).toBe("Message must be at most 1000 characters");
  });
});
