import type { Metadata } from "next";
import Link from "next/link";
import { LogOut } from "@/components/icons";
import { Button } from "@/components/ui/button";
import { DemoBanner } from "@/components/marketing/demo-banner";
import { PortalShell } from "@/components/portal/shell/portal-shell";
import { getDemoData } from "@/lib/demo/demo-data";
import { fullName } from "@/lib/format/names";
import { toBellFeed } from "@/lib/notifications/bell-feed";
import { brandStyle } from "@/lib/tenancy/brand-style";

export const metadata: Metadata = {
  title: { default: "Demo portal", template: "%s · ServiceLoop demo portal" },
  description:
    "Click through a real ServiceLoop customer portal: a lawn care customer's dashboard, services, quotes, contracts, invoices and messages — no sign-up needed.",
};

// Static, regenerated daily so the demo's relative dates (next visit, overdue invoice) stay true.
export const revalidate = 86400;

/**
 * The public demo portal: the real portal screens (components/portal) over the built-in demo
 * business (lib/demo), without signing in. `demo` disables every action in those screens.
 */
export default function DemoPortalLayout({ children }: { children: React.ReactNode }) {
  const data = getDemoData();
  return (
    <>
      <DemoBanner />
      <div style={brandStyle(data.theme)}>
        <PortalShell
          business={data.branding}
          customerName={fullName(data.customer.firstName, data.customer.lastName)}
          notifications={toBellFeed(data.feed, data.branding.timezone)}
          basePath="/demo-portal"
          demo
          logout={
            <Button asChild variant="ghost" className="w-full justify-start">
              <Link href="/">
                <LogOut aria-hidden="true" />
                Exit demo
              </Link>
            </Button>
          }
        >
          {children}
        </PortalShell>
      </div>
    </>
  );
}
