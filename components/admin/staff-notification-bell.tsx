"use client";

import { NotificationBell } from "@/components/portal/shell/notification-bell";
import { markStaffNotificationsReadAction } from "@/lib/admin/actions/account/mark-staff-notifications-read";
import type { BellFeed } from "@/lib/notifications/bell-feed";

/** The admin header's bell: the member's own notifications (messages, requests, quote decisions, signatures). */
export function StaffNotificationBell({ feed }: { feed: BellFeed }) {
  return <NotificationBell feed={feed} markRead={markStaffNotificationsReadAction} allHref="/admin/notifications" />;
}
