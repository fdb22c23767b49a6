import { describe, expect, it } from "vitest";
import { REQUEST_TYPES } from "@/db/schema/enums";
import { SERVICE_REQUEST_TYPE_LABELS } from "@/lib/scheduling/service-requests/service-request-views";

/** The business's inbox names each kind of portal request in words, never by its code. */
describe("service request type labels", () => {
  it("every request type the database allows has its words", () => {
    expect(Object.keys(SERVICE_REQUEST_TYPE_LABELS).sort()).toEqual([...REQUEST_TYPES].sort());
    expect(SERVICE_REQUEST_TYPE_LABELS).toEqual({ one_time: "One-time", recurring: "Recurring", emergency: "Emergency" });
  });
});
