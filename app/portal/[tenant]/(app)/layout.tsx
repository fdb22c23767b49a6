import { LogoutButton } from "@/components/portal/logout-button";
import { PreviewBanner } from "@/components/portal/preview-banner";
import { PortalShell } from "@/components/portal/shell/portal-shell";
import { fullName } from "@/lib/format/names";
import { toBellFeed } from "@/lib/notifications/bell-feed";
import { loadPortalContext } from "@/lib/portal/load-portal-context";
import { pageLoaders } from "@/lib/portal/page-loaders";

type Props = { children: React.ReactNode; params: Promise<{ tenant: string }> };

/** The authenticated portal: no session → /login; otherwise the branded shell around the page. */
export default async function PortalAppLayout({ children, params }: Props) {
  const { branding, customer, scope, isPreview } = await loadPortalContext((await params).tenant);
  const notifications = await pageLoaders.shell(scope);
  return (
    <PortalShell
      business={branding}
      customerName={fullName(customer.firstName, customer.lastName)}
      notifications={toBellFeed(notifications, branding.timezone)}
      logout={<LogoutButton className="w-full justify-start" />}
      banner={isPreview ? <PreviewBanner customerName={fullName(customer.firstName, customer.lastName)} /> : null}
    >
      {children}
    </PortalShell>
  );
}
