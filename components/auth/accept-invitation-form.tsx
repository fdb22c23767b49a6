"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { useForm, useWatch, type FieldErrors } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { acceptInvitationAction } from "@/lib/public/actions/accept-invitation";
import { acceptInvitationSchema } from "@/lib/employees/schemas";
import { firstFieldError } from "./first-error";
import { GuardScreen } from "./guard-screen";

type Values = { token: string; firstName: string; lastName: string; password: string; confirmPassword: string };
const ORDER = ["firstName", "lastName", "password", "confirmPassword"] as const;

export function AcceptInvitationForm({ token, email }: { token: string; email: string }) {
  const router = useRouter();
  const [submitting, setSubmitting] = useState(false);
  const [navigating, startNavigation] = useTransition();
  const [firstError, setFirstError] = useState<{ name: string; message: string } | null>(null);
  const { register, handleSubmit, control } = useForm<Values>({
    resolver: zodResolver(acceptInvitationSchema),
    defaultValues: { token, firstName: "", lastName: "", password: "", confirmPassword: "" },
  });
  const values = useWatch({ control });
  const filled = ORDER.every((name) => (values[name] ?? "").trim() !== "");

  const onValid = async (input: Values) => {
    setFirstError(null);
    setSubmitting(true);
    try {
      const result = await acceptInvitationAction(input);
      if (!result.ok) {
        toast.error(result.message);
        return;
      }
      toast.success("Account created successfully!");
      startNavigation(() => router.replace(result.data.redirectTo));
    } catch {
      toast.error("Registration failed");
    } finally {
      setSubmitting(false);
    }
  };
  const onInvalid = (errors: FieldErrors<Values>) => {
    const first = firstFieldError(errors, ORDER);
    setFirstError(first);
    if (first) toast.error(first.message);
  };
  const errorFor = (name: string) => (firstError?.name === name ? firstError.message : undefined);

  if (navigating) return <GuardScreen area="admin" />;
  return (
    <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate className="grid gap-4" aria-label="Accept invitation">
      <FormField label="Email">
        <Input type="email" value={email} disabled readOnly />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={errorFor("firstName")}>
          <Input autoComplete="given-name" {...register("firstName")} />
        </FormField>
        <FormField label="Last name" error={errorFor("lastName")}>
          <Input autoComplete="family-name" {...register("lastName")} />
        </FormField>
      </div>
      <FormField label="Password" error={errorFor("password")}>
        <Input type="password" autoComplete="new-password" {...register("password")} />
      </FormField>
      <FormField label="Confirm password" error={errorFor("confirmPassword")}>
        <Input type="password" autoComplete="new-password" {...register("confirmPassword")} />
      </FormField>
      <Button type="submit" disabled={!filled || submitting} className="w-full">
        {submitting ? "Creating account..." : "Accept Invitation"}
      </Button>
    </form>
  );
}
