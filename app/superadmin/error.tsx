"use client";

import { GuardErrorCard } from "@/components/auth/guard-error-card";

export default function SuperadminAccessError() {
  return (
    <main className="min-h-screen bg-slate-50">
      <GuardErrorCard kind="error" area="superadmin" />
    </main>
  );
}
