import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { getOrCreateConversationId } from "@/lib/messaging/get-customer-conversation";
import { customerMessageSchema } from "@/lib/messaging/message-schema";
import { sendCustomerMessage } from "@/lib/messaging/send-customer-message";
import { listStaffNotificationFeed } from "@/lib/notifications/staff/list-staff-notification-feed";
import { listStaffNotifications } from "@/lib/notifications/staff/list-staff-notifications";
import { markStaffNotificationsRead } from "@/lib/notifications/staff/mark-staff-notifications-read";
import { createBusiness, createCustomer } from "../../support/portal-fixtures";

/**
 * Staff notifications (issue 13 item 2): a customer's message puts a row in the owner's
 * bell linking to the thread; each member reads only their own, in their own business.
 */
type Biz = Awaited<ReturnType<typeof createBusiness>>;
let biz: Biz;
let other: Biz;

beforeAll(async () => {
  biz = await createBusiness(db);
  other = await createBusiness(db);
});

describe("staff notifications", () => {
  it("a customer message notifies the owner, with the thread link, unread until the bell is opened", async () => {
    const customer = await createCustomer(db, biz.id, { firstName: "Nora", lastName: "Bell" });
    const scope = { businessId: biz.id, customerId: customer.id };
    const conversationId = await getOrCreateConversationId(scope);
    await sendCustomerMessage(scope, customerMessageSchema.parse({ conversationId, content: "Is Tuesday fine?" }), "Nora Bell");

    const feed = await listStaffNotificationFeed({ businessId: biz.id }, biz.owner.id);
    expect(feed.unreadCount).toBe(1);
    expect(feed.items[0]).toMatchObject({
      kind: "customer_message",
      title: "New message from Nora Bell",
      body: "Is Tuesday fine?",
      link: `/admin/messaging/${conversationId}`,
      readAt: null,
    });

    // Another business's owner and the same owner seen through another business get nothing.
    expect((await listStaffNotificationFeed({ businessId: other.id }, other.owner.id)).items).toEqual([]);
    expect((await listStaffNotificationFeed({ businessId: other.id }, biz.owner.id)).items).toEqual([]);
    expect(await markStaffNotificationsRead({ businessId: other.id }, biz.owner.id)).toBe(0);

    expect(await markStaffNotificationsRead({ businessId: biz.id }, biz.owner.id)).toBe(1);
    const after = await listStaffNotificationFeed({ businessId: biz.id }, biz.owner.id);
    expect(after.unreadCount).toBe(0);
    expect(after.items[0].readAt).not.toBeNull();
  });

  it("the page lists a member's own notifications only, paged, never a customer's", async () => {
    const b = await createBusiness(db);
    const customer = await createCustomer(db, b.id);
    await db.insert(s.notifications).values([
      ...Array.from({ length: 3 }, (_, i) => ({ businessId: b.id, recipientType: "staff", userId: b.owner.id, kind: "service_request", title: `Request ${i}`, link: "/admin/schedule" })),
      { businessId: b.id, recipientType: "customer", customerId: customer.id, kind: "quote", title: "Customer's own" },
      { businessId: other.id, recipientType: "staff", userId: other.owner.id, kind: "service_request", title: "Other business" },
    ]);
    const first = await listStaffNotifications({ businessId: b.id }, b.owner.id, { limit: 2, offset: 0 });
    expect(first.total).toBe(3);
    expect(first.rows).toHaveLength(2);
    const second = await listStaffNotifications({ businessId: b.id }, b.owner.id, { limit: 2, offset: 2 });
    expect(second.rows).toHaveLength(1);
    const titles = [...first.rows, ...second.rows].map((r) => r.title);
    expect(titles.sort()).toEqual(["Request 0", "Request 1", "Request 2"]);
  });
});
