"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { subscribeAction } from "@/lib/portal/actions/subscribe";
import type { ServiceView } from "@/lib/catalog/catalog-views";
import { ServiceCard } from "./service-card";

type Props = {
  services: ServiceView[];
  subscribedIds: string[];
  /** Services a running job of the customer already performs: not offered again. */
  scheduledIds?: string[];
  demo?: boolean;
};

/** The Available Services tab's cards, with signing up (the only part of /services that needs the browser). */
export function AvailableServices({ services, subscribedIds, scheduledIds = [], demo = false }: Props) {
  const router = useRouter();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [, startTransition] = useTransition();

  function subscribe(service: ServiceView) {
    if (demo) return;
    setPendingId(service.id);
    startTransition(async () => {
      const result = await subscribeAction({ serviceId: service.id }).catch(() => null);
      setPendingId(null);
      if (result?.ok) {
        toast.success(`Successfully signed up for ${result.data.serviceName}`);
        router.refresh();
      } else {
        toast.error(`Failed to sign up for service: ${result?.message ?? "Please try again later."}`);
      }
    });
  }

  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {services.map((service) => (
        <li key={service.id}>
          <ServiceCard
            service={service}
            subscribed={subscribedIds.includes(service.id)}
            scheduled={scheduledIds.includes(service.id)}
            pending={pendingId === service.id}
            demo={demo}
            onSubscribe={subscribe}
          />
        </li>
      ))}
    </ul>
  );
}
