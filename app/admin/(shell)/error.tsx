"use client";

import { GuardErrorCard } from "@/components/auth/guard-error-card";

/** A page of the business area failed: the guard's 'Access Error' card inside the shell. */
export default function AdminPageError() {
  return <GuardErrorCard kind="error" area="admin" />;
}
