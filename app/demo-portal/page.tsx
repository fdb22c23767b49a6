import { DashboardView } from "@/components/portal/dashboard/dashboard-view";
import { getDemoData } from "@/lib/demo/demo-data";

export const metadata = {
  title: { absolute: "Demo portal · ServiceLoop" },
  alternates: { canonical: "/demo-portal/dashboard" },
};

/** The demo's front door shows the portal home, like a customer's first screen after signing in. */
export default function DemoPortalHome() {
  const data = getDemoData();
  return <DashboardView customer={data.customer} nextJob={data.nextJob} timeZone={data.branding.timezone} basePath="/demo-portal" />;
}
