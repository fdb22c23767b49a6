import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { emailOutbox, notifications, quotes } from "@/db/schema";
import { getCustomerQuote } from "@/lib/quotes/get-customer-quote";
import { listCustomerQuotes } from "@/lib/quotes/list-customer-quotes";
import { respondToQuote } from "@/lib/quotes/respond-to-quote";
import { createBusiness, createCustomer, createQuote } from "../../support/portal-fixtures";

let biz: Awaited<ReturnType<typeof createBusiness>>;
let scope: { businessId: string; customerId: string };
let otherScope: { businessId: string; customerId: string };

beforeAll(async () => {
  biz = await createBusiness(db);
  const customer = await createCustomer(db, biz.id);
  scope = { businessId: biz.id, customerId: customer.id };
  const neighbour = await createCustomer(db, biz.id);
  otherScope = { businessId: biz.id, customerId: neighbour.id };
});

describe("listCustomerQuotes", () => {
  it("lists only the customer's sent/approved/declined quotes, newest first, each with all its lines (the page prints three)", async () => {
    const five = await createQuote(db, scope, {
      quoteNumber: null,
      createdAt: new Date(Date.now() - 1000),
      lines: ["A", "B", "C", "D", "E"].map((d, i) => ({ description: `Item ${d}`, rate: 10 * (i + 1) })),
    });
    const approved = await createQuote(db, scope, { status: "approved", quoteNumber: `Q-${Date.now()}` });
    await createQuote(db, scope, { status: "draft" });
    await createQuote(db, otherScope, { status: "sent" });

    const list = await listCustomerQuotes(scope);
    expect(list.map((q) => q.id)).toEqual([approved.id, five.id]);
    const big = list[1];
    expect(big.figures.lines.map((l) => l.description)).toEqual(["Item A", "Item B", "Item C", "Item D", "Item E"]);
    expect(big.figures.lines[1]).toMatchObject({ quantity: 1, rateCents: 2000, amountCents: 2000 });
    expect(big.figures).toMatchObject({ subtotalCents: 15000, totalCents: 15000 + Math.round(15000 * 0.0825) });
    expect(big.quoteNumber).toBeNull();
    expect(typeof big.createdAt).toBe("string");
  });
});

describe("getCustomerQuote", () => {
  it("returns the full quote with the customer block, and null for drafts, others' quotes and junk ids", async () => {
    const mine = await createQuote(db, scope, { terms: "Pay on completion", lines: [{ description: "Mow", rate: 45, quantity: 2 }] });
    const draft = await createQuote(db, scope, { status: "draft" });
    const theirs = await createQuote(db, otherScope);
    const detail = await getCustomerQuote(scope, mine.id);
    expect(detail).toMatchObject({ id: mine.id, terms: "Pay on completion", revision: 1, customer: { firstName: "Casey" } });
    expect(detail!.figures.lines).toEqual([expect.objectContaining({ description: "Mow", quantity: 2, rateCents: 4500, amountCents: 9000 })]);
    expect(await getCustomerQuote(scope, draft.id)).toBeNull();
    expect(await getCustomerQuote(scope, theirs.id)).toBeNull();
    expect(await getCustomerQuote(scope, "not-a-uuid")).toBeNull();
  });
});

describe("respondToQuote", () => {
  it("approves a sent quote with a comment, notifies the owner by notification and email", async () => {
    const quote = await createQuote(db, scope, { quoteNumber: `Q-A${Date.now()}` });
    const result = await respondToQuote(scope, { quoteId: quote.id, decision: "approve", comment: "Looks good" }, "Casey Tester");
    expect(result.status).toBe("approved");
    const [row] = await db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(row).toMatchObject({ status: "approved", customerComment: "Looks good" });
    expect(row.respondedAt).toBeInstanceOf(Date);

    const staff = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.businessId, biz.id), eq(notifications.userId, biz.owner.id)));
    expect(staff.some((n) => n.kind === "quote_response" && n.title.includes(quote.quoteNumber!) && n.title.includes("approved"))).toBe(true);
    const mail = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, biz.owner.email));
    expect(mail.some((m) => m.subject.includes(quote.quoteNumber!) && m.text.includes("Looks good"))).toBe(true);
  });

  it("declines; refuses a second answer, a draft, another customer's quote and a junk id", async () => {
    const quote = await createQuote(db, scope);
    await respondToQuote(scope, { quoteId: quote.id, decision: "decline", comment: null }, "Casey Tester");
    await expect(respondToQuote(scope, { quoteId: quote.id, decision: "approve", comment: null }, "x")).rejects.toMatchObject({
      code: "conflict",
      message: "This quote has already been declined",
    });
    const draft = await createQuote(db, scope, { status: "draft" });
    await expect(respondToQuote(scope, { quoteId: draft.id, decision: "approve", comment: null }, "x")).rejects.toMatchObject({ code: "not_found" });
    const theirs = await createQuote(db, otherScope);
    await expect(respondToQuote(scope, { quoteId: theirs.id, decision: "approve", comment: null }, "x")).rejects.toMatchObject({ code: "not_found" });
    const [untouched] = await db.select().from(quotes).where(eq(quotes.id, theirs.id));
    expect(untouched.status).toBe("sent");
    await expect(respondToQuote(scope, { quoteId: "1; drop table quotes", decision: "approve", comment: null }, "x")).rejects.toMatchObject({ code: "not_found" });
  });

  it("lets exactly one of two simultaneous answers win", async () => {
    const quote = await createQuote(db, scope);
    const results = await Promise.allSettled([
      respondToQuote(scope, { quoteId: quote.id, decision: "approve", comment: null }, "x"),
      respondToQuote(scope, { quoteId: quote.id, decision: "decline", comment: null }, "x"),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
  });
});
