import { and, eq, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as portalData } from "@/app/api/customer-portal-data/route";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { displayDocumentNumber } from "@/lib/format/document-number";
import { notifyCustomer } from "@/lib/notifications/notify-customer";
import { pageLoaders } from "@/lib/portal/page-loaders";
import { sendQuote } from "@/lib/quotes/send-quote";
import { createBusiness, createCustomer, createInvoice, createQuote, createSession } from "../../support/portal-fixtures";

/**
 * Issue 37: portal notifications are read once the customer opened what they point at, or
 * acted on it — before, only opening the bell read them, so a customer who came from the email,
 * opened the quote and approved it still saw "New quote" unread.
 */
let biz: Awaited<ReturnType<typeof createBusiness>>;
let scope: { businessId: string; customerId: string };
let neighbour: { businessId: string; customerId: string };

beforeAll(async () => {
  biz = await createBusiness(db);
  scope = { businessId: biz.id, customerId: (await createCustomer(db, biz.id)).id };
  neighbour = { businessId: biz.id, customerId: (await createCustomer(db, biz.id)).id };
});

const unreadTitles = async (who = scope) =>
  (
    await db
      .select({ title: s.notifications.title })
      .from(s.notifications)
      .where(and(eq(s.notifications.businessId, who.businessId), eq(s.notifications.customerId, who.customerId), isNull(s.notifications.readAt)))
  )
    .map((n) => n.title)
    .sort();

describe("portal notifications", () => {
  it("are read when the customer opens the page they point at, not when staff preview it, and only the customer's own", async () => {
    const quote = await createQuote(db, scope, { status: "draft" });
    await sendQuote({ businessId: biz.id }, { quoteId: quote.id }); // the real notice: "/quotes/{id}"
    const invoice = await createInvoice(db, scope);
    await notifyCustomer(scope, { kind: "invoice", title: "New invoice", link: `/invoices/${invoice.id}` });
    await notifyCustomer(scope, { kind: "job_status", title: "Visit photos added", link: "/services?tab=history" });
    await notifyCustomer(scope, { kind: "job_status", title: "Your visit has moved", link: "/dashboard" });
    await notifyCustomer(neighbour, { kind: "invoice", title: "Neighbour's invoice", link: `/invoices/${invoice.id}` });
    expect(await unreadTitles()).toEqual(["New invoice", `New quote ${displayDocumentNumber(quote.quoteNumber, quote.id)}`, "Visit photos added", "Your visit has moved"]);

    expect(await pageLoaders.quote(scope, quote.id)).not.toBeNull();
    expect(await unreadTitles()).toEqual(["New invoice", "Visit photos added", "Your visit has moved"]);

    // A staff member viewing the portal as the customer reads nothing on their behalf.
    await pageLoaders.invoice(scope, invoice.id, null, { preview: true });
    expect(await unreadTitles()).toEqual(["New invoice", "Visit photos added", "Your visit has moved"]);
    await pageLoaders.invoice(scope, invoice.id, null);
    expect(await unreadTitles()).toEqual(["Visit photos added", "Your visit has moved"]);

    // A link's query and fragment do not matter: /services?tab=history is the Services page.
    await pageLoaders.services(scope);
    expect(await unreadTitles()).toEqual(["Your visit has moved"]);
    await pageLoaders.dashboard(scope);
    expect(await unreadTitles()).toEqual([]);
    expect(await unreadTitles(neighbour)).toEqual(["Neighbour's invoice"]);
  });

  it("are read when the customer acts on them through the spec's API, without opening the page", async () => {
    const quote = await createQuote(db, scope, { status: "draft" });
    await sendQuote({ businessId: biz.id }, { quoteId: quote.id });
    expect(await unreadTitles()).toHaveLength(1);
    const token = await createSession(db, biz.id, scope.customerId);
    const host = `${biz.portalSubdomain}.localhost:3000`;
    const response = await portalData(
      new Request(`http://${host}/api/customer-portal-data`, {
        method: "POST",
        headers: { host, "content-type": "application/json" },
        body: JSON.stringify({ action: "approve-quote", session_token: token, quote_data: { quote_id: quote.id } }),
      }),
    );
    expect(response.status).toBe(200);
    expect(await unreadTitles()).toEqual([]);
  });

  it("are all read once the notifications page has shown them, which shows them unread that once", async () => {
    await notifyCustomer(scope, { kind: "message", title: "New message" });
    await notifyCustomer(scope, { kind: "contract", title: "Contract to sign", link: "/contracts" });
    const shown = await pageLoaders.notifications(scope, { preview: true });
    expect(shown.filter((n) => n.readAt === null).map((n) => n.title).sort()).toEqual(["Contract to sign", "New message"]);
    expect(await unreadTitles()).toEqual(["Contract to sign", "New message"]);
    const opened = await pageLoaders.notifications(scope);
    expect(opened.filter((n) => n.readAt === null).map((n) => n.title).sort()).toEqual(["Contract to sign", "New message"]);
    expect(await unreadTitles()).toEqual([]);
    expect((await pageLoaders.shell(scope)).unreadCount).toBe(0);
  });
});
