import { Calculator } from "@/components/icons";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { LazyServicePricingForm } from "@/components/admin/services/lazy-service-pricing-form";
import { ServiceSubpage } from "@/components/admin/services/service-subpage";
import { loadServicePricingPage } from "@/lib/admin/page-loaders/service-pricing-page";
import { isUuid } from "@/lib/foundation/is-uuid";
import { requireStaff } from "@/lib/identity/staff/require-staff";

export const metadata: Metadata = { title: "How a service is priced" };

/** /admin/services/pricing/{id} (manage_services, issue 39 item 1): the rule online booking and price quotes use, with a live preview. */
export default async function ServicePricingPage({ params }: { params: Promise<{ serviceId: string }> }) {
  const staff = await requireStaff({ section: "services" });
  const { serviceId } = await params;
  if (!isUuid(serviceId)) notFound();
  const loaded = await loadServicePricingPage(staff, serviceId);
  if (!loaded) notFound();
  const { service, pricing } = loaded;
  return (
    <ServiceSubpage
      title={`How ${service.name} is priced`}
      icon={Calculator}
      description="Online booking and price quotes use this rule: a base price, a price per step of the measure above what it includes, a discount per frequency. Without a rule the service keeps its own price."
    >
      {staff.allowedLocationIds !== null ? (
        <p>Only a member who sees every location can change how a service is priced.</p>
      ) : (
        <LazyServicePricingForm
          serviceId={service.id}
          name={service.name}
          stored={pricing ? { measureName: pricing.measureName, measureUnit: pricing.measureUnit, rule: pricing.rule, addOns: pricing.addOns } : null}
        />
      )}
    </ServiceSubpage>
  );
}
