"use client";

import { lazy, Suspense } from "react";

// The card is loaded when an error happens, not with every admin page: this boundary sits
// above the shell, and Turbopack gave it a chunk of its own that repeated the shell's card,
// button and icons (~2 kB gzip on every admin page's first load).
const GuardErrorCard = lazy(() => import("@/components/auth/guard-error-card").then((module) => ({ default: module.GuardErrorCard })));

/** A failed access check in the business area: the guard's 'Access Error' card (spec §8). */
export default function AdminAccessError() {
  return (
    <main className="min-h-screen bg-slate-50">
      <Suspense fallback={null}>
        <GuardErrorCard kind="error" area="admin" />
      </Suspense>
    </main>
  );
}
