import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { createServiceRequest } from "@/lib/scheduling/service-requests/create-service-request";
import { serviceRequestSchema } from "@/lib/scheduling/service-requests/service-request-schema";
import { createBusiness, createCustomer, createService } from "@/tests/support/portal-fixtures";

/**
 * What the owner reads when a customer asks for a service (spec §5), word for word: the bell's
 * title, body and link, for a request with every detail and for one with none, and the
 * `service_request.created` webhook's payload. The services test checks only that the
 * service's name is in the body; this one pins the sentence the owner acts on.
 */
async function setUp() {
  const biz = await createBusiness(db);
  const customer = await createCustomer(db, biz.id);
  await db.insert(s.webhookEndpoints).values({ businessId: biz.id, url: "https://8.8.8.8/x", events: ["service_request.created"], secret: "whsec_request" });
  return { biz, scope: { businessId: biz.id, customerId: customer.id } };
}

const ownerNotices = (businessId: string, ownerId: string) =>
  db
    .select({ title: s.notifications.title, body: s.notifications.body, link: s.notifications.link })
    .from(s.notifications)
    .where(and(eq(s.notifications.businessId, businessId), eq(s.notifications.userId, ownerId), eq(s.notifications.kind, "service_request")));

const payloads = async (businessId: string) =>
  (await db.select({ payload: s.webhookDeliveries.payload }).from(s.webhookDeliveries).where(eq(s.webhookDeliveries.businessId, businessId))).map(
    (row) => (row.payload as { data: Record<string, unknown> }).data,
  );

const schema = serviceRequestSchema("2030-01-01");

describe("the owner's notice of a service request, word for word", () => {
  it("every detail: the service, the type in words, the date and slot, the notes; the webhook carries them all", async () => {
    const { biz, scope } = await setUp();
    const service = await createService(db, biz.id, { name: "Leaf Cleanup" });
    const input = schema.parse({ serviceId: service.id, requestType: "one_time", preferredDate: "2030-02-01", preferredTimeSlot: "8:00-10:00 AM", notes: "Gate code 1234" });
    const { id } = await createServiceRequest(scope, input, "Casey Tester");

    expect(await ownerNotices(biz.id, biz.owner.id)).toEqual([
      {
        title: "New service request from Casey Tester",
        body: "Casey Tester requested Leaf Cleanup (one time) for 2030-02-01, 8:00-10:00 AM. Notes: Gate code 1234",
        link: "/admin/schedule",
      },
    ]);
    expect(await payloads(biz.id)).toEqual([
      {
        service_request: {
          id, customer_id: scope.customerId, service_id: service.id, service_name: "Leaf Cleanup", request_type: "one_time",
          preferred_date: "2030-02-01", preferred_time_slot: "8:00-10:00 AM", notes: "Gate code 1234", status: "pending",
        },
      },
    ]);
  });

  it("no service, no date, no notes: 'a service' and nothing more", async () => {
    const { biz, scope } = await setUp();
    await createServiceRequest(scope, schema.parse({ requestType: "emergency" }), "Casey Tester");
    expect(await ownerNotices(biz.id, biz.owner.id)).toEqual([
      { title: "New service request from Casey Tester", body: "Casey Tester requested a service (emergency).", link: "/admin/schedule" },
    ]);
    expect(await payloads(biz.id)).toEqual([
      {
        service_request: expect.objectContaining({ service_id: null, service_name: null, request_type: "emergency", preferred_date: null, preferred_time_slot: null, notes: null }),
      },
    ]);
  });

  it("a date without a time slot: the date alone", async () => {
    const { biz, scope } = await setUp();
    await createServiceRequest(scope, schema.parse({ preferredDate: "2030-03-04" }), "Casey Tester");
    const [notice] = await ownerNotices(biz.id, biz.owner.id);
    expect(notice.body).toBe("Casey Tester requested a service (one time) for 2030-03-04.");
  });
});
