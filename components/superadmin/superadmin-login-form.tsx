"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { GuardScreen } from "@/components/auth/guard-screen";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { superadminSignInAction } from "@/lib/public/actions/superadmin-sign-in";
import { signInSchema } from "@/lib/identity/staff/schemas";
import { firstErrorMessage } from "@/lib/validation";

/** /superadmin/login: only superadmin accounts get in. */
export function SuperadminLoginForm() {
  const router = useRouter();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ field: "email" | "password"; message: string } | null>(null);
  const [navigating, startNavigation] = useTransition();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = signInSchema.safeParse({ email, password });
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path[0] === "password" ? "password" : "email";
      const message = firstErrorMessage(parsed.error);
      setError({ field, message });
      toast.error(message);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const result = await superadminSignInAction(parsed.data);
      if (!result.ok) {
        toast.error(result.message);
        return;
      }
      toast.success("Login successful");
      startNavigation(() => router.replace(result.data.redirectTo));
    } catch {
      toast.error("Authentication failed");
    } finally {
      setBusy(false);
    }
  };

  if (navigating) return <GuardScreen area="superadmin" />;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Superadmin sign in">
      <FormField label="Email" error={error?.field === "email" ? error.message : undefined}>
        <Input type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
      </FormField>
      <FormField label="Password" error={error?.field === "password" ? error.message : undefined}>
        <Input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </FormField>
      <Button type="submit" disabled={busy || email.trim() === "" || password === ""}>
        {busy ? "Signing in..." : "Sign In"}
      </Button>
    </form>
  );
}
