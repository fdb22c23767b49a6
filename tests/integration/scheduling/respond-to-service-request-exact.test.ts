import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { createServiceRequest } from "@/lib/scheduling/service-requests/create-service-request";
import { respondToServiceRequest } from "@/lib/scheduling/service-requests/respond-to-service-request";
import { respondToServiceRequestSchema } from "@/lib/scheduling/service-requests/respond-to-service-request-schema";
import { serviceRequestSchema } from "@/lib/scheduling/service-requests/service-request-schema";
import { createBusiness, createCustomer, createService } from "@/tests/support/portal-fixtures";

/**
 * The business's answer to a portal request, exactly: what the customer reads in the bell when
 * the owner wrote no message (a different sentence for accepted and declined), the answer's
 * title with and without a service, and the refusals' words (an unknown request; one already
 * answered names how). services/service-requests.test.ts covers the paths through the action.
 */

async function world(serviceName: string | null = "Leaf Cleanup") {
  const biz = await createBusiness(db);
  const customer = await createCustomer(db, biz.id);
  const service = serviceName ? await createService(db, biz.id, { name: serviceName }) : null;
  const input = serviceRequestSchema("2030-01-01").parse({ serviceId: service?.id ?? null, requestType: "one_time", notes: "" });
  const { id } = await createServiceRequest({ businessId: biz.id, customerId: customer.id }, input, "Casey Tester");
  return { biz, customer, requestId: id, actor: { type: "staff" as const, userId: biz.owner.id } };
}
type World = Awaited<ReturnType<typeof world>>;
const answer = (w: World, decision: "accept" | "decline", message = "") =>
  respondToServiceRequest({ businessId: w.biz.id }, respondToServiceRequestSchema.parse({ requestId: w.requestId, decision, message }), w.actor);
const customerNotices = (w: World) =>
  db
    .select({ title: s.notifications.title, body: s.notifications.body, link: s.notifications.link })
    .from(s.notifications)
    .where(and(eq(s.notifications.businessId, w.biz.id), eq(s.notifications.customerId, w.customer.id)));

describe("the customer's notice of the answer, word for word", () => {
  it("accepted without a message: 'We will be in touch to schedule it.'", async () => {
    const w = await world();
    expect(await answer(w, "accept")).toMatchObject({ id: w.requestId, status: "accepted" });
    expect(await customerNotices(w)).toEqual([
      { title: "Your request for Leaf Cleanup was accepted", body: "We will be in touch to schedule it.", link: "/request-service" },
    ]);
  });

  it("declined without a message: 'Please contact us if you have any questions.'", async () => {
    const w = await world(null);
    expect(await answer(w, "decline")).toMatchObject({ status: "declined" });
    expect(await customerNotices(w)).toEqual([
      { title: "Your service request was declined", body: "Please contact us if you have any questions.", link: "/request-service" },
    ]);
  });

  it("the owner's own words replace the default", async () => {
    const w = await world();
    await answer(w, "decline", "We are fully booked until May.");
    expect((await customerNotices(w)).map((n) => n.body)).toEqual(["We are fully booked until May."]);
  });
});

describe("refusals", () => {
  it("an unknown request, or another business's, is not found", async () => {
    const w = await world();
    const other = await world();
    const parsed = (requestId: string) => respondToServiceRequestSchema.parse({ requestId, decision: "accept", message: "" });
    await expect(respondToServiceRequest({ businessId: w.biz.id }, parsed(randomUUID()), w.actor)).rejects.toMatchObject({
      code: "not_found",
      message: "Service request not found",
    });
    await expect(respondToServiceRequest({ businessId: w.biz.id }, parsed(other.requestId), w.actor)).rejects.toMatchObject({
      code: "not_found",
      message: "Service request not found",
    });
    const [row] = await db.select().from(s.serviceRequests).where(eq(s.serviceRequests.id, other.requestId));
    expect(row.status).toBe("pending");
  });

  it("a second answer names the first and changes nothing", async () => {
    const w = await world();
    await answer(w, "decline");
    await expect(answer(w, "accept")).rejects.toMatchObject({ code: "conflict", message: "This request was already declined" });
    const [row] = await db.select().from(s.serviceRequests).where(eq(s.serviceRequests.id, w.requestId));
    expect(row.status).toBe("declined");
    expect(await customerNotices(w)).toHaveLength(1);
  });
});
