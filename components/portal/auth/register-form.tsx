"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { postPortalApi } from "@/lib/identity/customer/client-errors";
import { INVITATION_MESSAGES } from "@/lib/identity/customer/invitation-messages";
import { firstFormProblem } from "@/lib/validation/form-checks";
import { registrationPasswordChecks } from "@/lib/validation/password-rules";

type Invited = { first_name: string; email: string | null };
type State = { step: "verifying" } | { step: "ready"; invited: Invited } | { step: "failed" };

/**
 * Spec §2 "/register?token=": verify the invitation (spinner), then welcome the customer by
 * first name and let them choose a password; registering signs them in and opens the
 * dashboard. Expired or used links go back to /login.
 */
export function RegisterForm({ token, portalSubdomain }: { token: string | null; portalSubdomain: string }) {
  const router = useRouter();
  const [state, setState] = useState<State>({ step: "verifying" });
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<{ field: "password" | "confirmPassword"; message: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    // Strict mode mounts twice in development; one verification is enough.
    if (started.current) return;
    started.current = true;
    if (!token) {
      toast.error(INVITATION_MESSAGES.missing);
      router.replace("/login");
      return;
    }
    void (async () => {
      const result = await postPortalApi<{ customer: Invited }>("/api/customer-portal-auth", {
        action: "verify_invitation",
        token,
        portal_subdomain: portalSubdomain,
      });
      if (result.ok) return setState({ step: "ready", invited: result.data.customer });
      if (result.status === 400) {
        toast.error(INVITATION_MESSAGES.invalid);
        router.replace("/login");
        return;
      }
      toast.error(INVITATION_MESSAGES.verifyFailed);
      setState({ step: "failed" });
    })();
  }, [token, portalSubdomain, router]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    // The server checks the password again (completeRegistrationSchema); this spares a round trip.
    const problem = firstFormProblem(registrationPasswordChecks, { password, confirmPassword: confirm });
    if (problem) {
      setError(problem);
      toast.error(problem.message);
      return;
    }
    setError(null);
    setSubmitting(true);
    const result = await postPortalApi("/api/customer-portal-auth", {
      action: "complete_registration",
      token,
      password,
      portal_subdomain: portalSubdomain,
    });
    if (result.ok) {
      // The answer set the portal session cookie: the customer is signed in.
      toast.success(INVITATION_MESSAGES.completed);
      router.replace("/dashboard");
      router.refresh();
      return;
    }
    setSubmitting(false);
    if (result.status === 400 && result.message === INVITATION_MESSAGES.invalid) {
      toast.error(INVITATION_MESSAGES.invalid);
      router.replace("/login");
      return;
    }
    toast.error(INVITATION_MESSAGES.registrationFailed);
  }

  if (state.step === "verifying") {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-6">
        <Spinner className="size-8" />
        <p className="text-sm text-muted-foreground">Verifying your invitation...</p>
      </div>
    );
  }
  if (state.step === "failed") {
    return (
      <div className="grid gap-4 text-center">
        <p className="text-sm text-muted-foreground">{INVITATION_MESSAGES.verifyFailed}</p>
        <Button variant="outline" onClick={() => window.location.reload()}>
          Try again
        </Button>
      </div>
    );
  }

  const { invited } = state;
  return (
    <form noValidate onSubmit={submit} aria-label="Complete registration" className="grid gap-4">
      <h2 className="text-center text-lg font-medium">Welcome, {invited.first_name}!</h2>
      <p className="-mt-2 text-center text-sm text-muted-foreground">Choose a password to finish setting up your account.</p>
      <FormField label="Email">
        <Input id="register-email" type="email" value={invited.email ?? ""} disabled readOnly />
      </FormField>
      <FormField label="Password" error={error?.field === "password" ? error.message : undefined}>
        <Input
          id="register-password"
          type="password"
          autoComplete="new-password"
          aria-required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </FormField>
      <FormField label="Confirm password" error={error?.field === "confirmPassword" ? error.message : undefined}>
        <Input
          id="register-confirm-password"
          type="password"
          autoComplete="new-password"
          aria-required
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={!password || !confirm || submitting}>
        {submitting ? <Spinner aria-hidden className="size-4" /> : null}
        Complete Registration
      </Button>
    </form>
  );
}
