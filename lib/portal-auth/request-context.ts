import "server-only";
import { clientIp } from "@/lib/security/throttle";

/** Who is asking, for throttling and the session record. */
export function requestContext(request: Request): { ip: string | null; userAgent: string | null } {
  return { ip: clientIp(request.headers), userAgent: request.headers.get("user-agent") };
}
