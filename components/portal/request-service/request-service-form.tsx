"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useMemo } from "react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { REQUEST_TYPES } from "@/db/schema/enums";
import { formatServicePrice } from "@/lib/format/service-price";
import { requestServiceAction } from "@/lib/portal/actions/request-service";
import {
  REQUEST_TYPE_LABELS, serviceRequestSchema, type ServiceRequestData, type ServiceRequestInput,
} from "@/lib/scheduling/service-request-schema";
import { TIME_SLOTS } from "@/lib/scheduling/time-slots";
import type { ServiceView } from "@/lib/catalog/catalog-views";
import { firstErrorMessage } from "@/lib/validation/first-error";
import { DEMO_DISABLED_MESSAGE } from "../demo-notice";

const NONE = "none";
const EMPTY: ServiceRequestInput = { serviceId: null, requestType: "one_time", preferredDate: "", preferredTimeSlot: null, notes: "" };

type Props = { services: ServiceView[]; today: string; demo?: boolean };

/** Spec §5 "Service request form": service, slot and notes optional; one_time by default; no past dates. */
export function RequestServiceForm({ services, today, demo = false }: Props) {
  const router = useRouter();
  const schema = useMemo(() => serviceRequestSchema(today), [today]);
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ServiceRequestInput, unknown, ServiceRequestData>({ resolver: zodResolver(schema), defaultValues: EMPTY });

  async function onSubmit(data: ServiceRequestData) {
    if (demo) return;
    const result = await requestServiceAction(data).catch(() => null);
    if (result?.ok) {
      toast.success("Service request submitted successfully!");
      reset(EMPTY);
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
          onSubmit={handleSubmit(onSubmit, (formErrors) => {
            // Spec §8: the first validation message is shown as a toast too.
            const first = Object.values(formErrors)[0]?.message;
            toast.error(typeof first === "string" ? first : firstErrorMessage(null));
          })}
          className="grid gap-6"
          noValidate
        >
          <FormField label="Service (optional)" error={errors.serviceId?.message}>
            {(control_) => (
              <Controller
                control={control}
                name="serviceId"
                render={({ field }) => (
                  <Select value={field.value ?? NONE} onValueChange={(v) => field.onChange(v === NONE ? null : v)}>
                    <SelectTrigger {...control_} className="w-full">
                      <SelectValue placeholder="Choose a service" />
                    </SelectTrigger>
                    <SelectContent>
                      <SelectItem value={NONE}>Not sure / other</SelectItem>
                      {services.map((s) => (
                        <SelectItem key={s.id} value={s.id}>
                          {s.name} — {formatServicePrice(s)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            )}
          </FormField>

          <fieldset className="grid gap-3">
            <legend className="mb-2 text-sm font-medium">Request type</legend>
            <Controller
              control={control}
              name="requestType"
              render={({ field }) => (
                <RadioGroup value={field.value ?? "one_time"} onValueChange={field.onChange} className="flex flex-wrap gap-4">
                  {REQUEST_TYPES.map((type) => (
                    <div key={type} className="flex items-center gap-2">
                      <RadioGroupItem value={type} id={`request-type-${type}`} />
                      <Label htmlFor={`request-type-${type}`} className="font-normal">
                        {REQUEST_TYPE_LABELS[type]}
                      </Label>
                    </div>
                  ))}
                </RadioGroup>
              )}
            />
          </fieldset>

          <div className="grid gap-6 sm:grid-cols-2">
            <FormField label="Preferred date" error={errors.preferredDate?.message}>
              <Input type="date" min={today} {...register("preferredDate")} />
            </FormField>
            <FormField label="Preferred time" error={errors.preferredTimeSlot?.message}>
              {(control_) => (
                <Controller
                  control={control}
                  name="preferredTimeSlot"
                  render={({ field }) => (
                    <Select value={field.value ?? NONE} onValueChange={(v) => field.onChange(v === NONE ? null : v)}>
                      <SelectTrigger {...control_} className="w-full">
                        <SelectValue placeholder="Any time" />
                      </SelectTrigger>
                      <SelectContent>
                        <SelectItem value={NONE}>Any time</SelectItem>
                        {TIME_SLOTS.map((slot) => (
                          <SelectItem key={slot} value={slot}>
                            {slot}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                />
              )}
            </FormField>
          </div>

          <FormField label="Notes (optional)" error={errors.notes?.message}>
            <Textarea rows={4} placeholder="Anything we should know? Gate codes, pets, problem areas…" {...register("notes")} />
          </FormField>

          <div className="flex flex-col items-start gap-1">
            <Button type="submit" disabled={isSubmitting || demo} aria-describedby={demo ? "request-demo-note" : undefined}>
              {isSubmitting ? "Submitting..." : "Submit Request"}
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
