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
import { customerLoginChecks } from "@/lib/identity/customer/form-checks";
import { toastAuthFailure } from "./auth-failure-toast";

/** email: prefilled when a link names it (the embedded booking's "Go to your portal"). */
export function SignInForm({ portalSubdomain, email = "" }: { portalSubdomain: string; email?: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const form = useCheckedForm(customerLoginChecks, { email, password: "" });
  const first = form.firstError;

  const onValid = (values: { email: string; password: string }) =>
    startTransition(async () => {
      const result = await postPortalApi("/api/customer-login", { ...values, portal_subdomain: portalSubdomain });
      if (!result.ok) return toastAuthFailure(result, "Invalid credentials");
      toast.success("Login successful");
      router.replace("/dashboard");
      router.refresh();
    });

  return (
    <form
      noValidate
      aria-label="Sign in"
      className="grid gap-4"
      onSubmit={form.handleSubmit(onValid, (error) => toast.error(error.message))}
    >
      <FormField label="Email" error={first?.field === "email" ? first.message : undefined}>
        <Input id="signin-email" type="email" autoComplete="email" inputMode="email" aria-required {...form.field("email")} />
      </FormField>
      <FormField label="Password" error={first?.field === "password" ? first.message : undefined}>
        <Input id="signin-password" type="password" autoComplete="current-password" aria-required {...form.field("password")} />
      </FormField>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? <Spinner aria-hidden className="size-4" /> : null}
        Sign In
      </Button>
    </form>
  );
}
