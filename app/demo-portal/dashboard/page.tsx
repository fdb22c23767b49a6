import { DashboardView } from "@/components/portal/dashboard/dashboard-view";
import { getDemoData } from "@/lib/demo/demo-data";

export const metadata = { title: "Dashboard" };

export default function DemoDashboardPage() {
  const data = getDemoData();
  return <DashboardView customer={data.customer} nextJob={data.nextJob} timeZone={data.branding.timezone} basePath="/demo-portal" />;
}
