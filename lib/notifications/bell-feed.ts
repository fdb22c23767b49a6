import { formatMessageTime } from "@/lib/format/dates";
import type { NotificationFeed, NotificationView } from "./notification-views";

/** A notification as the bell shows it: its time already written out. */
export type BellItem = NotificationView & { when: string };
export type BellFeed = { items: BellItem[]; unreadCount: number };

/**
 * The bell's feed with each time written on the server in the business's zone (spec §9
 * 'MMM d, HH:mm'): the bell sits in every page's shell, and formatting there would put the
 * date code in every page's first load.
 */
export function toBellFeed(feed: NotificationFeed, timeZone: string): BellFeed {
  return { unreadCount: feed.unreadCount, items: feed.items.map((item) => ({ ...item, when: formatMessageTime(item.createdAt, timeZone) })) };
}
