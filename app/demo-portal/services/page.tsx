import { ServicesView, type ServicesTab } from "@/components/portal/services/services-view";
import { getDemoData } from "@/lib/demo/demo-data";
import { splitServiceHistory } from "@/lib/scheduling/self-service/service-history-sections";

export const metadata = { title: "Services" };

const TABS: ServicesTab[] = ["available", "mine", "history"];

// Reads ?tab= (the dashboard's Service History link), so this page renders per request.
export default async function DemoServicesPage({ searchParams }: { searchParams: Promise<{ tab?: string | string[] }> }) {
  const requested = (await searchParams).tab;
  const data = getDemoData();
  return (
    <ServicesView
      services={data.services}
      subscriptions={data.subscriptions}
      history={splitServiceHistory(data.history, new Date())}
      initialTab={TABS.find((t) => t === requested) ?? "available"}
      timeZone={data.branding.timezone}
      demo
    />
  );
}
