import "server-only";
import { headers } from "next/headers";
import { clientAddress } from "@/lib/security/client-address";

export type RequestInfo = { headers: Headers; ip: string | null; userAgent: string | null };

/** Who is asking, for throttling, audit and session records (route handlers). */
export function requestContext(request: Request): { ip: string | null; userAgent: string | null } {
  return { ip: clientAddress(request.headers), userAgent: request.headers.get("user-agent") };
}

/** The same for server actions and pages, from Next's request headers. */
export async function currentRequestInfo(): Promise<RequestInfo> {
  const requestHeaders = await headers();
  return { headers: requestHeaders, ip: clientAddress(requestHeaders), userAgent: requestHeaders.get("user-agent") };
}
