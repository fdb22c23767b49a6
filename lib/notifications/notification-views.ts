/** Plain, serialisable notification shapes (client-safe). */
export type NotificationView = {
  id: string;
  kind: string;
  title: string;
  body: string | null;
  link: string | null;
  readAt: string | null;
  createdAt: string;
};

export type NotificationFeed = { items: NotificationView[]; unreadCount: number };
