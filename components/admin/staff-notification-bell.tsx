"use client";

import { NotificationBell } from "@/components/portal/shell/notification-bell";
import { markStaffNotificationsReadAction } from "@/lib/admin/actions/mark-staff-notifications-read";
import type { NotificationFeed } from "@/lib/notifications/notification-views";

/** The admin header's bell: the member's own notifications (messages, requests, quote decisions, signatures). */
export function StaffNotificationBell({ feed, timeZone }: { feed: NotificationFeed; timeZone: string }) {
  return <NotificationBell feed={feed} timeZone={timeZone} markRead={markStaffNotificationsReadAction} allHref="/admin/notifications" />;
}
