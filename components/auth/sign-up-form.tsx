"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { useForm, useWatch, type FieldErrors } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { signUpAction } from "@/lib/public/actions/sign-up";
import { signUpSchema } from "@/lib/identity/staff/schemas";
import { firstFieldError } from "./first-error";
import { GuardScreen } from "./guard-screen";

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
  const router = useRouter();
  const [submitting, setSubmitting] = useState(false);
  const [navigating, startNavigation] = useTransition();
  const [guardCancelled, setGuardCancelled] = useState(false);
  const [firstError, setFirstError] = useState<{ name: string; message: string } | null>(null);
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

  const onValid = async (input: Values) => {
    setFirstError(null);
    setSubmitting(true);
    try {
      const result = await signUpAction(invitation ? { ...input, invitationToken: invitation.token } : input);
      if (!result.ok) {
        toast.error(result.message);
        return;
      }
      toast.success("Account created successfully!");
      setGuardCancelled(false);
      startNavigation(() => router.replace(result.data.redirectTo));
    } catch {
      toast.error("Signup failed");
    } finally {
      setSubmitting(false);
    }
  };

  const onInvalid = (errors: FieldErrors<Values>) => {
    const first = firstFieldError(errors, ORDER);
    setFirstError(first);
    if (first) toast.error(first.message);
  };

  if (navigating && !guardCancelled) return <GuardScreen area="admin" onCancel={() => setGuardCancelled(true)} />;

  return (
    <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate className="grid gap-4" aria-label="Sign up">
      <div className="grid gap-4 sm:grid-cols-2">
        {(["firstName", "lastName"] as const).map((name) => (
          <FormField key={name} label={LABELS[name]} error={firstError?.name === name ? firstError.message : undefined}>
            <Input autoComplete={AUTOCOMPLETE[name]} {...register(name)} />
          </FormField>
        ))}
      </div>
      {(["companyName", "email", "password"] as const).map((name) => (
        <FormField key={name} label={LABELS[name]} error={firstError?.name === name ? firstError.message : undefined}>
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
      <Button type="submit" disabled={!filled || submitting} className="w-full">
        {submitting ? "Creating account..." : "Create Account"}
      </Button>
    </form>
  );
}
