"use client";

import { lazy, Suspense } from "react";
import { isUnavailableDigest } from "@/lib/foundation/unavailable-digest";

// The card is loaded when an error happens, not with every admin page: this boundary sits
// above the shell, and Turbopack gave it a chunk of its own that repeated the shell's card,
// button and icons (~2 kB gzip on every admin page's first load).
const TemporarilyUnavailable = lazy(() =>
  import("@/components/errors/temporarily-unavailable").then((module) => ({ default: module.TemporarilyUnavailable })),
);
const GuardErrorCard = lazy(() => import("@/components/auth/guard-error-card").then((module) => ({ default: module.GuardErrorCard })));

/**
 * A failed access check in the business area: the guard's 'Access Error' card (spec §8); a
 * page that could not reach the database: "temporarily unavailable, try again".
 */
export default function AdminAccessError({ error }: { error: Error & { digest?: string } }) {
  if (isUnavailableDigest(error)) {
    return (
      <Suspense fallback={null}>
        <TemporarilyUnavailable />
      </Suspense>
    );
  }
  return (
    <main className="min-h-screen bg-slate-50">
      <Suspense fallback={null}>
        <GuardErrorCard kind="error" area="admin" />
      </Suspense>
    </main>
  );
}
