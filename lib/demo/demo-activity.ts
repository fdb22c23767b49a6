import type { ConversationView, MessageView } from "@/lib/messaging/message-views";
import type { JobView } from "@/lib/scheduling/jobs/job-views";
import type { NotificationView } from "@/lib/notifications/notification-views";
import type { SubscriptionView } from "@/lib/catalog/catalog-views";
import { DEMO_SERVICES, DEMO_TIME_ZONE } from "./demo-business";
import { ymdInZone, zonedIso } from "./demo-dates";

const CREW = { firstName: "Marcus", lastName: "Reyes" };
const service = (id: string) => DEMO_SERVICES.find((s) => s.id === id)!;

export function buildDemoSubscriptions(now: Date): SubscriptionView[] {
  const day = (d: number) => ymdInZone(now, DEMO_TIME_ZONE, d);
  return [
    { id: "sub-mowing", serviceId: "svc-mowing", serviceName: "Weekly Mowing", status: "active", frequency: "week", startDate: day(-58), service: service("svc-mowing") },
    {
      id: "sub-fert",
      serviceId: "svc-fertilization",
      serviceName: "Fertilization & Weed Control",
      status: "active",
      frequency: "month",
      startDate: day(-58),
      service: service("svc-fertilization"),
    },
  ];
}

/** Newest first, like the real service history. */
export function buildDemoJobs(now: Date): JobView[] {
  const at = (d: number, h: number, m = 0) => zonedIso(ymdInZone(now, DEMO_TIME_ZONE, d), h, m, DEMO_TIME_ZONE);
  return [
    { id: "job-next", scheduledDate: at(2, 8), status: "scheduled", notes: "Gate code 4412. Please edge along the new patio.", durationMinutes: 45, serviceName: "Weekly Mowing", employee: CREW, photos: [] },
    { id: "job-fert", scheduledDate: at(9, 10), status: "scheduled", notes: null, durationMinutes: 30, serviceName: "Fertilization & Weed Control", employee: null, photos: [] },
    {
      id: "job-mow-1",
      scheduledDate: at(-5, 8, 15),
      status: "completed",
      notes: "Mowed at 3.5 in; edged walks and patio.",
      durationMinutes: 45,
      serviceName: "Weekly Mowing",
      employee: CREW,
      photos: [
        { id: "ph-before", kind: "before", url: "/demo-portal/media/lawn-before.svg", caption: "Front lawn before mowing" },
        { id: "ph-after", kind: "after", url: "/demo-portal/media/lawn-after.svg", caption: "Front lawn after mowing and edging" },
      ],
    },
    { id: "job-hedge", scheduledDate: at(-40, 13), status: "completed", notes: "Boxwoods shaped; clippings hauled away.", durationMinutes: 150, serviceName: "Hedge & Shrub Trimming", employee: CREW, photos: [] },
    { id: "job-rain", scheduledDate: at(-12, 8), status: "cancelled", notes: "Rained out — made up the next day.", durationMinutes: 45, serviceName: "Weekly Mowing", employee: CREW, photos: [] },
    { id: "job-mow-2", scheduledDate: at(-11, 9), status: "completed", notes: null, durationMinutes: 45, serviceName: "Weekly Mowing", employee: null, photos: [] },
  ];
}

export function buildDemoConversation(now: Date): ConversationView {
  const at = (d: number, h: number, m: number) => zonedIso(ymdInZone(now, DEMO_TIME_ZONE, d), h, m, DEMO_TIME_ZONE);
  const message = (id: string, from: "customer" | "business", createdAt: string, content: string, attachments: MessageView["attachments"] = []): MessageView => ({
    id,
    conversationId: "demo-conversation",
    senderId: from === "customer" ? "demo-customer" : "demo-staff",
    senderType: from,
    content,
    messageType: attachments.some((a) => a.type === "file") ? "file" : "text",
    attachments,
    readBy: ["demo-customer", "demo-staff"],
    createdAt,
    updatedAt: createdAt,
  });
  return {
    id: "demo-conversation",
    messages: [
      message("m1", "business", at(-6, 16, 5), "Hi Alex, Marcus here from Cedar Ridge. We'll be on your street Thursday morning for the weekly mow."),
      message("m2", "customer", at(-6, 18, 40), "Thanks! There's a bare patch by the driveway that's getting worse — photo attached.", [
        { type: "file", id: "f1", name: "driveway-patch.svg", url: "/demo-portal/media/driveway-patch.svg", size: 2048, mime_type: "image/svg+xml" },
      ]),
      message("m3", "business", at(-5, 11, 20), "Got it. Mowing is done — before and after photos are in your service history. That patch needs seeding; the fall aeration is the best fix."),
      message("m4", "business", at(-2, 9, 35), "Here's the quote for fall aeration and overseeding, including slit seeding for the driveway patch.", [
        { type: "quote_link", quote_id: "q-2041", quote_number: "Q-2041" },
      ]),
      message("m5", "customer", at(-2, 12, 2), "Great, I'll take a look tonight. Can you also do the snow removal this winter?"),
      message("m6", "business", at(-1, 14, 10), "Absolutely — the snow removal agreement is in your Contracts page, ready to sign whenever you are."),
    ],
  };
}

export function buildDemoNotifications(now: Date): NotificationView[] {
  const at = (d: number, h: number) => zonedIso(ymdInZone(now, DEMO_TIME_ZONE, d), h, 0, DEMO_TIME_ZONE);
  return [
    { id: "n1", kind: "contract", title: "New contract to sign", body: "Snow removal agreement (C-501)", link: "/contracts", readAt: null, createdAt: at(-1, 14) },
    { id: "n2", kind: "quote", title: "New quote: Fall aeration & overseeding", body: "Quote Q-2041 is waiting for your response.", link: "/quotes/q-2041", readAt: null, createdAt: at(-2, 9) },
    { id: "n3", kind: "invoice", title: "New invoice INV-3104", body: "Weekly mowing — 4 visits this month", link: "/invoices/inv-3104", readAt: null, createdAt: at(-3, 8) },
    { id: "n4", kind: "job", title: "Visit completed", body: "Weekly Mowing — photos added to your service history.", link: "/services?tab=history", readAt: at(-5, 18), createdAt: at(-5, 11) },
  ];
}
