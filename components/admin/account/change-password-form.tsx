"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch, type FieldErrors } from "react-hook-form";
import { firstFieldError } from "@/components/auth/first-error";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { changePasswordAction } from "@/lib/admin/actions/change-password";
import { changePasswordSchema } from "@/lib/identity/staff/password/password-schemas";

type Values = { currentPassword: string; password: string; confirmPassword: string };
const ORDER = ["currentPassword", "password", "confirmPassword"] as const;
const EMPTY: Values = { currentPassword: "", password: "", confirmPassword: "" };

/** /admin/account → Change password, in the sign-in form's style (spec §5: the first error only). */
export function ChangePasswordForm() {
  const [submitting, setSubmitting] = useState(false);
  const [firstError, setFirstError] = useState<{ name: string; message: string } | null>(null);
  const { register, handleSubmit, control, reset } = useForm<Values>({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });
  const values = useWatch({ control });
  const filled = Boolean(values.currentPassword && values.password && values.confirmPassword);
  const errorOf = (name: keyof Values) => (firstError?.name === name ? firstError.message : undefined);

  const onValid = async (input: Values) => {
    setFirstError(null);
    setSubmitting(true);
    try {
      const result = await changePasswordAction(input);
      if (!result.ok) {
        if (result.field) setFirstError({ name: result.field, message: result.message });
        toast.error(result.message);
        return;
      }
      reset(EMPTY);
      toast.success(result.data.message);
    } catch {
      toast.error("Failed to change the password");
    } finally {
      setSubmitting(false);
    }
  };

  const onInvalid = (errors: FieldErrors<Values>) => {
    const first = firstFieldError(errors, ORDER);
    setFirstError(first);
    if (first) toast.error(first.message);
  };

  return (
    <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate className="grid gap-4" aria-label="Change password">
      <FormField label="Current password" error={errorOf("currentPassword")}>
        <Input type="password" autoComplete="current-password" {...register("currentPassword")} />
      </FormField>
      <FormField label="New password" description="At least 8 characters, with an uppercase and a lowercase letter, a number and one of @$!%*?&" error={errorOf("password")}>
        <Input type="password" autoComplete="new-password" {...register("password")} />
      </FormField>
      <FormField label="Confirm new password" error={errorOf("confirmPassword")}>
        <Input type="password" autoComplete="new-password" {...register("confirmPassword")} />
      </FormField>
      <Button type="submit" disabled={!filled || submitting}>
        {submitting ? "Changing password..." : "Change password"}
      </Button>
    </form>
  );
}
