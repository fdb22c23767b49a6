"use client";

import { useRouter } from "next/navigation";
import { useMemo } from "react";
import { useCheckedForm } from "@/components/forms/use-checked-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { REQUEST_TYPES } from "@/db/schema/enums";
import { formatServicePrice } from "@/lib/format/service-price";
import { requestServiceAction } from "@/lib/portal/actions/request-service";
import { REQUEST_TYPE_LABELS, serviceRequestChecks } from "@/lib/scheduling/service-requests/service-request-rules";
import { TIME_SLOTS } from "@/lib/scheduling/calendar/time-slots";
import type { ServiceView } from "@/lib/catalog/catalog-views";
import { DEMO_DISABLED_MESSAGE } from "../demo-notice";

// "" is "Not sure / other" and "Any time": the server stores both as none.
const EMPTY = { serviceId: "", requestType: "one_time", preferredDate: "", preferredTimeSlot: "", notes: "" };

type Props = { services: ServiceView[]; today: string; demo?: boolean };

/**
 * Spec §5 "Service request form": service, slot and notes optional; one_time by default; no
 * past dates. The browser's own select and radio controls (keyboard, screen readers and phones'
 * pickers for free); the request is parsed again by the server (serviceRequestSchema).
 */
export function RequestServiceForm({ services, today, demo = false }: Props) {
  const router = useRouter();
  const checks = useMemo(() => serviceRequestChecks(today), [today]);
  const form = useCheckedForm(checks, EMPTY);
  const { errors } = form;

  async function onSubmit(values: typeof EMPTY) {
    if (demo) return;
    const result = await requestServiceAction(values).catch(() => null);
    if (result?.ok) {
      toast.success("Service request submitted successfully!");
      form.reset(EMPTY);
      // The page lists the customer's requests under the form: show the new one.
      router.refresh();
    } else {
      toast.error(result?.code === "invalid" ? result.message : "Failed to submit service request");
    }
  }

  return (
    <Card>
      <CardContent>
        <form
          // Spec §8: the first validation message is shown as a toast too.
          onSubmit={form.handleSubmit(onSubmit, (first) => toast.error(first.message))}
          className="grid gap-6"
          noValidate
        >
          <FormField label="Service (optional)" error={errors.serviceId}>
            <NativeSelect className="w-full" {...form.field("serviceId")}>
              <option value="">Not sure / other</option>
              {services.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name} — {formatServicePrice(s)}
                </option>
              ))}
            </NativeSelect>
          </FormField>

          <fieldset className="grid gap-3">
            <legend className="mb-2 text-sm font-medium">Request type</legend>
            <div className="flex flex-wrap gap-4">
              {REQUEST_TYPES.map((type) => (
                <label key={type} className="flex cursor-pointer items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="requestType"
                    value={type}
                    checked={form.values.requestType === type}
                    onChange={() => form.setValue("requestType", type)}
                    className="size-4 cursor-pointer accent-primary"
                  />
                  {REQUEST_TYPE_LABELS[type]}
                </label>
              ))}
            </div>
          </fieldset>

          <div className="grid gap-6 sm:grid-cols-2">
            <FormField label="Preferred date" error={errors.preferredDate}>
              <Input type="date" min={today} {...form.field("preferredDate")} />
            </FormField>
            <FormField label="Preferred time" error={errors.preferredTimeSlot}>
              <NativeSelect className="w-full" {...form.field("preferredTimeSlot")}>
                <option value="">Any time</option>
                {TIME_SLOTS.map((slot) => (
                  <option key={slot} value={slot}>
                    {slot}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>

          <FormField label="Notes (optional)" error={errors.notes}>
            <Textarea rows={4} placeholder="Anything we should know? Gate codes, pets, problem areas…" {...form.field("notes")} />
          </FormField>

          <div className="flex flex-col items-start gap-1">
            <Button type="submit" disabled={form.submitting || demo} aria-describedby={demo ? "request-demo-note" : undefined}>
              {form.submitting ? "Submitting..." : "Submit Request"}
            </Button>
            {demo ? (
              <span id="request-demo-note" className="text-xs text-slate-600">
                {DEMO_DISABLED_MESSAGE}
              </span>
            ) : null}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
