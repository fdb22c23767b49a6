"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { acceptServiceRequestIntoJobAction } from "@/lib/admin/actions/service-requests/accept-service-request-into-job";
import { createJobAction } from "@/lib/admin/actions/schedule/create-job";
import { updateJobAction } from "@/lib/admin/actions/schedule/update-job";
import type { JobFormOptions } from "@/lib/scheduling/jobs/job-form-options";
import { REPEATS, jobFieldsFromForm, startWeekday, type JobFormValues } from "@/lib/scheduling/jobs/job-form-values";
import type { Weekday } from "@/lib/scheduling/recurrence/recurrence";
import { monthName } from "@/lib/scheduling/recurrence/season";
import { firstErrorMessage } from "@/lib/validation/first-error";
import { NativeSelect } from "@/components/ui/native-select";

// zod stays out of this page's first load: the schema is fetched on the form's first focus and used on submit.
const loadSchema = () => import("@/lib/scheduling/jobs/job-schema").then((module) => module.createJobSchema);

const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

const DAY_NAMES: Record<Weekday, string> = { MO: "Monday", TU: "Tuesday", WE: "Wednesday", TH: "Thursday", FR: "Friday", SA: "Saturday", SU: "Sunday" };

/**
 * Create or edit a job (whole series). Weekly repeats fall on the start date's weekday. With
 * a service request (`requestId`), creating the job accepts the request in the same step and
 * the customer is the request's own.
 */
export function JobForm({ options, initial, requestId }: { options: JobFormOptions; initial: JobFormValues; requestId?: string }) {
  const router = useRouter();
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof JobFormValues>(key: K) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: event.target.value }));
  const weekday = startWeekday(values.startDate);
  const properties = options.properties.filter((p) => p.customerId === values.customerId);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = (await loadSchema()).safeParse(jobFieldsFromForm(values));
    if (!parsed.success) {
      setError(firstErrorMessage(parsed.error));
      return;
    }
    setError(null);
    setBusy(true);
    const save = () => {
      if (initial.jobId) return updateJobAction({ ...parsed.data, jobId: initial.jobId });
      if (requestId) return acceptServiceRequestIntoJobAction({ ...parsed.data, requestId });
      return createJobAction(parsed.data);
    };
    const result = await save().catch(() => null);
    setBusy(false);
    if (!result?.ok) {
      setError(result?.message ?? "Failed to save job");
      return;
    }
    toast.success(initial.jobId ? "Job updated" : requestId ? "Request accepted: job created" : "Job created");
    router.push(`/admin/schedule/jobs/${result.data.id}`);
    router.refresh();
  };

  return (
    <form onSubmit={submit} onFocus={() => void loadSchema()} noValidate className="grid max-w-3xl gap-4 md:grid-cols-2" aria-label={initial.jobId ? "Edit job" : "New job"}>
      <FormField label="Customer">
        <NativeSelect
          value={values.customerId}
          onChange={(e) => {
            // The customer's primary property (their typed address, issue 37) is the job's unless changed.
            const primary = options.properties.find((p) => p.customerId === e.target.value && p.isPrimary);
            setValues((v) => ({ ...v, customerId: e.target.value, propertyId: primary?.id ?? "" }));
          }}
          required
          disabled={Boolean(requestId)}
        >
          <option value="">Choose a customer</option>
          {options.customers.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Property">
        <NativeSelect value={values.propertyId} onChange={set("propertyId")}>
          <option value="">Customer&apos;s address</option>
          {properties.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Service">
        <NativeSelect
          value={values.serviceId}
          onChange={(e) => {
            const service = options.services.find((s) => s.id === e.target.value);
            setValues((v) => ({
              ...v,
              serviceId: e.target.value,
              title: v.title || service?.name || "",
              durationMinutes: service?.durationMinutes ? String(service.durationMinutes) : v.durationMinutes,
              price: v.price || (service?.priceCents != null ? (service.priceCents / 100).toFixed(2) : ""),
            }));
          }}
        >
          <option value="">No service</option>
          {options.services.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Title">
        <Input value={values.title} onChange={set("title")} maxLength={200} required />
      </FormField>
      <FormField label="Start date">
        <Input type="date" value={values.startDate} onChange={set("startDate")} required />
      </FormField>
      <FormField label="Start time">
        <Input type="time" value={values.startTime} onChange={set("startTime")} required />
      </FormField>
      <FormField label="Duration (minutes)">
        <Input type="number" min={5} max={1440} step={5} value={values.durationMinutes} onChange={set("durationMinutes")} />
      </FormField>
      <FormField label="Employee">
        <NativeSelect value={values.employeeId} onChange={set("employeeId")}>
          <option value="">Unassigned</option>
          {options.employees.map((e) => (
            <option key={e.id} value={e.id}>
              {e.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Repeats" description={values.repeat !== "none" && weekday && values.repeat !== "monthly" ? `On ${DAY_NAMES[weekday]}s` : undefined}>
        <NativeSelect value={values.repeat} onChange={set("repeat")}>
          {REPEATS.map((r) => (
            <option key={r.value} value={r.value}>
              {r.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {values.repeat !== "none" ? (
        <FormField label="Ends on (optional)">
          <Input type="date" value={values.until} onChange={set("until")} />
        </FormField>
      ) : null}
      {values.repeat !== "none" ? (
        <FormField label="Season" description="Visits only in these months; the job resumes next season by itself. December to March wraps the year.">
          <div className="flex items-center gap-2">
            <MonthSelect label="Season starts in" value={values.seasonStart} onChange={set("seasonStart")} />
            <span className="text-sm text-muted-foreground">to</span>
            <MonthSelect label="Season ends in" value={values.seasonEnd} onChange={set("seasonEnd")} />
          </div>
        </FormField>
      ) : null}
      <FormField label="Price per visit ($)">
        <Input inputMode="decimal" value={values.price} onChange={set("price")} />
      </FormField>
      <FormField label="Instructions for the crew" className="md:col-span-2">
        <Textarea value={values.instructions} onChange={set("instructions")} maxLength={4000} rows={3} />
      </FormField>
      {error ? (
        <p role="alert" className="text-sm text-destructive md:col-span-2">
          {error}
        </p>
      ) : null}
      <div className="md:col-span-2">
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : initial.jobId ? "Save job" : requestId ? "Create job and accept request" : "Create job"}
        </Button>
      </div>
    </form>
  );
}

/** One end of a job's season: "All year" (no season) or a month, valued "1"–"12". */
function MonthSelect({ label, value, onChange }: { label: string; value: string | undefined; onChange: (event: { target: { value: string } }) => void }) {
  return (
    <NativeSelect aria-label={label} value={value ?? ""} onChange={onChange}>
      <option value="">All year</option>
      {MONTHS.map((m) => (
        <option key={m} value={String(m)}>
          {monthName(m)}
        </option>
      ))}
    </NativeSelect>
  );
}
