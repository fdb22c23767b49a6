import { NotificationList } from "@/components/portal/notifications/notification-list";
import { loadPortalContext } from "@/lib/portal/load-portal-context";
import { pageLoaders } from "@/lib/portal/page-loaders";

export const metadata = { title: "Notifications" };

export default async function NotificationsPage({ params }: { params: Promise<{ tenant: string }> }) {
  const { business, scope, isPreview } = await loadPortalContext((await params).tenant);
  const items = await pageLoaders.notifications(scope, { preview: isPreview });
  return <NotificationList items={items} timeZone={business.timezone} />;
}
