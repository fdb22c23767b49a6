"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { changePasswordAction } from "@/lib/admin/actions/account/change-password";

type Values = { currentPassword: string; password: string; confirmPassword: string };
const EMPTY: Values = { currentPassword: "", password: "", confirmPassword: "" };

/**
 * /admin/account → Change password, in the sign-in form's style (spec §5: the first error only).
 * The rules are checked once, by the action's schema, which answers the first failing field:
 * the form carries no validation library, so the page stays within its first-load JS budget.
 */
export function ChangePasswordForm() {
  const [submitting, setSubmitting] = useState(false);
  const [firstError, setFirstError] = useState<{ name: string; message: string } | null>(null);
  const [values, setValues] = useState<Values>(EMPTY);
  const filled = Boolean(values.currentPassword && values.password && values.confirmPassword);
  const errorOf = (name: keyof Values) => (firstError?.name === name ? firstError.message : undefined);
  const field = (name: keyof Values) => ({
    name,
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFirstError(null);
    setSubmitting(true);
    try {
      const result = await changePasswordAction(values);
      if (!result.ok) {
        if (result.field) setFirstError({ name: result.field, message: result.message });
        toast.error(result.message);
        return;
      }
      setValues(EMPTY);
      toast.success(result.data.message);
    } catch {
      toast.error("Failed to change the password");
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Change password">
      <FormField label="Current password" error={errorOf("currentPassword")}>
        <Input type="password" autoComplete="current-password" {...field("currentPassword")} />
      </FormField>
      <FormField label="New password" description="At least 8 characters, with an uppercase and a lowercase letter, a number and one of @$!%*?&" error={errorOf("password")}>
        <Input type="password" autoComplete="new-password" {...field("password")} />
      </FormField>
      <FormField label="Confirm new password" error={errorOf("confirmPassword")}>
        <Input type="password" autoComplete="new-password" {...field("confirmPassword")} />
      </FormField>
      <Button type="submit" disabled={!filled || submitting}>
        {submitting ? "Changing password..." : "Change password"}
      </Button>
    </form>
  );
}
