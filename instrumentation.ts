import { refusePageCache } from "@/lib/page-cache/page-cache-request";

/**
 * Next calls this for an error thrown while rendering or handling a request. A page whose
 * render failed somewhere (an error boundary shown inside a 200 page) must not be kept by the
 * rendered-page cache and served again (lib/page-cache).
 */
export function onRequestError(): void {
  refusePageCache();
}
