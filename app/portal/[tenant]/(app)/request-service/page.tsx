import { PageHeader } from "@/components/portal/page-header";
import { MyRequests } from "@/components/portal/request-service/my-requests";
import { RequestServiceForm } from "@/components/portal/request-service/request-service-form";
import { loadPortalContext } from "@/lib/portal/load-portal-context";
import { pageLoaders } from "@/lib/portal/page-loaders";

export const metadata = { title: "Request Service" };

export default async function RequestServicePage({ params }: { params: Promise<{ tenant: string }> }) {
  const { business, scope, isPreview } = await loadPortalContext((await params).tenant);
  const { services, requests, today } = await pageLoaders.requestService(scope, business.timezone, { preview: isPreview });
  return (
    <div className="max-w-3xl">
      <PageHeader title="Request Service" description="Tell us what you need and when; we will confirm the visit with you." />
      <RequestServiceForm services={services} today={today} />
      <MyRequests requests={requests} timeZone={business.timezone} />
    </div>
  );
}
