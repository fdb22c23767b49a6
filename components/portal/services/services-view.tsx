import { History, PackageOpen, Wrench } from "@/components/icons";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { ServiceView, SubscriptionView } from "@/lib/catalog/catalog-views";
import type { CustomerServiceJobView } from "@/lib/scheduling/self-service/customer-service-job-views";
import type { ServiceHistorySections } from "@/lib/scheduling/self-service/service-history-sections";
import { EmptyState } from "../empty-state";
import { PageHeader } from "../page-header";
import { AvailableServices } from "./available-services";
import { MyServices } from "./my-services";
import { ServiceHistory } from "./service-history";

export type ServicesTab = "available" | "mine" | "history";

type Props = {
  services: ServiceView[];
  subscriptions: SubscriptionView[];
  /** The recurring jobs the business runs for the customer (they count as their services too). */
  serviceJobs?: CustomerServiceJobView[];
  history: ServiceHistorySections;
  initialTab?: ServicesTab;
  timeZone?: string;
  demo?: boolean;
};

/**
 * Spec §2 /services: Available Services, My Services and Service History, each with its count.
 * Rendered on the server; the tabs and the sign-up buttons are the client islands.
 */
export function ServicesView({ services, subscriptions, serviceJobs = [], history, initialTab = "available", timeZone, demo = false }: Props) {
  const subscribedIds = subscriptions.filter((s) => s.status === "active").map((s) => s.serviceId);
  const scheduledIds = serviceJobs.flatMap((job) => (job.serviceId ? [job.serviceId] : []));
  const mine = subscriptions.length + serviceJobs.length;
  const visits = history.upcoming.length + history.past.length;

  return (
    <div>
      <PageHeader title="Services" description="Browse our services, manage your subscriptions and see your service history." />
      <Tabs defaultValue={initialTab}>
        <TabsList aria-label="Services">
          <TabsTrigger value="available">Available Services ({services.length})</TabsTrigger>
          <TabsTrigger value="mine">My Services ({mine})</TabsTrigger>
          <TabsTrigger value="history">Service History ({visits})</TabsTrigger>
        </TabsList>

        <TabsContent value="available" className="mt-4">
          {services.length === 0 ? (
            <EmptyState icon={PackageOpen} title="No Services Available">
              There are no services available for signup at this time.
            </EmptyState>
          ) : (
            <AvailableServices services={services} subscribedIds={subscribedIds} scheduledIds={scheduledIds} demo={demo} />
          )}
        </TabsContent>

        <TabsContent value="mine" className="mt-4">
          {mine === 0 ? (
            <EmptyState icon={Wrench} title="No Subscribed Services">
              You haven&apos;t subscribed to any services yet. Browse Available Services to sign up.
            </EmptyState>
          ) : (
            <MyServices subscriptions={subscriptions} serviceJobs={serviceJobs} timeZone={timeZone} />
          )}
        </TabsContent>

        <TabsContent value="history" className="mt-4">
          {visits === 0 ? (
            <EmptyState icon={History} title="No Service History">
              Your scheduled and completed visits will appear here.
            </EmptyState>
          ) : (
            <ServiceHistory history={history} timeZone={timeZone} />
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}
