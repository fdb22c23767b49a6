"use client";

import { TemporarilyUnavailable } from "@/components/errors/temporarily-unavailable";
import { PortalGuardError } from "@/components/portal/portal-guard-error";
import { isUnavailableDigest } from "@/lib/core/database-unavailable";

/**
 * The portal's layout itself failed (`[tenant]/error.tsx` sits below it): its tenant lookup
 * could not reach the database — "temporarily unavailable", never "Business Not Found" — or
 * something else went wrong (the Access Error card, with retry).
 */
export default function PortalLayoutError({ error }: { error: Error & { digest?: string } }) {
  return isUnavailableDigest(error) ? <TemporarilyUnavailable /> : <PortalGuardError />;
}
