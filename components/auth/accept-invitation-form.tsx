"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { acceptInvitationAction } from "@/lib/public/actions/accept-invitation";
import { acceptInvitationSchema } from "@/lib/employees/schemas";
import { GuardScreen } from "./guard-screen";
import { useAuthForm } from "./use-auth-form";

type Values = { token: string; firstName: string; lastName: string; password: string; confirmPassword: string };
const ORDER = ["firstName", "lastName", "password", "confirmPassword"] as const;

export function AcceptInvitationForm({ token, email }: { token: string; email: string }) {
  const form = useAuthForm<Values>(ORDER);
  const { register, handleSubmit, control } = useForm<Values>({
    resolver: zodResolver(acceptInvitationSchema),
    defaultValues: { token, firstName: "", lastName: "", password: "", confirmPassword: "" },
  });
  const values = useWatch({ control });
  const filled = ORDER.every((name) => (values[name] ?? "").trim() !== "");

  const onValid = (input: Values) => form.submit(() => acceptInvitationAction(input), { success: "Account created successfully!", failure: "Registration failed" });

  if (form.guarding) return <GuardScreen area="admin" onCancel={form.cancelGuard} />;
  return (
    <form onSubmit={handleSubmit(onValid, form.onInvalid)} noValidate className="grid gap-4" aria-label="Accept invitation">
      <FormField label="Email">
        <Input type="email" value={email} disabled readOnly />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={form.errorFor("firstName")}>
          <Input autoComplete="given-name" {...register("firstName")} />
        </FormField>
        <FormField label="Last name" error={form.errorFor("lastName")}>
          <Input autoComplete="family-name" {...register("lastName")} />
        </FormField>
      </div>
      <FormField label="Password" error={form.errorFor("password")}>
        <Input type="password" autoComplete="new-password" {...register("password")} />
      </FormField>
      <FormField label="Confirm password" error={form.errorFor("confirmPassword")}>
        <Input type="password" autoComplete="new-password" {...register("confirmPassword")} />
      </FormField>
      <Button type="submit" disabled={!filled || form.submitting} className="w-full">
        {form.submitting ? "Creating account..." : "Accept Invitation"}
      </Button>
    </form>
  );
}
