import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { buildDemoData } from "@/lib/demo/demo-data";
import { zonedIso } from "@/lib/demo/demo-dates";

describe("demo portal data", () => {
  const now = new Date("2026-11-21T15:00:00Z");
  const data = buildDemoData(now);

  it("keeps its documents consistent", () => {
    for (const { figures } of [...data.quotes, ...data.invoices]) {
      const subtotal = figures.lines.reduce((sum, li) => sum + li.amountCents, 0);
      expect(figures.subtotalCents).toBe(subtotal);
      expect(figures.totalCents).toBe(figures.subtotalCents - figures.discountCents + figures.taxCents);
      for (const li of figures.lines) expect(li.amountCents).toBe(Math.round(li.quantity * li.rateCents));
      if (figures.balanceDueCents !== null) expect(figures.settlements.reduce((sum, s) => sum + s.amountCents, figures.totalCents)).toBe(figures.balanceDueCents);
    }
    expect(data.quotes.filter((q) => q.status === "sent")).toHaveLength(2);
    // The demo shows a discount, as a real quote would.
    expect(data.quotes.some((q) => q.figures.discountCents > 0)).toBe(true);
    expect(data.quotes.some((q) => q.status === "sent" && q.figures.lines.length > 3)).toBe(true);
    expect(data.quotes.some((q) => q.status === "sent" && q.validUntil === null)).toBe(true);
    expect(new Set(data.invoices.map((i) => i.status))).toEqual(new Set(["pending", "paid", "overdue"]));
    const unpaid = data.invoices.filter((i) => i.status === "pending" || i.status === "overdue").reduce((s, i) => s + i.figures.totalCents, 0);
    expect(data.customer.outstandingBalanceCents).toBe(unpaid);
    const signed = data.contracts.find((c) => c.status === "signed")!;
    expect(signed.signature?.contentSha256).toBe(createHash("sha256").update(signed.content!).digest("hex"));
  });

  it("places dates relative to now: the next visit ahead, the overdue invoice past due", () => {
    expect(new Date(data.nextJob!.scheduledDate).getTime()).toBeGreaterThan(now.getTime());
    const overdue = data.invoices.find((i) => i.status === "overdue")!;
    expect(overdue.dueDate! < data.today).toBe(true);
    const history = data.history.map((j) => j.scheduledDate);
    expect([...history].sort().reverse()).toEqual(history);
    expect(data.feed.unreadCount).toBe(3);
  });

  it("links only to its own screens and pictures", () => {
    for (const n of data.notifications) expect(n.link).toMatch(/^\/(contracts|quotes\/q-|invoices\/inv-|services)/);
    const quoteIds = new Set(data.quotes.map((q) => q.id));
    for (const m of data.conversation.messages) {
      for (const a of m.attachments) {
        if (a.type === "quote_link") expect(quoteIds.has(a.quote_id)).toBe(true);
        if (a.type === "file") expect(a.url).toMatch(/^\/demo-portal\/media\//);
      }
    }
  });

  it("converts a wall-clock time in a zone to the right instant, across DST", () => {
    expect(zonedIso("2026-07-01", 8, 0, "America/Chicago")).toBe("2026-07-01T13:00:00.000Z");
    expect(zonedIso("2026-12-01", 8, 0, "America/Chicago")).toBe("2026-12-01T14:00:00.000Z");
  });
});
