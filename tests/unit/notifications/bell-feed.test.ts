import { describe, expect, it } from "vitest";
import { toBellFeed } from "@/lib/notifications/bell-feed";

const item = (id: string, createdAt: string) => ({ id, kind: "message", title: "New message", body: null, link: null, readAt: null, createdAt });

describe("toBellFeed", () => {
  it("writes each time in the business's zone, 24-hour (spec §9 'MMM d, HH:mm'), keeping the rest", () => {
    const feed = { unreadCount: 2, items: [item("a", "2026-11-28T02:30:00.000Z"), item("b", "2026-07-04T18:05:00.000Z")] };
    const bell = toBellFeed(feed, "America/New_York");
    expect(bell.unreadCount).toBe(2);
    // 02:30 UTC is the evening before in New York (EST, UTC-5); July is EDT (UTC-4).
    expect(bell.items.map((i) => i.when)).toEqual(["Nov 27, 21:30", "Jul 4, 14:05"]);
    expect(bell.items[0]).toMatchObject(feed.items[0]);
  });

  it("gives the same instant another day in another zone", () => {
    const bell = toBellFeed({ unreadCount: 0, items: [item("a", "2026-11-28T02:30:00.000Z")] }, "Asia/Tokyo");
    expect(bell.items[0].when).toBe("Nov 28, 11:30");
  });
});
