import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { countQueries, db } from "@/db/client";
import * as s from "@/db/schema";
import { getDashboardFigures } from "@/lib/dashboard/get-dashboard-figures";
import { createBusiness, createConversation, createCustomer, createInvoice, createJob, createQuote, createService } from "@/tests/support/portal-fixtures";

/** The dashboard's figures (issue 10 item 5): real counts, the business's own day, one statement. */
const zone = "America/Los_Angeles";
/** Midnight today in `zone` as a Date, plus hours. */
function localToday(hours: number): Date {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(new Date()); // YYYY-MM-DD
  const noonUtc = new Date(`${today}T12:00:00Z`);
  const offsetHours = Number(new Intl.DateTimeFormat("en-US", { timeZone: zone, hour: "numeric", hourCycle: "h23" }).format(noonUtc)) - 12;
  return new Date(noonUtc.getTime() + (hours - 12 - offsetHours) * 3600_000);
}

describe("dashboard figures", () => {
  it("counts each figure for this business only, with today in the business's time zone", async () => {
    const biz = await createBusiness(db, { timezone: zone });
    const customer = await createCustomer(db, biz.id);
    await createCustomer(db, biz.id, { status: "inactive" });
    const scope = { businessId: biz.id, customerId: customer.id };
    await createJob(db, scope, { scheduledDate: localToday(0.5) });
    await createJob(db, scope, { scheduledDate: localToday(23.5) });
    await createJob(db, scope, { scheduledDate: localToday(10), status: "cancelled" });
    await createJob(db, scope, { scheduledDate: localToday(24.5) }); // tomorrow, local
    await createJob(db, scope, { scheduledDate: localToday(-0.5) }); // yesterday, local
    await db.insert(s.serviceRequests).values([{ businessId: biz.id, customerId: customer.id }, { businessId: biz.id, customerId: customer.id, status: "declined" }]);
    await createQuote(db, scope, { status: "sent" });
    await createQuote(db, scope, { status: "approved" });
    await createInvoice(db, scope, { status: "overdue", amountCents: 12_000 });
    await createInvoice(db, scope, { status: "pending", amountCents: 3_050, dueDate: "2000-01-01" });
    await createInvoice(db, scope, { status: "pending", amountCents: 9_999, dueDate: "2999-01-01" });
    const conversation = await createConversation(db, scope);
    await db.insert(s.messages).values([
      { businessId: biz.id, conversationId: conversation.id, senderType: "customer", senderId: customer.id, content: "Hi?" },
      { businessId: biz.id, conversationId: conversation.id, senderType: "customer", senderId: customer.id, content: "Read", readBy: [biz.owner.id] },
      { businessId: biz.id, conversationId: conversation.id, senderType: "business", senderId: biz.owner.id, content: "Ours" },
    ]);
    // Another business's rows never count.
    const other = await createBusiness(db);
    const otherCustomer = await createCustomer(db, other.id);
    await createJob(db, { businessId: other.id, customerId: otherCustomer.id }, { scheduledDate: localToday(12) });

    const { count, result } = await countQueries(() => getDashboardFigures({ businessId: biz.id }));
    expect(count).toBe(1);
    expect(result).toMatchObject({
      timezone: zone,
      visitsToday: 2,
      openServiceRequests: 1,
      quotesAwaitingResponse: 1,
      overdueInvoices: 2,
      overdueAmountCents: 15_050,
      unreadMessages: 1,
      activeCustomers: 1,
    });
  });

  it("ticks the onboarding steps off as the business does them", async () => {
    const biz = await createBusiness(db);
    expect((await getDashboardFigures({ businessId: biz.id })).onboarding).toEqual({ addedService: false, addedCustomers: false, brandedPortal: false, invitedCustomer: false });
    await createService(db, biz.id);
    const customer = await createCustomer(db, biz.id, { portalAccessStatus: "none" });
    await db.update(s.businesses).set({ themePrimaryColor: "#14532d" }).where(eq(s.businesses.id, biz.id));
    expect((await getDashboardFigures({ businessId: biz.id })).onboarding).toEqual({ addedService: true, addedCustomers: true, brandedPortal: true, invitedCustomer: false });
    await db.update(s.customers).set({ portalAccessStatus: "invited", invitationSentAt: new Date() }).where(eq(s.customers.id, customer.id));
    expect(Object.values((await getDashboardFigures({ businessId: biz.id })).onboarding).every(Boolean)).toBe(true);
  });
});
