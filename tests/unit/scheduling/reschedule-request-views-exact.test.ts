import { describe, expect, it } from "vitest";
import { rescheduleRequestLine, type CustomerRescheduleRequestView } from "@/lib/scheduling/reschedule-requests/reschedule-request-views";

/**
 * The line the portal shows under a visit for its reschedule request
 * (rescheduleRequestLine): one wording per status, and a declined answer without a message
 * ends in a full stop. Mutation testing found the accepted and the message-less declined
 * wordings unasserted.
 */
const request: CustomerRescheduleRequestView = {
  id: "r-1",
  jobId: "v-1",
  preferredDate: "2026-03-11",
  preferredTimeSlot: "2:00-4:00 PM",
  status: "pending",
  responseMessage: null,
  decidedAt: null,
};

describe("rescheduleRequestLine", () => {
  it("pending: waiting for the business", () => {
    expect(rescheduleRequestLine(request, "Greenleaf")).toBe("Reschedule requested: Mar 11, 2026, 2:00-4:00 PM — waiting for Greenleaf");
  });

  it("accepted: the business accepted, with the date and slot", () => {
    expect(rescheduleRequestLine({ ...request, status: "accepted", decidedAt: new Date("2026-03-02T12:00:00Z") }, "Greenleaf")).toBe(
      "Greenleaf accepted your request to move this visit to Mar 11, 2026, 2:00-4:00 PM.",
    );
  });

  it("declined: with the business's message after a colon, or a full stop without one", () => {
    expect(rescheduleRequestLine({ ...request, status: "declined", responseMessage: "Fully booked" }, "Greenleaf")).toBe(
      "Greenleaf declined your request to move this visit to Mar 11, 2026, 2:00-4:00 PM: Fully booked",
    );
    expect(rescheduleRequestLine({ ...request, status: "declined", responseMessage: null }, "Greenleaf")).toBe(
      "Greenleaf declined your request to move this visit to Mar 11, 2026, 2:00-4:00 PM.",
    );
    expect(rescheduleRequestLine({ ...request, status: "declined", responseMessage: "" }, "Greenleaf")).toBe(
      "Greenleaf declined your request to move this visit to Mar 11, 2026, 2:00-4:00 PM.",
    );
  });
});
