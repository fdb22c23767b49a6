"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { useActionCall } from "@/components/ui/use-action-call";
import type { ActionResult } from "@/lib/foundation/action-result";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { pauseServiceAsCustomerAction, resumeServiceAsCustomerAction } from "@/lib/portal/actions/service-pause";
import { formatListDate } from "@/lib/format/dates";
import { addDays } from "@/lib/scheduling/recurrence/local-date";
import type { CustomerRecurringJobView } from "@/lib/scheduling/customer-pause/customer-recurring-job-views";

/** Dashboard: "Going away?" — pause a recurring service from a date until a date, or resume it now. */
export function ServicePauseCard({ services, canPause }: { services: CustomerRecurringJobView[]; canPause: boolean }) {
  const shown = services.filter((s) => canPause || s.resumesOn);
  if (shown.length === 0) return null;
  return (
    <Card aria-labelledby="service-pause-title">
      <CardHeader>
        <CardTitle id="service-pause-title">Going away?</CardTitle>
        <CardDescription>Pause a regular service while you are away; it starts again by itself after the last day.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y">
          {shown.map((service) => (
            <ServicePauseRow key={service.id} service={service} canPause={canPause} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function ServicePauseRow({ service, canPause }: { service: CustomerRecurringJobView; canPause: boolean }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [from, setFrom] = useState("");
  const [until, setUntil] = useState("");
  const { busy, error, call } = useActionCall();

  const run = async <T,>(action: () => Promise<ActionResult<T>>, success: string) => {
    if (!(await call(action, "Something went wrong"))) return;
    setOpen(false);
    toast.success(success);
    router.refresh();
  };

  const lastDay = service.resumesOn ? addDays(service.resumesOn, -1) : null;
  return (
    <li className="grid gap-2 py-3" data-testid="service-pause">
      <p className="font-medium text-slate-900">{service.title}</p>
      {service.resumesOn ? (
        <>
          <p className="text-sm text-slate-700">
            Paused {service.pausedFrom ? `from ${formatListDate(service.pausedFrom)} ` : ""}until {formatListDate(lastDay!)} — visits start again on{" "}
            {formatListDate(service.resumesOn)}.
          </p>
          <div>
            <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => run(() => resumeServiceAsCustomerAction({ jobId: service.id }), "Service resumed")}>
              {busy ? "Resuming..." : "Resume now"}
            </Button>
          </div>
        </>
      ) : open ? (
        <form
          aria-label={`Pause ${service.title}`}
          className="grid gap-3 sm:grid-cols-2"
          onSubmit={(e) => {
            e.preventDefault();
            void run(() => pauseServiceAsCustomerAction({ jobId: service.id, from, until }), "Service paused");
          }}
        >
          <FormField label="Pause from">
            <Input type="date" value={from} min={service.today} onChange={(e) => setFrom(e.target.value)} required />
          </FormField>
          <FormField label="Until (last day)">
            <Input type="date" value={until} min={from || service.today} onChange={(e) => setUntil(e.target.value)} required />
          </FormField>
          <div className="flex flex-wrap gap-2 sm:col-span-2">
            <Button type="submit" size="sm" disabled={busy}>
              {busy ? "Pausing..." : "Pause service"}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : canPause ? (
        <div>
          <Button type="button" size="sm" variant="outline" onClick={() => setOpen(true)}>
            Pause this service
          </Button>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </li>
  );
}
