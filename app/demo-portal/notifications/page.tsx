import { NotificationList } from "@/components/portal/notifications/notification-list";
import { getDemoData } from "@/lib/demo/demo-data";

export const metadata = { title: "Notifications" };

export default function DemoNotificationsPage() {
  const data = getDemoData();
  return <NotificationList items={data.notifications} timeZone={data.branding.timezone} basePath="/demo-portal" />;
}
