"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { postPortalApi } from "@/lib/identity/customer/client-errors";
import { customerLoginSchema, type CustomerLoginInput } from "@/lib/identity/customer/schemas";
import { toastAuthFailure } from "./auth-failure-toast";
import { firstFieldError } from "./first-error";

const ORDER = ["email", "password"] as const;

export function SignInForm({ portalSubdomain }: { portalSubdomain: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CustomerLoginInput>({
    resolver: zodResolver(customerLoginSchema),
    defaultValues: { email: "", password: "" },
  });
  const first = firstFieldError(errors, ORDER);

  const onValid = (values: CustomerLoginInput) =>
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
      onSubmit={handleSubmit(onValid, (invalid) => {
        const error = firstFieldError(invalid, ORDER);
        if (error) toast.error(error.message);
      })}
    >
      <FormField label="Email" error={first?.field === "email" ? first.message : undefined}>
        <Input id="signin-email" type="email" autoComplete="email" inputMode="email" aria-required {...register("email")} />
      </FormField>
      <FormField label="Password" error={first?.field === "password" ? first.message : undefined}>
        <Input id="signin-password" type="password" autoComplete="current-password" aria-required {...register("password")} />
      </FormField>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? <Spinner aria-hidden className="size-4" /> : null}
        Sign In
      </Button>
    </form>
  );
}
