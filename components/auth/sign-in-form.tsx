"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { signInAction } from "@/lib/public/actions/sign-in";
import { signInSchema } from "@/lib/identity/staff/schemas";
import { GuardScreen } from "./guard-screen";
import { useAuthForm } from "./use-auth-form";

const formSchema = signInSchema.omit({ callbackUrl: true });
type Values = { email: string; password: string };
const ORDER = ["email", "password"] as const;

/** The Sign In tab of /auth (staff; customers are sent on to their portal's login). */
export function SignInForm({ callbackUrl }: { callbackUrl: string | null }) {
  const form = useAuthForm<Values>(ORDER);
  const { register, handleSubmit, control } = useForm<Values>({
    resolver: zodResolver(formSchema),
    defaultValues: { email: "", password: "" },
  });
  const [email, password] = useWatch({ control, name: ["email", "password"] });
  const filled = email.trim() !== "" && password !== "";

  const onValid = (input: Values) => form.submit(() => signInAction({ ...input, callbackUrl }), { success: "Login successful", failure: "Authentication failed" });

  if (form.guarding) return <GuardScreen area="admin" onCancel={form.cancelGuard} />;

  return (
    <form onSubmit={handleSubmit(onValid, form.onInvalid)} noValidate className="grid gap-4" aria-label="Sign in">
      <FormField label="Email" error={form.errorFor("email")}>
        <Input type="email" autoComplete="email" {...register("email")} />
      </FormField>
      <FormField label="Password" error={form.errorFor("password")}>
        <Input type="password" autoComplete="current-password" {...register("password")} />
      </FormField>
      <Link href="/auth/reset-password" className="-mt-2 justify-self-end text-sm text-primary underline-offset-4 hover:underline">
        Forgot password?
      </Link>
      <Button type="submit" disabled={!filled || form.submitting} className="w-full">
        {form.submitting ? "Signing in..." : "Sign In"}
      </Button>
    </form>
  );
}
