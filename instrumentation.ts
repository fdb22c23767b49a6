import { isDatabaseUnavailable, isUnavailableDigest } from "@/lib/foundation/database-unavailable";
import { noteDatabaseUnavailable } from "@/lib/availability/outage-request";
import { refusePageCache } from "@/lib/page-cache/page-cache-request";

/**
 * Next calls this for an error thrown while rendering or handling a request. A page whose
 * render failed somewhere (an error boundary shown inside a 200 page) must not be kept by the
 * rendered-page cache and served again (lib/page-cache). A failure to reach the database makes
 * the front door answer 503 with Retry-After instead of 500 (lib/availability).
 */
export function onRequestError(error: unknown): void {
  refusePageCache();
  if (isDatabaseUnavailable(error) || isUnavailableDigest(error as { digest?: string })) noteDatabaseUnavailable();
}
