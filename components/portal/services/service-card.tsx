"use client";

import { Clock } from "@/components/icons";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { formatServicePrice } from "@/lib/format/service-price";
import type { ServiceView } from "@/lib/catalog/catalog-views";
import { DEMO_DISABLED_MESSAGE } from "../demo-notice";

type Props = {
  service: ServiceView;
  subscribed: boolean;
  pending: boolean;
  demo?: boolean;
  onSubscribe: (service: ServiceView) => void;
};

export function ServiceCard({ service, subscribed, pending, demo = false, onSubscribe }: Props) {
  return (
    <Card className="h-full" data-testid="service-card">
      <CardHeader>
        <CardTitle className="text-base">{service.name}</CardTitle>
        {service.description ? <CardDescription>{service.description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-1">
        <p className="text-lg font-semibold text-slate-900">{formatServicePrice(service)}</p>
        {service.durationMinutes ? (
          <p className="flex items-center gap-1 text-sm text-slate-600">
            <Clock className="size-4" aria-hidden="true" /> {service.durationMinutes} minutes
          </p>
        ) : null}
      </CardContent>
      <CardFooter className="mt-auto flex-col items-stretch gap-1">
        <Button
          onClick={() => onSubscribe(service)}
          disabled={subscribed || pending || demo}
          aria-describedby={demo ? `demo-${service.id}` : undefined}
        >
          {subscribed ? "Already Subscribed" : pending ? "Signing up..." : "Sign Up"}
        </Button>
        {demo && !subscribed ? (
          <span id={`demo-${service.id}`} className="text-center text-xs text-slate-600">
            {DEMO_DISABLED_MESSAGE}
          </span>
        ) : null}
      </CardFooter>
    </Card>
  );
}
