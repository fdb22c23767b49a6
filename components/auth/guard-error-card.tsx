"use client";

import { AlertTriangle, Clock } from "@/components/icons";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { loginTargetFor, type GuardArea } from "@/lib/identity/staff/guard-timer";

export const GUARD_ERROR_TEXT = {
  timeout: {
    title: "Loading Timeout",
    description: "The page is taking longer than expected to load. This might be due to a network issue or session problem.",
  },
  error: { title: "Access Error", description: "An error occurred while validating your access." },
} as const;

/**
 * The route guard's error cards (spec §8): 'Loading Timeout' or 'Access Error', with
 * 'Clear Session & Try Again' (clears local and session storage and the staff session,
 * back to /auth) and 'Go to Login' (the area's login page).
 */
export function GuardErrorCard({ kind, area }: { kind: "timeout" | "error"; area: GuardArea }) {
  const text = GUARD_ERROR_TEXT[kind];
  const Icon = kind === "timeout" ? Clock : AlertTriangle;
  const clearSession = () => {
    try {
      window.localStorage.clear();
      window.sessionStorage.clear();
    } catch {
      // Storage can be unavailable (privacy modes); the redirect still helps.
    }
    // A plain navigation, not a server action: actions queue behind the very navigation that
    // is stuck. /auth/session-ended ends the staff session and lands on /auth.
    window.location.assign(area === "admin" || area === "superadmin" ? "/auth/session-ended" : "/auth");
  };
  return (
    <div className="flex min-h-[60vh] items-center justify-center p-4">
      <Card role="alert" className="w-full max-w-md">
        <CardHeader>
          <div className="flex items-center gap-2">
            <Icon className="size-5 text-destructive" aria-hidden="true" />
            <CardTitle>
              <h2 className="text-lg font-semibold">{text.title}</h2>
            </CardTitle>
          </div>
          <CardDescription>{text.description}</CardDescription>
        </CardHeader>
        <CardFooter className="flex flex-col gap-2 sm:flex-row">
          <Button type="button" onClick={clearSession} className="w-full sm:w-auto">
            Clear Session &amp; Try Again
          </Button>
          <Button type="button" variant="outline" className="w-full sm:w-auto" onClick={() => window.location.assign(loginTargetFor(area))}>
            Go to Login
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}
