import { NotificationList } from "@/components/portal/notifications/notification-list";
import { listAllNotifications } from "@/lib/portal/list-all-notifications";
import { loadPortalContext } from "@/lib/portal/load-portal-context";

export const metadata = { title: "Notifications" };

export default async function NotificationsPage({ params }: { params: Promise<{ tenant: string }> }) {
  const { business, scope } = await loadPortalContext((await params).tenant);
  const items = await listAllNotifications(scope);
  return <NotificationList items={items} timeZone={business.timezone} />;
}
