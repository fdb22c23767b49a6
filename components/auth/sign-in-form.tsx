"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { useForm, useWatch, type FieldErrors } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { signInAction } from "@/lib/public/actions/sign-in";
import { signInSchema } from "@/lib/identity/staff/schemas";
import { firstFieldError } from "./first-error";
import { GuardScreen } from "./guard-screen";

const formSchema = signInSchema.omit({ callbackUrl: true });
type Values = { email: string; password: string };
const ORDER = ["email", "password"] as const;

/** The Sign In tab of /auth (staff; customers are sent on to their portal's login). */
export function SignInForm({ callbackUrl }: { callbackUrl: string | null }) {
  const router = useRouter();
  const [submitting, setSubmitting] = useState(false);
  const [navigating, startNavigation] = useTransition();
  const [guardCancelled, setGuardCancelled] = useState(false);
  const [firstError, setFirstError] = useState<{ name: string; message: string } | null>(null);
  const { register, handleSubmit, control } = useForm<Values>({
    resolver: zodResolver(formSchema),
    defaultValues: { email: "", password: "" },
  });
  const [email, password] = useWatch({ control, name: ["email", "password"] });
  const filled = email.trim() !== "" && password !== "";

  const onValid = async (values: Values) => {
    setFirstError(null);
    setSubmitting(true);
    try {
      const result = await signInAction({ ...values, callbackUrl });
      if (!result.ok) {
        toast.error(result.message);
        return;
      }
      if (result.data.external) {
        window.location.assign(result.data.redirectTo);
        return;
      }
      toast.success("Login successful");
      setGuardCancelled(false);
      startNavigation(() => router.replace(result.data.redirectTo));
    } catch {
      toast.error("Authentication failed");
    } finally {
      setSubmitting(false);
    }
  };

  const onInvalid = (errors: FieldErrors<Values>) => {
    const first = firstFieldError(errors, ORDER);
    setFirstError(first);
    if (first) toast.error(first.message);
  };

  // While the next page validates access, the guard screen stands in for the form.
  if (navigating && !guardCancelled) return <GuardScreen area="admin" onCancel={() => setGuardCancelled(true)} />;

  return (
    <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate className="grid gap-4" aria-label="Sign in">
      <FormField label="Email" error={firstError?.name === "email" ? firstError.message : undefined}>
        <Input type="email" autoComplete="email" {...register("email")} />
      </FormField>
      <FormField label="Password" error={firstError?.name === "password" ? firstError.message : undefined}>
        <Input type="password" autoComplete="current-password" {...register("password")} />
      </FormField>
      <Link href="/auth/reset-password" className="-mt-2 justify-self-end text-sm text-primary underline-offset-4 hover:underline">
        Forgot password?
      </Link>
      <Button type="submit" disabled={!filled || submitting} className="w-full">
        {submitting ? "Signing in..." : "Sign In"}
      </Button>
    </form>
  );
}
