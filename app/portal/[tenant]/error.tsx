"use client";

import { useEffect } from "react";
import { TemporarilyUnavailable } from "@/components/errors/temporarily-unavailable";
import { PortalGuardError } from "@/components/portal/portal-guard-error";
import { isUnavailableDigest } from "@/lib/foundation/unavailable-digest";

/**
 * A portal page that could not check the session (or failed otherwise) offers retry and
 * clear-session; one that could not reach the database says "temporarily unavailable, try again".
 */
export default function PortalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error("portal page failed", error.digest ?? error.message);
  }, [error]);
  return isUnavailableDigest(error) ? <TemporarilyUnavailable /> : <PortalGuardError />;
}
