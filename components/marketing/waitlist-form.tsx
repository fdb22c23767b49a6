"use client";

import { useEffect, useState, useTransition } from "react";
import { IntentLink as Link } from "@/components/marketing/intent-link";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { PartyPopper } from "@/components/icons";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { HONEYPOT_FIELD } from "@/lib/security/honeypot";
import { joinWaitlistAction } from "@/lib/public/actions/join-waitlist";
import {
  CUSTOMER_COUNTS,
  isWaitlistIndustry,
  WAITLIST_INDUSTRIES,
  waitlistSchema,
  type WaitlistFormValues,
  type WaitlistInput,
} from "@/lib/waitlist/waitlist-schema";
import { HoneypotField } from "./honeypot-field";
import { SelectField } from "./select-field";

type FieldName = keyof WaitlistFormValues;
const FIELDS: FieldName[] = ["name", "email", "businessName", "industry", "customerCount"];

export function WaitlistForm() {
  const [pending, startTransition] = useTransition();
  const [formError, setFormError] = useState<string | null>(null);
  const [alreadyJoined, setAlreadyJoined] = useState<string | null>(null);
  const [honeypot, setHoneypot] = useState("");
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<WaitlistFormValues, unknown, WaitlistInput>({
    resolver: zodResolver(waitlistSchema),
    defaultValues: { name: "", email: "", businessName: "", industry: undefined, customerCount: undefined },
  });

  // ?industry= (the industry pages' waitlist links) preselects the trade. Read after hydration:
  // the page is prerendered without the query, and this keeps anything typed before it.
  useEffect(() => {
    const industry = new URLSearchParams(window.location.search).get("industry");
    if (isWaitlistIndustry(industry)) setValue("industry", industry);
  }, [setValue]);

  const onSubmit = (values: WaitlistInput) => {
    setFormError(null);
    setAlreadyJoined(null);
    startTransition(async () => {
      // On success the action redirects to /waitlist-confirmation and never returns here.
      const result = await joinWaitlistAction({ ...values, [HONEYPOT_FIELD]: honeypot });
      if (result.ok) return setAlreadyJoined(result.data.message);
      if (result.field && FIELDS.includes(result.field as FieldName)) {
        setError(result.field as FieldName, { message: result.message }, { shouldFocus: true });
      } else {
        setFormError(result.message);
      }
    });
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="relative grid gap-5" aria-describedby="waitlist-note">
      <FormField label="Your name" error={errors.name?.message}>
        <Input autoComplete="name" {...register("name")} />
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" {...register("email")} />
      </FormField>
      <FormField label="Business name" error={errors.businessName?.message}>
        <Input autoComplete="organization" {...register("businessName")} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          control={control}
          name="industry"
          label="Industry"
          error={errors.industry?.message}
          placeholder="Choose your trade"
          options={WAITLIST_INDUSTRIES}
        />
        <SelectField
          control={control}
          name="customerCount"
          label="Number of customers"
          error={errors.customerCount?.message}
          placeholder="How many today?"
          options={CUSTOMER_COUNTS}
        />
      </div>
      <HoneypotField name={HONEYPOT_FIELD} value={honeypot} onChange={(event) => setHoneypot(event.target.value)} />
      {formError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">
          {formError}
        </p>
      )}
      {alreadyJoined && (
        <div role="status" className="flex gap-3 rounded-xl bg-green-50 p-4 text-sm text-green-900 ring-1 ring-green-200">
          <PartyPopper className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">You&apos;re already on the list</p>
            <p className="mt-1">{alreadyJoined}</p>
            <p className="mt-2">
              Meanwhile, take a look at the{" "}
              <Link href="/demo-portal" className="font-medium underline underline-offset-4">
                demo portal
              </Link>
              .
            </p>
          </div>
        </div>
      )}
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending && <Spinner className="text-primary-foreground" label="Joining" />}
        {pending ? "Joining…" : "Join Waitlist"}
      </Button>
      <p id="waitlist-note" className="text-center text-xs text-slate-600">
        One confirmation email now, one invitation when your spot opens. No spam, ever.
      </p>
    </form>
  );
}
