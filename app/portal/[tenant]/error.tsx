"use client";

import { useEffect } from "react";
import { PortalGuardError } from "@/components/portal/portal-guard-error";

/** A portal page that could not check the session (or failed otherwise) offers retry and clear-session. */
export default function PortalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error("portal page failed", error.digest ?? error.message);
  }, [error]);
  return <PortalGuardError />;
}
