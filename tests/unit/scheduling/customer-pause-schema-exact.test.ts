import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { MAX_CUSTOMER_PAUSE_DAYS, customerPauseSchema, customerResumeSchema } from "@/lib/scheduling/customer-pause/customer-pause-schema";

/**
 * The portal's pause form input (lib/scheduling/customer-pause/customer-pause-schema.ts): each
 * date field takes exactly a "YYYY-MM-DD" day — nothing before or after it — and a missing,
 * non-text or malformed day shows that field's own message. Mutation testing found the regex
 * anchors and the messages unasserted.
 */
const JOB_ID = "5f0c6b1e-8d3a-4c62-9a57-0e6f3b2d4c11";
const valid = { jobId: JOB_ID, from: "2026-03-14", until: "2026-03-29" };

/** The first message a schema gives for a value, or "valid". */
function messageFor(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value);
  return result.success ? "valid" : result.error.issues[0].message;
}

describe("customerPauseSchema", () => {
  it("takes two plain local days and keeps them as they are", () => {
    expect(customerPauseSchema.parse(valid)).toEqual(valid);
    expect(MAX_CUSTOMER_PAUSE_DAYS).toBe(90);
  });

  it("a missing or non-text first day: 'Please enter the first day of the pause'", () => {
    expect(messageFor(customerPauseSchema, { jobId: JOB_ID, until: "2026-03-29" })).toBe("Please enter the first day of the pause");
    expect(messageFor(customerPauseSchema, { ...valid, from: 20260314 })).toBe("Please enter the first day of the pause");
  });

  it("a missing or non-text last day: 'Please enter the last day of the pause'", () => {
    expect(messageFor(customerPauseSchema, { jobId: JOB_ID, from: "2026-03-14" })).toBe("Please enter the last day of the pause");
    expect(messageFor(customerPauseSchema, { ...valid, until: null })).toBe("Please enter the last day of the pause");
  });

  it("a day in another shape, or with anything before or after it, shows the field's message", () => {
    for (const bad of ["14/03/2026", "", "2026-3-14", "x2026-03-14", "2026-03-14x", "2026-03-14T00:00", " 2026-03-14"]) {
      expect(messageFor(customerPauseSchema, { ...valid, from: bad })).toBe("Please enter the first day of the pause");
      expect(messageFor(customerPauseSchema, { ...valid, until: bad })).toBe("Please enter the last day of the pause");
    }
  });

  it("an id that is not a UUID is 'Service not found'", () => {
    expect(messageFor(customerPauseSchema, { ...valid, jobId: "job-1" })).toBe("Service not found");
    expect(messageFor(customerResumeSchema, { jobId: "job-1" })).toBe("Service not found");
    expect(messageFor(customerResumeSchema, { jobId: JOB_ID })).toBe("valid");
  });
});
