"use client";

import { ShieldAlert } from "@/components/icons";
import { useTransition } from "react";
import { Button } from "@/components/ui/button";
import { logoutCustomer } from "@/lib/portal/actions/logout-customer";

/**
 * The portal auth guard's error screen (spec §2 and §8 "Access Error"): retry reloads the
 * page; clear-session ends the stored customer session and starts over at /login.
 */
export function PortalGuardError() {
  const [pending, startTransition] = useTransition();

  const clearSession = () =>
    startTransition(async () => {
      await logoutCustomer().catch(() => undefined);
      // A full navigation: nothing of the old session survives in the client cache.
      window.location.replace("/login");
    });

  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <div role="alert" className="w-full max-w-md rounded-xl border bg-white p-8 text-center shadow-sm">
        <div className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-red-50">
          <ShieldAlert className="size-6 text-red-600" aria-hidden />
        </div>
        <h1 className="text-xl font-semibold">Access Error</h1>
        <p className="mt-2 text-sm text-muted-foreground">An error occurred while validating your access.</p>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
          <Button variant="outline" onClick={() => window.location.reload()}>
            Retry
          </Button>
          <Button onClick={clearSession} disabled={pending}>
            Clear Session &amp; Try Again
          </Button>
        </div>
      </div>
    </main>
  );
}
