import { PageHeader } from "@/components/portal/page-header";
import { RequestServiceForm } from "@/components/portal/request-service/request-service-form";
import { getDemoData } from "@/lib/demo/demo-data";

export const metadata = { title: "Request Service" };

export default function DemoRequestServicePage() {
  const data = getDemoData();
  return (
    <div className="max-w-3xl">
      <PageHeader title="Request Service" description="Tell us what you need and when; we will confirm the visit with you." />
      <RequestServiceForm services={data.services} today={data.today} demo />
    </div>
  );
}
