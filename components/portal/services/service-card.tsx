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
  /** A running job of the customer already performs this service (issue 37): no second sign-up. */
  scheduled?: boolean;
  pending: boolean;
  demo?: boolean;
  onSubscribe: (service: ServiceView) => void;
};

export function ServiceCard({ service, subscribed, scheduled = false, pending, demo = false, onSubscribe }: Props) {
  const taken = subscribed || scheduled;
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
          disabled={taken || pending || demo}
          aria-describedby={demo && !taken ? `demo-${service.id}` : scheduled && !subscribed ? `scheduled-${service.id}` : undefined}
        >
          {subscribed ? "Already Subscribed" : scheduled ? "Already scheduled" : pending ? "Signing up..." : "Sign Up"}
        </Button>
        {scheduled && !subscribed ? (
          <span id={`scheduled-${service.id}`} className="text-center text-xs text-slate-600">
            On your schedule — see My Services
          </span>
        ) : null}
        {demo && !taken ? (
          <span id={`demo-${service.id}`} className="text-center text-xs text-slate-600">
            {DEMO_DISABLED_MESSAGE}
          </span>
        ) : null}
      </CardFooter>
    </Card>
  );
}
