"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { useCheckedForm } from "@/components/forms/use-checked-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { postPortalApi } from "@/lib/identity/customer/client-errors";
import { customerSignupChecks } from "@/lib/identity/customer/form-checks";
import { toastAuthFailure } from "./auth-failure-toast";

export function SignUpForm({ portalSubdomain }: { portalSubdomain: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const form = useCheckedForm(customerSignupChecks, { first_name: "", last_name: "", email: "", password: "" });
  const first = form.firstError;
  const errorFor = (field: keyof typeof customerSignupChecks) => (first?.field === field ? first.message : undefined);

  const onValid = (values: Record<keyof typeof customerSignupChecks, string>) =>
    startTransition(async () => {
      const result = await postPortalApi("/api/customer-signup", { ...values, portal_subdomain: portalSubdomain });
      if (!result.ok) return toastAuthFailure(result, "Signup failed");
      toast.success("Account created successfully!");
      router.replace("/dashboard");
      router.refresh();
    });

  return (
    <form
      noValidate
      aria-label="Sign up"
      className="grid gap-4"
      onSubmit={form.handleSubmit(onValid, (error) => toast.error(error.message))}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={errorFor("first_name")}>
          <Input id="signup-first-name" autoComplete="given-name" aria-required {...form.field("first_name")} />
        </FormField>
        <FormField label="Last name" error={errorFor("last_name")}>
          <Input id="signup-last-name" autoComplete="family-name" aria-required {...form.field("last_name")} />
        </FormField>
      </div>
      <FormField label="Email" error={errorFor("email")}>
        <Input id="signup-email" type="email" autoComplete="email" inputMode="email" aria-required {...form.field("email")} />
      </FormField>
      <FormField
        label="Password"
        error={errorFor("password")}
        description="At least 8 characters with an uppercase letter, a lowercase letter, a number and one of @$!%*?&."
      >
        <Input id="signup-password" type="password" autoComplete="new-password" aria-required {...form.field("password")} />
      </FormField>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? <Spinner aria-hidden className="size-4" /> : null}
        Create Account
      </Button>
    </form>
  );
}
