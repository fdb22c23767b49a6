/** Plain, serialisable service and subscription shapes (client-safe). */
export type ServiceView = {
  id: string;
  name: string;
  description: string | null;
  priceCents: number | null;
  billingMethod: string;
  isRecurring: boolean;
  recurringInterval: string | null;
  durationMinutes: number | null;
};

export type SubscriptionView = {
  id: string;
  serviceId: string;
  serviceName: string;
  status: string;
  frequency: string | null;
  startDate: string;
  service: ServiceView | null;
};
