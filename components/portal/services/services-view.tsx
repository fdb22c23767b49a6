import { History, PackageOpen, Wrench } from "@/components/icons";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { formatListDate } from "@/lib/format/dates";
import { formatServicePrice } from "@/lib/format/service-price";
import type { JobView } from "@/lib/scheduling/job-views";
import type { ServiceView, SubscriptionView } from "@/lib/catalog/catalog-views";
import { capitalizeStatus, statusDisplay } from "@/lib/status/tones";
import { EmptyState } from "../empty-state";
import { PageHeader } from "../page-header";
import { StatusBadge } from "../status-badge";
import { AvailableServices } from "./available-services";
import { ServiceHistory } from "./service-history";

export type ServicesTab = "available" | "mine" | "history";

type Props = {
  services: ServiceView[];
  subscriptions: SubscriptionView[];
  history: JobView[];
  initialTab?: ServicesTab;
  timeZone?: string;
  demo?: boolean;
};

/**
 * Spec §2 /services: Available Services, My Services and Service History, each with its count.
 * Rendered on the server; the tabs and the sign-up buttons are the client islands.
 */
export function ServicesView({ services, subscriptions, history, initialTab = "available", timeZone, demo = false }: Props) {
  const subscribedIds = subscriptions.filter((s) => s.status === "active").map((s) => s.serviceId);

  return (
    <div>
      <PageHeader title="Services" description="Browse our services, manage your subscriptions and see your service history." />
      <Tabs defaultValue={initialTab}>
        <TabsList aria-label="Services">
          <TabsTrigger value="available">Available Services ({services.length})</TabsTrigger>
          <TabsTrigger value="mine">My Services ({subscriptions.length})</TabsTrigger>
          <TabsTrigger value="history">Service History ({history.length})</TabsTrigger>
        </TabsList>

        <TabsContent value="available" className="mt-4">
          {services.length === 0 ? (
            <EmptyState icon={PackageOpen} title="No Services Available">
              There are no services available for signup at this time.
            </EmptyState>
          ) : (
            <AvailableServices services={services} subscribedIds={subscribedIds} demo={demo} />
          )}
        </TabsContent>

        <TabsContent value="mine" className="mt-4">
          {subscriptions.length === 0 ? (
            <EmptyState icon={Wrench} title="No Subscribed Services">
              You haven&apos;t subscribed to any services yet. Browse Available Services to sign up.
            </EmptyState>
          ) : (
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {subscriptions.map((sub) => (
                <li key={sub.id}>
                  <Card data-testid="subscription-card">
                    <CardHeader className="flex flex-row items-start justify-between gap-2">
                      <CardTitle className="text-base">{sub.serviceName}</CardTitle>
                      <StatusBadge display={statusDisplay(capitalizeStatus(sub.status), sub.status === "active" ? "green" : "neutral")} />
                    </CardHeader>
                    <CardContent className="flex flex-col gap-1 text-sm text-slate-700">
                      {sub.service ? <p className="font-medium">{formatServicePrice(sub.service)}</p> : null}
                      <p>Frequency: {sub.frequency ? capitalizeStatus(sub.frequency) : "One-time"}</p>
                      <p>Started {formatListDate(sub.startDate)}</p>
                    </CardContent>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </TabsContent>

        <TabsContent value="history" className="mt-4">
          {history.length === 0 ? (
            <EmptyState icon={History} title="No Service History">
              Your scheduled and completed visits will appear here.
            </EmptyState>
          ) : (
            <ServiceHistory jobs={history} timeZone={timeZone} />
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}
