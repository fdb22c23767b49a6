"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { signUpAction } from "@/lib/public/actions/sign-up";
import { signUpSchema } from "@/lib/identity/staff/schemas";
import { GuardScreen } from "./guard-screen";
import { useAuthForm } from "./use-auth-form";

type Values = { firstName: string; lastName: string; companyName: string; email: string; password: string };
const ORDER = ["firstName", "lastName", "companyName", "email", "password"] as const;
const LABELS: Record<(typeof ORDER)[number], string> = {
  firstName: "First name",
  lastName: "Last name",
  companyName: "Company name",
  email: "Email",
  password: "Password",
};
const AUTOCOMPLETE: Record<(typeof ORDER)[number], string> = {
  firstName: "given-name",
  lastName: "family-name",
  companyName: "organization",
  email: "email",
  password: "new-password",
};

/** A waitlist invitation's prefill (the token goes back with the form). */
export type SignUpInvitation = { token: string; email: string; companyName: string; firstName: string; lastName: string };

/** The Sign Up tab of /auth: a new business owner and their business. */
export function SignUpForm({ invitation = null }: { invitation?: SignUpInvitation | null }) {
  const form = useAuthForm<Values>(ORDER);
  const { register, handleSubmit, control } = useForm<Values>({
    resolver: zodResolver(signUpSchema),
    defaultValues: {
      firstName: invitation?.firstName ?? "",
      lastName: invitation?.lastName ?? "",
      companyName: invitation?.companyName ?? "",
      email: invitation?.email ?? "",
      password: "",
    },
  });
  const values = useWatch({ control });
  // Spec §5: every field must be filled before the form can be submitted.
  const filled = ORDER.every((name) => (values[name] ?? "").trim() !== "");

  const onValid = (input: Values) => form.submit(() => signUpAction(invitation ? { ...input, invitationToken: invitation.token } : input), { success: "Account created successfully!", failure: "Signup failed" });

  if (form.guarding) return <GuardScreen area="admin" onCancel={form.cancelGuard} />;

  return (
    <form onSubmit={handleSubmit(onValid, form.onInvalid)} noValidate className="grid gap-4" aria-label="Sign up">
      <div className="grid gap-4 sm:grid-cols-2">
        {(["firstName", "lastName"] as const).map((name) => (
          <FormField key={name} label={LABELS[name]} error={form.errorFor(name)}>
            <Input autoComplete={AUTOCOMPLETE[name]} {...register(name)} />
          </FormField>
        ))}
      </div>
      {(["companyName", "email", "password"] as const).map((name) => (
        <FormField key={name} label={LABELS[name]} error={form.errorFor(name)}>
          <Input
            type={name === "email" ? "email" : name === "password" ? "password" : "text"}
            autoComplete={AUTOCOMPLETE[name]}
            {...register(name)}
          />
        </FormField>
      ))}
      <p className="text-xs text-muted-foreground">
        At least 8 characters with an uppercase letter, a lowercase letter, a number and one of @$!%*?&amp;.
      </p>
      <Button type="submit" disabled={!filled || form.submitting} className="w-full">
        {form.submitting ? "Creating account..." : "Create Account"}
      </Button>
    </form>
  );
}
