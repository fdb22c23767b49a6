"use client";

import { useEffect, useRef, useState, useTransition } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2 } from "@/components/icons";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import {
  CONTACT_TOPICS,
  contactSchema,
  isContactTopic,
  type ContactFormValues,
  type ContactInput,
  type ContactTopic,
} from "@/lib/contact/contact-schema";
import { sendContactMessageAction } from "@/lib/public/actions/send-contact-message";
import { HONEYPOT_FIELD } from "@/lib/security/honeypot";
import { HoneypotField } from "./honeypot-field";
import { SelectField } from "./select-field";

type FieldName = keyof ContactFormValues;
const FIELDS: FieldName[] = ["name", "email", "company", "topic", "message"];

export function ContactForm({ defaultTopic = "general" }: { defaultTopic?: ContactTopic }) {
  const [pending, startTransition] = useTransition();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [honeypot, setHoneypot] = useState("");
  const successRef = useRef<HTMLDivElement>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    reset,
    formState: { errors },
  } = useForm<ContactFormValues, unknown, ContactInput>({
    resolver: zodResolver(contactSchema),
    defaultValues: { name: "", email: "", company: "", topic: defaultTopic, message: "" },
  });

  // ?topic= ("Schedule Demo" links to /contact?topic=demo) is read after hydration: the page is
  // prerendered without the query, and this keeps anything typed before hydration in place.
  useEffect(() => {
    const topic = new URLSearchParams(window.location.search).get("topic");
    if (isContactTopic(topic)) setValue("topic", topic);
  }, [setValue]);

  const onSubmit = (values: ContactInput) => {
    setFormError(null);
    startTransition(async () => {
      const result = await sendContactMessageAction({ ...values, [HONEYPOT_FIELD]: honeypot });
      if (result.ok) {
        reset();
        setSent(true);
        requestAnimationFrame(() => successRef.current?.focus());
        return;
      }
      if (result.field && FIELDS.includes(result.field as FieldName)) {
        setError(result.field as FieldName, { message: result.message }, { shouldFocus: true });
      } else {
        setFormError(result.message);
      }
    });
  };

  if (sent) {
    return (
      <div
        ref={successRef}
        tabIndex={-1}
        role="status"
        className="rounded-2xl bg-green-50 p-6 text-green-900 ring-1 ring-green-200 outline-none"
      >
        <CheckCircle2 className="size-8 text-green-700" aria-hidden="true" />
        <h2 className="mt-3 text-xl font-semibold">Thanks — your message is on its way</h2>
        <p className="mt-2">
          A real person will reply to your email within one business day. For demo requests we&apos;ll suggest a few times
          that work for you.
        </p>
        <Button variant="outline" className="mt-5" onClick={() => setSent(false)}>
          Send another message
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="relative grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Your name" error={errors.name?.message}>
          <Input autoComplete="name" {...register("name")} />
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...register("email")} />
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Company (optional)" error={errors.company?.message}>
          <Input autoComplete="organization" {...register("company")} />
        </FormField>
        <SelectField
          control={control}
          name="topic"
          label="Topic"
          error={errors.topic?.message}
          placeholder="Choose a topic"
          options={CONTACT_TOPICS}
        />
      </div>
      <FormField label="Message" error={errors.message?.message}>
        <Textarea rows={6} {...register("message")} />
      </FormField>
      <HoneypotField name={HONEYPOT_FIELD} value={honeypot} onChange={(event) => setHoneypot(event.target.value)} />
      {formError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">
          {formError}
        </p>
      )}
      <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto sm:justify-self-start">
        {pending && <Spinner className="text-primary-foreground" label="Sending" />}
        {pending ? "Sending…" : "Send message"}
      </Button>
    </form>
  );
}
