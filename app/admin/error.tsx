"use client";

import { GuardErrorCard } from "@/components/auth/guard-error-card";

/** A failed access check in the business area: the guard's 'Access Error' card (spec §8). */
export default function AdminAccessError() {
  return (
    <main className="min-h-screen bg-slate-50">
      <GuardErrorCard kind="error" area="admin" />
    </main>
  );
}
