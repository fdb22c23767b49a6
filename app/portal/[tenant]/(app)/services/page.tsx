import { ServicesView, type ServicesTab } from "@/components/portal/services/services-view";
import { loadPortalContext } from "@/lib/portal/load-portal-context";
import { pageLoaders } from "@/lib/portal/page-loaders";

export const metadata = { title: "Services" };

const TABS: ServicesTab[] = ["available", "mine", "history"];

type Props = { params: Promise<{ tenant: string }>; searchParams: Promise<{ tab?: string | string[] }> };

export default async function ServicesPage({ params, searchParams }: Props) {
  const { business, scope, isPreview } = await loadPortalContext((await params).tenant);
  const requested = (await searchParams).tab;
  const tab = TABS.find((t) => t === requested) ?? "available";
  const { services, subscriptions, serviceJobs, history } = await pageLoaders.services(scope, { preview: isPreview });
  return (
    <ServicesView
      services={services}
      subscriptions={subscriptions}
      serviceJobs={serviceJobs}
      history={history}
      initialTab={tab}
      timeZone={business.timezone}
    />
  );
}
