"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useState } from "react";
import { useForm, useWatch, type FieldErrors } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { requestPasswordResetSchema, resetPasswordSchema } from "@/lib/identity/staff/password/password-schemas";
import { requestPasswordResetAction } from "@/lib/public/actions/request-password-reset";
import { resetPasswordAction } from "@/lib/public/actions/reset-password";
import { firstFieldError } from "./first-error";

type FirstError = { name: string; message: string } | null;

/** "Forgot password?": the staff member's email; the answer never tells whether it has an account. */
export function RequestPasswordResetForm() {
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [firstError, setFirstError] = useState<FirstError>(null);
  const { register, handleSubmit, control } = useForm<{ email: string }>({ resolver: zodResolver(requestPasswordResetSchema), defaultValues: { email: "" } });
  const email = useWatch({ control, name: "email" });

  const onValid = async (values: { email: string }) => {
    setFirstError(null);
    setSubmitting(true);
    try {
      const result = await requestPasswordResetAction(values);
      if (!result.ok) {
        toast.error(result.message);
        return;
      }
      setSent(result.data.message);
    } catch {
      toast.error("We couldn't send the email just now. Please try again in a moment.");
    } finally {
      setSubmitting(false);
    }
  };
  const onInvalid = (errors: FieldErrors<{ email: string }>) => {
    const first = firstFieldError(errors, ["email"]);
    setFirstError(first);
    if (first) toast.error(first.message);
  };

  if (sent) return <p role="status" className="text-sm">{sent}</p>;
  return (
    <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate className="grid gap-4" aria-label="Reset password">
      <FormField label="Email" error={firstError?.name === "email" ? firstError.message : undefined}>
        <Input type="email" autoComplete="email" {...register("email")} />
      </FormField>
      <Button type="submit" disabled={email.trim() === "" || submitting} className="w-full">
        {submitting ? "Sending..." : "Email me a reset link"}
      </Button>
    </form>
  );
}

type ResetValues = { token: string; password: string; confirmPassword: string };
const RESET_ORDER = ["token", "password", "confirmPassword"] as const;

/** The emailed link's form: a new password (spec §5's rules), then back to sign-in. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [firstError, setFirstError] = useState<FirstError>(null);
  const { register, handleSubmit, control } = useForm<ResetValues>({ resolver: zodResolver(resetPasswordSchema), defaultValues: { token, password: "", confirmPassword: "" } });
  const [password, confirmPassword] = useWatch({ control, name: ["password", "confirmPassword"] });
  const errorOf = (name: keyof ResetValues) => (firstError?.name === name ? firstError.message : undefined);

  const onValid = async (values: ResetValues) => {
    setFirstError(null);
    setSubmitting(true);
    try {
      const result = await resetPasswordAction(values);
      if (!result.ok) {
        toast.error(result.message);
        return;
      }
      toast.success(result.data.message);
      setDone(result.data.message);
    } catch {
      toast.error("Failed to reset the password");
    } finally {
      setSubmitting(false);
    }
  };
  const onInvalid = (errors: FieldErrors<ResetValues>) => {
    const first = firstFieldError(errors, RESET_ORDER);
    setFirstError(first);
    if (first) toast.error(first.message);
  };

  if (done) {
    return (
      <div className="grid gap-4">
        <p role="status" className="text-sm">{done}</p>
        <Button asChild className="w-full">
          <Link href="/auth">Sign in</Link>
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate className="grid gap-4" aria-label="Choose a new password">
      <input type="hidden" {...register("token")} />
      <FormField label="New password" description="At least 8 characters, with an uppercase and a lowercase letter, a number and one of @$!%*?&" error={errorOf("password")}>
        <Input type="password" autoComplete="new-password" {...register("password")} />
      </FormField>
      <FormField label="Confirm new password" error={errorOf("confirmPassword")}>
        <Input type="password" autoComplete="new-password" {...register("confirmPassword")} />
      </FormField>
      <Button type="submit" disabled={password === "" || confirmPassword === "" || submitting} className="w-full">
        {submitting ? "Saving..." : "Set new password"}
      </Button>
    </form>
  );
}
